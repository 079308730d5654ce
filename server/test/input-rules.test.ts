import {
  API,
  bearer,
  createTestApp,
  login,
  openTestDb,
  type TestApp,
  type TestDb,
} from './helpers';

/**
 * Hostile values in every field of every API operation: a NUL character in text and integers
 * beyond PostgreSQL's range answer 400 naming a field, never 500. The operations and their
 * fields come from the server's own OpenAPI document, so a new route is covered as it is added.
 */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
}

interface Operation {
  method: string;
  path: string;
  parameters: { in: string; name: string; schema: JsonSchema }[];
  body: JsonSchema | undefined;
}

type Hostile = 'nul' | 'huge';

function typesOf(schema: JsonSchema): string[] {
  const own = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(typesOf);
  return [...own, ...alternatives];
}

/** A value for the schema carrying the hostile value wherever its kind allows; undefined if nowhere. */
function hostileValue(schema: JsonSchema, hostile: Hostile): unknown {
  if (schema.enum || schema.const !== undefined) return undefined;
  const types = typesOf(schema);
  if (hostile === 'nul' && types.includes('string')) return 'text\u0000more';
  if (hostile === 'huge' && types.includes('integer')) return 1e20;
  if (types.includes('object') && schema.properties) {
    const entries = Object.entries(schema.properties)
      .map(([name, child]) => [name, hostileValue(child, hostile)] as const)
      .filter(([, value]) => value !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  if (types.includes('array') && schema.items) {
    const item = hostileValue(schema.items, hostile);
    return item === undefined ? undefined : [item];
  }
  return undefined;
}

function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: (operation.parameters as Operation['parameters'] | undefined) ?? [],
      body: (
        operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined
      )?.content?.['application/json']?.schema,
    })),
  );
}

/** The request that puts the hostile value in every field that can hold it; null if none can. */
function hostileRequest(operation: Operation, hostile: Hostile) {
  let url = operation.path;
  const query = new URLSearchParams();
  let carries = false;
  for (const parameter of operation.parameters) {
    const value = hostileValue(parameter.schema, hostile);
    if (value === undefined || typeof value === 'object') {
      if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, '1');
      continue;
    }
    carries = true;
    const text = hostile === 'huge' ? '100000000000000000000' : String(value);
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(text));
    else if (parameter.in === 'query') query.set(parameter.name, text);
  }
  const payload = operation.body ? hostileValue(operation.body, hostile) : undefined;
  if (payload !== undefined) carries = true;
  if (!carries) return null;
  const search = query.toString();
  return {
    method: operation.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: search ? `${url}?${search}` : url,
    payload: payload as object | undefined,
  };
}

let testDb: TestDb;
let context: TestApp;
let token: string;
let operations: Operation[];
beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db });
  // The operator holds every permission, so requests get past the gates to validation.
  token = await login(context.app, 'operator@example.com');
  const document = await context.app.inject({ url: `${API}/openapi.json` });
  operations = operationsOf(document.json()).filter((operation) => operation.path.startsWith(API));
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

describe.each<[Hostile, string]>([
  ['nul', 'a NUL character in text'],
  ['huge', 'an integer beyond the database range'],
])('%s: %s', (hostile) => {
  it('is refused with 400 naming a field, on every operation that takes one', async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const operation of operations) {
      const request = hostileRequest(operation, hostile);
      if (!request) continue;
      tried += 1;
      const response = await context.app.inject({ ...request, headers: bearer(token) });
      const body = response.json<{ code: number; msg: string }>();
      if (response.statusCode !== 200 || body.code !== 400 || !/参数|缺少/.test(body.msg)) {
        failures.push(`${request.method} ${request.url} → ${response.statusCode} ${response.body}`);
      }
    }
    expect(tried).toBeGreaterThan(hostile === 'nul' ? 40 : 20);
    expect(failures).toEqual([]);
  });
});

describe('numbers JSON cannot carry', () => {
  it('answers 400 for 1e309 (Infinity once parsed) in an integer field', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: `${API}/shoppingCart`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"productId": 1e309, "productQuantity": 1}',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 400, msg: expect.stringContaining('productId') });
  });

  it('answers 400 for Infinity in an integer query parameter', async () => {
    const response = await context.app.inject({
      url: `${API}/minor/order/list?pageNum=Infinity`,
      headers: bearer(token),
    });
    expect(response.json()).toMatchObject({ code: 400, msg: expect.stringContaining('pageNum') });
  });
});

describe('validation messages', () => {
  it('are in the language the request asks for, never the validator’s own words', async () => {
    const ask = (language: string) =>
      context.app
        .inject({
          method: 'POST',
          url: `${API}/loginApi/login`,
          headers: { 'accept-language': language },
          payload: { username: 'a\u0000', password: 'x' },
        })
        .then((response) => response.json<{ code: number; msg: string }>().msg);
    expect(await ask('zh-CN')).toBe('参数 username 含有不允许的字符');
    expect(await ask('zh-Hant')).toBe('參數 username 含有不允許的字元');
    expect(await ask('pt-BR,pt;q=0.9')).toBe(
      'O parâmetro username contém caracteres não permitidos',
    );
    expect(await ask('en-GB')).toBe('Parameter username contains characters that are not allowed');
    expect(await ask('fr, en;q=0.5')).toBe(
      'Parameter username contains characters that are not allowed',
    );
  });
});
