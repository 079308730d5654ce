import type { FastifyError, FastifyInstance } from 'fastify';
import type { Language } from '@portal/contracts';
import { isDatabaseUnavailable } from '../db/db';
import {
  BusinessError,
  GENERIC_ERROR_MSG,
  SERVICE_UNAVAILABLE_MSG,
  TooManyRequestsError,
} from './envelope';
import { requestLanguage } from '../language/language';
import { translateMessage } from '../language/message-catalogue';
import { FINITE_KEYWORD, NO_NUL_KEYWORD } from './input-rules';

export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

type ValidationProblem =
  | 'missing'
  | 'empty'
  | 'tooShort'
  | 'tooLong'
  | 'type'
  | 'tooSmall'
  | 'tooLarge'
  | 'nul'
  | 'invalid';

const TYPE_NAMES: Record<Language, Record<string, string>> = {
  zh: {
    integer: '整数',
    number: '数字',
    string: '文本',
    boolean: '布尔值',
    array: '数组',
    object: '对象',
    null: '空值',
  },
  cht: {
    integer: '整數',
    number: '數字',
    string: '文字',
    boolean: '布林值',
    array: '陣列',
    object: '物件',
    null: '空值',
  },
  pt: {
    integer: 'número inteiro',
    number: 'número',
    string: 'texto',
    boolean: 'booleano',
    array: 'lista',
    object: 'objeto',
    null: 'nulo',
  },
  en: {
    integer: 'an integer',
    number: 'a number',
    string: 'text',
    boolean: 'a boolean',
    array: 'a list',
    object: 'an object',
    null: 'null',
  },
};

type Sentence = (field: string, limit: string) => string;

/** What a user sees for a rejected field, in the request's language; never the validator's own words. */
const VALIDATION_MESSAGES: Record<Language, Record<ValidationProblem, Sentence>> = {
  zh: {
    missing: (field) => `缺少必填参数：${field}`,
    empty: (field) => `参数 ${field} 不能为空`,
    tooShort: (field, limit) => `参数 ${field} 至少 ${limit} 个字符`,
    tooLong: (field, limit) => `参数 ${field} 不能超过 ${limit} 个字符`,
    type: (field, limit) => `参数 ${field} 类型不正确，应为${limit}`,
    tooSmall: (field, limit) => `参数 ${field} 不能小于 ${limit}`,
    tooLarge: (field, limit) => `参数 ${field} 不能大于 ${limit}`,
    nul: (field) => `参数 ${field} 含有不允许的字符`,
    invalid: (field) => `参数 ${field} 格式不正确`,
  },
  cht: {
    missing: (field) => `缺少必填參數：${field}`,
    empty: (field) => `參數 ${field} 不能為空`,
    tooShort: (field, limit) => `參數 ${field} 至少 ${limit} 個字元`,
    tooLong: (field, limit) => `參數 ${field} 不能超過 ${limit} 個字元`,
    type: (field, limit) => `參數 ${field} 類型不正確，應為${limit}`,
    tooSmall: (field, limit) => `參數 ${field} 不能小於 ${limit}`,
    tooLarge: (field, limit) => `參數 ${field} 不能大於 ${limit}`,
    nul: (field) => `參數 ${field} 含有不允許的字元`,
    invalid: (field) => `參數 ${field} 格式不正確`,
  },
  pt: {
    missing: (field) => `Falta o parâmetro obrigatório: ${field}`,
    empty: (field) => `O parâmetro ${field} não pode estar vazio`,
    tooShort: (field, limit) => `O parâmetro ${field} deve ter pelo menos ${limit} caracteres`,
    tooLong: (field, limit) => `O parâmetro ${field} não pode exceder ${limit} caracteres`,
    type: (field, limit) => `O parâmetro ${field} tem um tipo incorreto: deve ser ${limit}`,
    tooSmall: (field, limit) => `O parâmetro ${field} não pode ser inferior a ${limit}`,
    tooLarge: (field, limit) => `O parâmetro ${field} não pode ser superior a ${limit}`,
    nul: (field) => `O parâmetro ${field} contém caracteres não permitidos`,
    invalid: (field) => `O parâmetro ${field} tem um formato incorreto`,
  },
  en: {
    missing: (field) => `Missing required parameter: ${field}`,
    empty: (field) => `Parameter ${field} must not be empty`,
    tooShort: (field, limit) => `Parameter ${field} must be at least ${limit} characters`,
    tooLong: (field, limit) => `Parameter ${field} must not exceed ${limit} characters`,
    type: (field, limit) => `Parameter ${field} has the wrong type: it must be ${limit}`,
    tooSmall: (field, limit) => `Parameter ${field} must not be less than ${limit}`,
    tooLarge: (field, limit) => `Parameter ${field} must not be greater than ${limit}`,
    nul: (field) => `Parameter ${field} contains characters that are not allowed`,
    invalid: (field) => `Parameter ${field} has an invalid format`,
  },
};

function classify(issue: ValidationIssue, language: Language): [ValidationProblem, string] {
  const limit = String(issue.params.limit ?? '');
  switch (issue.keyword) {
    case 'required':
      return ['missing', ''];
    case 'minLength':
      return [Number(issue.params.limit) === 1 ? 'empty' : 'tooShort', limit];
    case 'maxLength':
      return ['tooLong', limit];
    case 'type': {
      const type = String(issue.params.type).split(',')[0]!;
      return ['type', TYPE_NAMES[language][type] ?? type];
    }
    case 'minimum':
    case 'exclusiveMinimum':
      return ['tooSmall', limit];
    case 'maximum':
    case 'exclusiveMaximum':
      return ['tooLarge', limit];
    case NO_NUL_KEYWORD:
      return ['nul', ''];
    case FINITE_KEYWORD:
      return ['tooLarge', '2147483647'];
    default:
      return ['invalid', ''];
  }
}

/**
 * Turns the first schema violation into a sentence a user (or a client developer) can act on,
 * naming the field, in the request's language.
 */
export function describeValidation(
  issues: ValidationIssue[],
  context: string | undefined,
  language: Language = 'zh',
): string {
  const issue = issues[0];
  const field = !issue
    ? context || 'body'
    : issue.keyword === 'required'
      ? // Ajv names one missing property, TypeBox (the socket events) lists them.
        String(issue.params.missingProperty ?? (issue.params.requiredProperties as string[])[0])
      : issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'body';
  const [problem, limit] = issue ? classify(issue, language) : (['invalid', ''] as const);
  return VALIDATION_MESSAGES[language][problem](field, limit);
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/** What a 503 asks clients to wait while the database comes back. */
const DATABASE_RETRY_SECONDS = 5;

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
  // Every envelope's message, failures and successes alike, in the language the request asks for
  // (platform/language/message-catalogue.ts); route code keeps the spec's Chinese text.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (payload === null || typeof payload !== 'object' || !('msg' in payload)) return payload;
    const { msg } = payload as { msg: unknown };
    if (typeof msg !== 'string') return payload;
    const language = requestLanguage(request.headers['accept-language']);
    const translated = translateMessage(msg, language);
    return translated === msg ? payload : { ...payload, msg: translated };
  });

  app.setErrorHandler((error: FastifyError & { code?: unknown; msg?: string }, request, reply) => {
    // These bodies do not match the routes' success schemas; serialize them as they are (a
    // custom serializer leaves the content type to us).
    reply.serializer(JSON.stringify).type(JSON_TYPE);

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
        msg: describeValidation(
          error.validation as ValidationIssue[],
          error.validationContext,
          requestLanguage(request.headers['accept-language']),
        ),
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
    if (isDatabaseUnavailable(error)) {
      // A database restart or failover: the client may retry shortly, and nothing was done.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', DATABASE_RETRY_SECONDS)
        .send({ code: 503, msg: SERVICE_UNAVAILABLE_MSG });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 500, msg: GENERIC_ERROR_MSG });
  });
}
