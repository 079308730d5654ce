import type { FastifySchema, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Rules every request schema gets, so that no route can forget them: text never carries a NUL
 * character (PostgreSQL cannot store one, so it would fail as a 500), and an integer without
 * declared bounds stays within PostgreSQL's `integer` (1e20 or 1e309 — which JSON.parse turns
 * into Infinity — would otherwise reach the database), and no number is infinite. A schema that needs a wider integer
 * declares its own bounds. Failures name the field like every other validation error.
 */
export const NO_NUL_KEYWORD = 'noNul';
/**
 * Ajv coerces "Infinity" in a query string into a number that passes both `integer` and
 * `maximum` (its typed keywords run before the coercion): an untyped keyword sees the result.
 */
export const FINITE_KEYWORD = 'finite';
const INTEGER_BOUNDS = { minimum: -2_147_483_648, maximum: 2_147_483_647 };

type SchemaNode = Record<string, unknown>;

const SUBSCHEMA_MAPS = ['properties', 'patternProperties'] as const;
const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else'] as const;

function typesOf(node: SchemaNode): unknown[] {
  return Array.isArray(node.type) ? node.type : [node.type];
}

/** A copy of the schema with the rules added to every string and integer in it. */
export function withInputRules(node: unknown): unknown {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return node;
  const copy: SchemaNode = { ...(node as SchemaNode) };
  const types = typesOf(copy);
  if (types.includes('string')) copy[NO_NUL_KEYWORD] = true;
  if (types.includes('integer') || types.includes('number')) copy[FINITE_KEYWORD] = true;
  if (types.includes('integer')) {
    copy.minimum ??= INTEGER_BOUNDS.minimum;
    copy.maximum ??= INTEGER_BOUNDS.maximum;
  }
  for (const key of SUBSCHEMA_MAPS) {
    const children = copy[key];
    if (children && typeof children === 'object') {
      copy[key] = Object.fromEntries(
        Object.entries(children).map(([name, child]) => [name, withInputRules(child)]),
      );
    }
  }
  for (const key of SUBSCHEMA_LISTS) {
    if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map(withInputRules);
  }
  for (const key of SUBSCHEMAS) {
    if (copy[key] !== undefined) copy[key] = withInputRules(copy[key]);
  }
  return copy;
}

/**
 * The NUL rule for validators that do not run on Ajv (the socket events' TypeBox validators,
 * which honour the integer bounds of `withInputRules` but not its custom keywords): the first
 * NUL found, as a validation issue for `describeValidation`.
 */
export function nulViolation(
  value: unknown,
  instancePath = '',
): { keyword: string; instancePath: string; params: Record<string, unknown> } | null {
  if (typeof value === 'string') {
    return value.includes('\u0000') ? { keyword: NO_NUL_KEYWORD, instancePath, params: {} } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const path = `${instancePath}/${key}`;
    const found = nulViolation(key, path) ?? nulViolation(child, path);
    if (found) return found;
  }
  return null;
}

type AjvPlugin = Extract<
  NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number],
  (...args: never[]) => unknown
>;

/** For Fastify's `ajv.plugins`: teaches the validator the two rules. */
export const inputRuleKeywords: AjvPlugin = (ajv) =>
  ajv
    .addKeyword({
      keyword: NO_NUL_KEYWORD,
      type: 'string',
      schemaType: 'boolean',
      errors: false,
      validate: (enabled: boolean, data: string) => !enabled || !data.includes('\u0000'),
    })
    .addKeyword({
      keyword: FINITE_KEYWORD,
      schemaType: 'boolean',
      errors: false,
      validate: (enabled: boolean, data: unknown) =>
        !enabled || typeof data !== 'number' || Number.isFinite(data),
    });

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const schema = route.schema as FastifySchema | undefined;
      if (!schema) return;
      const ruled: FastifySchema = { ...schema };
      for (const part of REQUEST_PARTS) {
        if (schema[part] !== undefined) ruled[part] = withInputRules(schema[part]);
      }
      route.schema = ruled;
    });
  },
  { name: 'input-rules' },
);
