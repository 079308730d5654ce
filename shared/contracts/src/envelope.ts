/**
 * Why a request failed, for a screen that acts on the failure rather than only showing it: `msg`
 * is in the reader's language and is never parsed.
 * - `duplicateContract`: another order of the seller has this contract number or name (code 409);
 *   `fields` names the clashing request fields, and sending again with `confirmDuplicate: true`
 *   saves anyway.
 */
export const ERROR_REASONS = ['duplicateContract'] as const;

export type ErrorReason = (typeof ERROR_REASONS)[number];

/** RuoYi-style response envelope used by every API route. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  /** Failures only: see `ErrorReason`. */
  reason?: ErrorReason;
  /** Failures only: the request fields the `reason` is about. */
  fields?: string[];
}

/** Paged list envelope: `rows` and `total`, requested with `pageNum` / `pageSize`. */
export interface PageEnvelope<T> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
}

export interface PageQuery {
  pageNum?: number;
  pageSize?: number;
}

/** Body codes that mean success (spec §7). */
export const SUCCESS_CODES: readonly number[] = [200, 1];

/** Body codes that mean the session is gone (spec §8). */
export const SESSION_EXPIRED_CODES: readonly number[] = [401, 50008, 50012, 50014];

/** Body code for "no object storage configured" (spec §8). */
export const STORAGE_DISABLED_CODE = 507;
