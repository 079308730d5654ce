import type {
  Endpoint,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
} from '@portal/contracts/endpoints';
import type { Static } from 'typebox';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { requirePermission } from '../auth/permissions';
import { currentMember } from '../auth/plugin';

/** What a handler of endpoint `E` receives: params, query and body typed by its schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<Static<E['response']>>;

/** Route options an endpoint does not carry: rate limits, body limits, extra checks. */
export type RouteExtras = Pick<
  RouteShorthandOptions,
  'config' | 'bodyLimit' | 'preValidation' | 'preHandler'
>;

function asArray<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * Registers the route of a contract endpoint (docs/adr/0007-endpoints-in-the-contract.md): its
 * method, path and schemas come from the contract, and its access is enforced here — a signed-in
 * member from the token before anything else, a permission after the input was validated (so a
 * malformed request reads the same to everyone).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const { access } = endpoint;
  const onRequest: onRequestHookHandler[] =
    access === 'public' ? [] : [async (request) => app.authenticate(request)];
  const permissionCheck: preHandlerHookHandler[] =
    typeof access === 'object'
      ? [async (request) => requirePermission(currentMember(request), access.permission)]
      : [];
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(access === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
      response: { 200: endpoint.response },
    },
    ...(extras.config ? { config: extras.config } : {}),
    ...(extras.bodyLimit !== undefined ? { bodyLimit: extras.bodyLimit } : {}),
    onRequest,
    preValidation: asArray(extras.preValidation),
    preHandler: [...permissionCheck, ...asArray(extras.preHandler)],
    handler: handler as unknown as (
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<unknown>,
  });
}
