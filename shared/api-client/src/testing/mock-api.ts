import { http, HttpResponse, type DefaultBodyType } from 'msw';
import { setupServer } from 'msw/node';
import {
  Envelope,
  ErrorEnvelope,
  PageEnvelope,
  schemaErrors,
  type Static,
  type TSchema,
} from '@portal/contracts/schemas';
import type { Endpoint } from '@portal/contracts/endpoints';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * A method and the path the server receives, base path included, with `:name` for a path
 * parameter: `'GET /haiguan/api/minor/order/:id'`.
 */
export type Route = `${HttpMethod} /${string}`;

/**
 * What a mocked route sends back: an HTTP status and a body already held to its schema, sent as
 * JSON, or with `contentType` a body sent as it is (a file's bytes).
 */
export interface Reply {
  readonly status: number;
  readonly body: DefaultBodyType;
  readonly contentType?: string;
}

/** A request as the server would have received it. */
export interface RecordedRequest {
  /** The declared route that answered it. */
  route: Route;
  method: string;
  path: string;
  params: Record<string, string>;
  /** The query string's fields as sent (strings); a repeated field is an array. */
  query: Record<string, string | string[]>;
  /** The JSON body parsed, a multipart body as FormData, other text as it is; undefined if none. */
  body: unknown;
}

/**
 * A reply, or a function of the request and of the call that replies; a function that returns a
 * promise holds the request open until it settles (an upload still in flight).
 */
export type Answer = Reply | ((request: RecordedRequest, call: number) => Reply | Promise<Reply>);

export interface RouteOptions {
  /** The request body's schema: a body that does not satisfy it fails the test. */
  body?: TSchema;
}

export interface ApiMock {
  /**
   * Answers `route` until the end of the test. `answer` is a reply, or a function of the request
   * and of how many times the route was called before (0 for the first call).
   */
  on(route: Route | Endpoint, answer: Answer, options?: RouteOptions): void;
  /** The requests answered so far in this test, all of them or those of one route. */
  requests(route?: Route | Endpoint): RecordedRequest[];
  /**
   * Throws a ContractViolation naming every request no route answered and every answer or
   * request body that broke its schema since the last check; runs after each test by itself.
   */
  verify(): void;
}

const SUCCESS_MSG = '操作成功';

export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

function heldTo(schema: TSchema, body: unknown, what: string): void {
  const errors = schemaErrors(schema, body);
  if (errors.length > 0)
    throw new ContractViolation(`${what} does not satisfy its schema:\n  ${errors.join('\n  ')}`);
}

/** `{code: 200, msg, data}` whose data satisfies `schema`. */
export function ok<S extends TSchema>(schema: S, data: Static<S>, msg = SUCCESS_MSG): Reply {
  const body = { code: 200, msg, data };
  heldTo(Envelope(schema), body, 'The answer');
  return { status: 200, body: body as DefaultBodyType };
}

/** `{code: 200, msg, rows, total}` whose rows each satisfy `row`. */
export function page<S extends TSchema>(
  row: S,
  rows: Static<S>[],
  total: number = rows.length,
): Reply {
  const body = { code: 200, msg: SUCCESS_MSG, rows, total };
  heldTo(PageEnvelope(row), body, 'The page');
  return { status: 200, body: body as DefaultBodyType };
}

/**
 * `{code: 200, msg, data: [...]}` whose items each satisfy `row`: the answer of a route that lists
 * (pavilions, membership tiers …).
 */
export function list<S extends TSchema>(row: S, items: Static<S>[], msg = SUCCESS_MSG): Reply {
  // The contracts export no array builder and this package does not depend on TypeBox: a plain
  // JSON-schema array, which the check reads as TypeBox's own would be.
  const array: TSchema = { type: 'array', items: row };
  return ok(array, items, msg);
}

/**
 * A body the server sends without the envelope, held to `schema`: the login routes answer
 * `{code, msg, token}` and the captcha `{code, msg, img, uuid, captchaEnabled}` bare.
 */
export function raw<S extends TSchema>(schema: S, body: Static<S>): Reply {
  heldTo(schema, body, 'The answer');
  return { status: 200, body: body as DefaultBodyType };
}

/** A file download (`GET /haiguan/api/files/:id`): its bytes as they are, not an envelope. */
export function file(bytes: string | Uint8Array, contentType = 'application/octet-stream'): Reply {
  return { status: 200, body: bytes as DefaultBodyType, contentType };
}

/** A command's success, `{code: 200, msg, data: null}`, which the client reads the message of. */
export function done(msg: string): Reply {
  return { status: 200, body: { code: 200, msg, data: null } };
}

/**
 * A failure as the server's error handler sends it: a business failure with HTTP 200 and the code
 * in the body, or an HTTP failure (`status` 401, 503 …).
 */
export function failure(error: Static<typeof ErrorEnvelope>, status = 200): Reply {
  heldTo(ErrorEnvelope, error, 'The failure');
  return { status, body: error as DefaultBodyType };
}

/**
 * An answer the test gives later: `answer` (for `api.on`) keeps each request open until
 * `release(reply)` settles it, so a test can check what a screen does while a request is on its way.
 */
export function heldAnswer(): { answer: () => Promise<Reply>; release: (reply: Reply) => void } {
  const waiting: ((reply: Reply) => void)[] = [];
  return {
    answer: () => new Promise<Reply>((resolve) => waiting.push(resolve)),
    release: (reply) => {
      for (const resolve of waiting.splice(0)) resolve(reply);
    },
  };
}

function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (text === '') return undefined;
  return type.includes('json') ? (JSON.parse(text) as unknown) : text;
}

function requestLine(request: Request): string {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
}

/**
 * Stands a contract-checked network in for the server for the test file that calls it: declared
 * routes answer with replies held to the response schemas of @portal/contracts, every request is
 * recorded for the test to assert on, and a request no route answers fails the test with its
 * method and URL. Call it once at the top of the file; routes are declared per test.
 */
/** The route a contract endpoint is served on under the main base path. */
function routeOf(route: Route | Endpoint): Route {
  return typeof route === 'string' ? route : `${route.method} /haiguan/api${route.path}`;
}

/**
 * A contract endpoint's checks: the request body against its body schema, and a successful
 * answer (body code 200) against its response schema, so a mock cannot drift from the contract.
 */
function endpointChecks(route: Route | Endpoint, options: RouteOptions) {
  if (typeof route === 'string') return { body: options.body, response: undefined };
  return { body: options.body ?? route.body, response: route.response };
}

function succeeded(body: DefaultBodyType): boolean {
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 200;
}

export function mockApi(): ApiMock {
  const server = setupServer();
  let recorded: RecordedRequest[] = [];
  // A throw inside a handler only reaches the app as a failed request, which a screen may show
  // as gracefully as a real one: the test is failed after it instead.
  let problems: string[] = [];

  beforeAll(() =>
    server.listen({
      onUnhandledRequest(request, print) {
        const problem = `No route answers ${requestLine(request)}`;
        problems.push(problem);
        print.error();
        // Printing alone lets the request through to the real network; throwing fails it there.
        throw new ContractViolation(problem);
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    recorded = [];
    api.verify();
  });
  afterAll(() => server.close());

  const api: ApiMock = {
    on(declared, answer, options = {}) {
      const route = routeOf(declared);
      const checks = endpointChecks(declared, options);
      const [method, path] = route.split(' ') as [HttpMethod, string];
      let calls = 0;
      const handle = http[method.toLowerCase() as Lowercase<HttpMethod>];
      server.use(
        handle(path, async ({ request, params }) => {
          const url = new URL(request.url);
          const seen: RecordedRequest = {
            route,
            method: request.method,
            path: url.pathname,
            params: params as Record<string, string>,
            query: queryOf(url),
            body: await bodyOf(request),
          };
          recorded.push(seen);
          try {
            if (checks.body) heldTo(checks.body, seen.body, `The body of ${requestLine(request)}`);
            const reply = typeof answer === 'function' ? await answer(seen, calls++) : answer;
            if (checks.response && reply.contentType === undefined && succeeded(reply.body))
              heldTo(checks.response, reply.body, `The answer to ${requestLine(request)}`);
            if (reply.contentType === undefined)
              return HttpResponse.json(reply.body, { status: reply.status });
            return new HttpResponse(reply.body as BodyInit, {
              status: reply.status,
              headers: { 'Content-Type': reply.contentType },
            });
          } catch (error) {
            problems.push(`${route}: ${error instanceof Error ? error.message : String(error)}`);
            return HttpResponse.json({ code: 500, msg: 'mock failed' }, { status: 500 });
          }
        }),
      );
    },
    requests(route) {
      const wanted = route === undefined ? undefined : routeOf(route);
      return recorded.filter((request) => wanted === undefined || request.route === wanted);
    },
    verify() {
      const found = problems;
      problems = [];
      if (found.length > 0) throw new ContractViolation(found.join('\n'));
    },
  };
  return api;
}
