import type { Static, TSchema } from 'typebox';
import type { Permission } from '../permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: anyone, any signed-in member, or a signed-in member holding a
 * permission. The server enforces it from here, so a route cannot forget its gate.
 */
export type Access = 'public' | 'member' | { permission: Permission };

/**
 * One HTTP endpoint of the API, declared once (docs/adr/0007-endpoints-in-the-contract.md): the
 * server registers its route from it, `@portal/api-client` calls it, `mockApi` answers it, and
 * the OpenAPI document is generated from the routes so registered.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  /** Under each API base (`/haiguan/api`, `/hg/api`); `:name` marks a path parameter. */
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly access: Access;
  readonly params?: TSchema;
  readonly query?: TSchema;
  readonly body?: TSchema;
  /**
   * The request's content types when the body is not JSON (an upload's `multipart/form-data`):
   * no body schema then, and the client sends the body it is given as it is.
   */
  readonly consumes?: readonly string[];
  /** The whole 200 answer: `Envelope(x)`, `PageEnvelope(row)`, `ErrorEnvelope` (code and msg) … */
  readonly response: TSchema;
}

/** Declares an endpoint, keeping its literal method, path and schemas for the types below. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type StaticOf<S> = S extends TSchema ? Static<S> : undefined;

/** The path parameters, query and body of a call, as their schemas describe them. */
export type EndpointParams<E extends Endpoint> = StaticOf<E['params']>;
export type EndpointQuery<E extends Endpoint> = StaticOf<E['query']>;
export type EndpointBody<E extends Endpoint> = StaticOf<E['body']>;
export type EndpointAnswer<E extends Endpoint> = Static<E['response']>;

type Part<Key extends string, S> = S extends TSchema
  ? Record<string, never> extends Static<S>
    ? { [K in Key]?: Static<S> }
    : { [K in Key]: Static<S> }
  : { [K in Key]?: never };

/**
 * What a caller sends: `{ params, query, body }`, each present when the endpoint declares it and
 * required when its schema has a required field. Query and body are as the client sends them:
 * fields with a default may be left out.
 */
export type EndpointInput<E extends Endpoint> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'body', E['body']>;

/** The path with its parameters filled in, each encoded: `/orders/:id` → `/orders/7`. */
export function endpointPath(definition: Endpoint, params: Record<string, unknown> = {}): string {
  return definition.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${definition.method} ${definition.path}: path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
