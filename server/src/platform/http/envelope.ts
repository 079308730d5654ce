import type { ErrorReason } from '@portal/contracts';

export {
  Envelope,
  ErrorEnvelope,
  Nullable,
  OptionalText,
  PageEnvelope,
  PageQuery,
} from '@portal/contracts/schemas';

export const SUCCESS_MSG = '操作成功';

export function ok<T>(data: T, msg = SUCCESS_MSG) {
  return { code: 200, msg, data };
}

/**
 * Extra body fields a client acts on: the envelope's `reason` and the `fields` it is about, or
 * data such as `captchaRequired: true`.
 */
export interface ErrorDetails {
  reason?: ErrorReason;
  fields?: string[];
  [extra: string]: unknown;
}

/** An expected failure the user should read (wrong captcha, bad password …): HTTP 200, body code. */
export class BusinessError extends Error {
  constructor(
    readonly code: number,
    msg: string,
    readonly details: ErrorDetails = {},
  ) {
    super(msg);
    this.name = 'BusinessError';
  }
}

/** Fails with the first problem found, if any: forms report one message at a time (spec §5). */
export function assertValid(...problems: (string | null | undefined)[]): void {
  const problem = problems.find(Boolean);
  if (problem) throw new BusinessError(400, problem);
}

/**
 * Throttling decided by the application (per account, target or IP over hours) rather than by the
 * rate-limit plugin; answered like the plugin's refusals: HTTP 429, body code 429, Retry-After.
 */
export class TooManyRequestsError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`请求过于频繁，请 ${retryAfterSeconds} 秒后再试`);
    this.name = 'TooManyRequestsError';
  }
}

export const SESSION_EXPIRED_MSG = '登录已失效，请重新登录';
export const GENERIC_ERROR_MSG = '系统出了点小问题';
export const SERVICE_UNAVAILABLE_MSG = '服务暂时不可用，请稍后再试';

/**
 * A preValidation hook that refuses body fields the schema does not list (no mass assignment,
 * security note 2). Fastify's validator would silently drop them; a client sending `reviewStatus`
 * or `status` should learn that it cannot set them.
 */
export function rejectUnknownFields(schema: { properties: Record<string, unknown> }) {
  const allowed = new Set(Object.keys(schema.properties));
  return async (request: { body: unknown }) => {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
    const unknown = Object.keys(body).find((key) => !allowed.has(key));
    if (unknown !== undefined) throw new BusinessError(400, `不支持的参数：${unknown}`);
  };
}
