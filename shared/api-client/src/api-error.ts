/**
 * Why a call failed:
 * - `business`: the body carried a code other than success (the server's msg is shown);
 * - `session-expired`: 401 / 50008 / 50012 / 50014, or HTTP 401; the session has been cleared;
 * - `storage-disabled`: code 507, no object storage configured;
 * - `http`: an HTTP error status without a more specific meaning (503, other 5xx, bare 4xx);
 * - `timeout`, `network`: the request got no response;
 * - `malformed-response`: a 2xx answer whose body is not an envelope.
 */
export type ApiErrorKind =
  | 'business'
  | 'session-expired'
  | 'storage-disabled'
  | 'http'
  | 'timeout'
  | 'network'
  | 'malformed-response';

import type { ErrorReason } from '@portal/contracts';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** The body code when there was an envelope, else the HTTP status, else 0. */
  code: number;
  /** The text shown to the user (or that would have been, for a silent request). */
  msg: string;
  data?: unknown;
  /** Why the server refused, when a screen is meant to act on it (the envelope's `reason`). */
  reason?: ErrorReason;
  /** The request fields the `reason` is about (the envelope's `fields`). */
  fields?: readonly string[];
  /** HTTP status of the response, absent when there was none. */
  status?: number;
  cause?: unknown;
}

/** Every rejection of the client except a cancellation, which stays an axios `CanceledError`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
  readonly reason: ErrorReason | undefined;
  readonly fields: readonly string[];
  readonly status: number | undefined;

  constructor({ kind, code, msg, data, reason, fields = [], status, cause }: ApiErrorInit) {
    super(msg, cause === undefined ? undefined : { cause });
    this.kind = kind;
    this.code = code;
    this.msg = msg;
    this.data = data;
    this.reason = reason;
    this.fields = fields;
    this.status = status;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
