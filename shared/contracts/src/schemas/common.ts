import { Type, type TSchema } from 'typebox';
import { ERROR_REASONS, type ErrorReason } from '../envelope';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const Money = Type.String({ description: 'decimal string, two places' });

/** A row id as a client may send it: a positive PostgreSQL integer (serial). */
export const SerialId = Type.Integer({ minimum: 1, maximum: 2147483647 });

/**
 * A field that @portal/validators checks: optional in the schema so that a missing value gets the
 * spec's message ('密码不能为空' …) rather than '缺少必填参数'; the length only bounds the input.
 */
export const OptionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/**
 * Response shapes shared by every route (RuoYi-style): `{code, msg, data}` and, for pages,
 * `{code, msg, rows, total}`. Business failures are sent with HTTP 200 and a non-success body code
 * (the client decides on the body code, spec §7) by the server's error handler, which bypasses
 * these success schemas.
 */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ code: Type.Integer(), msg: Type.String(), data });
}

export function PageEnvelope<T extends TSchema>(row: T) {
  return Type.Object({
    code: Type.Integer(),
    msg: Type.String(),
    rows: Type.Array(row),
    total: Type.Integer(),
  });
}

export const ErrorEnvelope = Type.Object(
  {
    code: Type.Integer(),
    msg: Type.String(),
    reason: Type.Optional(
      // Unsafe only to type it: a union built from an array would type as never.
      Type.Unsafe<ErrorReason>(
        Type.Union(
          ERROR_REASONS.map((reason) => Type.Literal(reason)),
          { description: 'Why, for a client that acts on the failure (never parse msg)' },
        ),
      ),
    ),
    fields: Type.Optional(
      Type.Array(Type.String(), { description: 'The request fields the reason is about' }),
    ),
  },
  { $id: 'ErrorEnvelope', description: 'Any failure: body code 400, 401, 404, 409, 429, 500 …' },
);

export const PageQuery = Type.Object({
  pageNum: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
});
