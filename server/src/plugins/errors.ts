import type { FastifyError, FastifyInstance } from 'fastify';
import { BusinessError, GENERIC_ERROR_MSG, TooManyRequestsError } from '../lib/envelope';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** Turns the first schema violation into a sentence a user (or a client developer) can act on. */
export function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  const issue = issues[0];
  if (!issue) return '请求参数不正确';
  const field =
    issue.keyword === 'required'
      ? String(issue.params.missingProperty)
      : issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'body';
  switch (issue.keyword) {
    case 'required':
      return `缺少必填参数：${field}`;
    case 'minLength':
      return Number(issue.params.limit) === 1
        ? `参数 ${field} 不能为空`
        : `参数 ${field} 至少 ${String(issue.params.limit)} 个字符`;
    case 'maxLength':
      return `参数 ${field} 不能超过 ${String(issue.params.limit)} 个字符`;
    case 'type':
      return `参数 ${field} 类型不正确，应为 ${String(issue.params.type)}`;
    case 'minimum':
    case 'maximum':
      return `参数 ${field} 超出范围（${issue.message ?? ''}）`;
    default:
      return `参数 ${field} 不正确：${issue.message ?? issue.keyword}`;
  }
}

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: '请求格式不正确',
  404: '请求的资源不存在',
  413: '请求内容过大',
  415: '不支持的请求格式',
  429: '请求过于频繁，请稍后再试',
};

/**
 * One place that shapes failures into the envelope. Expected failures keep HTTP 200 with a body
 * code (RuoYi clients read the body); protocol-level ones (404, 413, 415, 429) and unexpected
 * errors also carry the matching HTTP status. A 5xx never exposes its cause: it is logged with the
 * request id, and the client gets the generic message of spec §8.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { code?: unknown; msg?: string }, request, reply) => {
    // These bodies do not match the routes' success schemas; serialize them as they are.
    reply.serializer(JSON.stringify);

    if (error instanceof BusinessError) {
      return reply.code(200).send({ ...error.details, code: error.code, msg: error.message });
    }
    if (error instanceof TooManyRequestsError) {
      return reply
        .code(429)
        .header('retry-after', error.retryAfterSeconds)
        .send({ code: 429, msg: error.message });
    }
    if (error.validation) {
      return reply.code(200).send({
        code: 400,
        msg: describeValidation(error.validation as ValidationIssue[], error.validationContext),
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 400) {
      return reply.code(200).send({ code: 400, msg: CLIENT_ERROR_MESSAGES[400] });
    }
    if (status > 400 && status < 500) {
      const msg =
        status === 429 && error.msg ? error.msg : (CLIENT_ERROR_MESSAGES[status] ?? '请求无法处理');
      return reply.code(status).send({ code: status, msg });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 500, msg: GENERIC_ERROR_MSG });
  });
}
