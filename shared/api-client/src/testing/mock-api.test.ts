/**
 * @jest-environment jest-fixed-jsdom
 */
// As in the browser projects (jest.config.js): the client sends through jsdom's XMLHttpRequest.
import {
  LoginTokenAnswer,
  OrderFile,
  PageQuery,
  PlacedOrders,
  UploadedFile,
} from '@portal/contracts/schemas';
import { haiguanApi } from '../clients';
import { uploadFile } from '../files';
import {
  ContractViolation,
  done,
  failure,
  file,
  heldAnswer,
  list,
  mockApi,
  ok,
  page,
  raw,
} from './index';

const api = mockApi();

test('a declared route answers, and the request is recorded as the server receives it', async () => {
  api.on('POST /haiguan/api/minor/order/:id/files', ok(PlacedOrders, { orderIds: [7] }, '已保存'));
  const answer = await haiguanApi.post(
    '/api/minor/order/7/files',
    { name: '合同.pdf', pages: [1, 2] },
    { params: { kind: 'contract', tag: ['a', 'b'] } },
  );
  expect(answer).toEqual({ code: 200, msg: '已保存', data: { orderIds: [7] } });
  expect(api.requests()).toEqual([
    {
      route: 'POST /haiguan/api/minor/order/:id/files',
      method: 'POST',
      path: '/haiguan/api/minor/order/7/files',
      params: { id: '7' },
      query: { kind: 'contract', 'tag[]': ['a', 'b'] },
      body: { name: '合同.pdf', pages: [1, 2] },
    },
  ]);
});

test('requests are told apart by route, and a function answer knows which call it serves', async () => {
  api.on('GET /haiguan/api/files', ({ query }, call) =>
    page(OrderFile, [{ id: call + 1, name: String(query.name), url: '/haiguan/api/files/1' }]),
  );
  api.on('PUT /haiguan/api/files/:id', done('已更新'));
  const first = await haiguanApi.page('/api/files', { name: 'a.pdf' });
  const second = await haiguanApi.page('/api/files', { name: 'b.pdf' });
  await expect(haiguanApi.put('/api/files/1')).resolves.toMatchObject({ msg: '已更新' });
  expect([first.rows, second.rows]).toEqual([
    [{ id: 1, name: 'a.pdf', url: '/haiguan/api/files/1' }],
    [{ id: 2, name: 'b.pdf', url: '/haiguan/api/files/1' }],
  ]);
  expect(api.requests('GET /haiguan/api/files').map((request) => request.query)).toEqual([
    { name: 'a.pdf' },
    { name: 'b.pdf' },
  ]);
  expect(api.requests('PUT /haiguan/api/files/:id')).toHaveLength(1);
});

test('an answer the schema does not allow is refused where it is written', () => {
  const wrongFile = { id: '1', name: 'a.pdf' } as unknown as {
    id: number;
    name: string;
    url: string;
  };
  expect(() => ok(OrderFile, wrongFile)).toThrow(ContractViolation);
  expect(() => ok(OrderFile, wrongFile)).toThrow(/\/data\/id/);
  expect(() => page(OrderFile, [wrongFile])).toThrow(/\/rows\/0/);
  expect(() => failure({ code: 409, msg: 'x', reason: 'noSuchReason' } as never)).toThrow(
    /\/reason/,
  );
});

test('an answer built while serving that the schema does not allow fails the check', async () => {
  const wrongFile = { id: 1, name: 'a.pdf' } as unknown as {
    id: number;
    name: string;
    url: string;
  };
  api.on('GET /haiguan/api/files/:id', () => ok(OrderFile, wrongFile));
  await expect(haiguanApi.get('/api/files/1', undefined, { silent: true })).rejects.toMatchObject({
    status: 500,
  });
  expect(() => api.verify()).toThrow(
    /GET \/haiguan\/api\/files\/:id: The answer .*\n.*\/data: .*url/,
  );
});

test('a list answers with its items in the envelope, each held to the row schema', async () => {
  const contract = { id: 1, name: '合同.pdf', url: '/haiguan/api/files/1' };
  api.on('GET /haiguan/api/files', list(OrderFile, [contract], '查询成功'));
  await expect(haiguanApi.get('/api/files')).resolves.toEqual({
    code: 200,
    msg: '查询成功',
    data: [contract],
  });
  const wrongFile = { id: 2, name: 'a.pdf' } as unknown as typeof contract;
  expect(() => list(OrderFile, [contract, wrongFile])).toThrow(/\/data\/1: .*url/);
});

test('a bare answer is sent without the envelope, held to its own schema', async () => {
  api.on(
    'POST /haiguan/api/login',
    raw(LoginTokenAnswer, { code: 200, msg: '登录成功', token: 't' }),
  );
  const response = await haiguanApi.axios.post('/api/login', {});
  expect(response.data).toEqual({ code: 200, msg: '登录成功', token: 't' });
  expect(() => raw(LoginTokenAnswer, { code: 200, msg: '登录成功' } as never)).toThrow(
    /The answer does not satisfy its schema:\n.*token/,
  );
});

test('a file is sent as its bytes with its content type', async () => {
  api.on('GET /haiguan/api/files/:id', ({ params }) =>
    params.id === '1' ? file('%PDF', 'application/pdf') : file(new Uint8Array([0, 255, 7])),
  );
  const text = await haiguanApi.axios.get<ArrayBuffer>('/api/files/1', {
    responseType: 'arraybuffer',
  });
  expect(text.headers['content-type']).toBe('application/pdf');
  expect(new TextDecoder().decode(text.data)).toBe('%PDF');
  const bytes = await haiguanApi.axios.get<ArrayBuffer>('/api/files/2', {
    responseType: 'arraybuffer',
  });
  expect(bytes.headers['content-type']).toBe('application/octet-stream');
  expect([...new Uint8Array(bytes.data)]).toEqual([0, 255, 7]);
});

test('an answer that waits holds the request open until it settles', async () => {
  const held = heldAnswer();
  const uploadReceived = new Promise<void>((received) => {
    api.on('POST /haiguan/api/upload', () => {
      received();
      return held.answer();
    });
  });
  let settled = false;
  const upload = uploadFile(new File(['%PDF'], '合同.pdf')).finally(() => {
    settled = true;
  });
  await uploadReceived;
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(settled).toBe(false);
  const contract = { id: 9, name: '合同.pdf', url: '/haiguan/api/files/9', size: 4 };
  held.release(ok(UploadedFile, { ...contract, fileType: 'file' }));
  await expect(upload).resolves.toEqual({ ...contract, fileType: 'file' });
});

test('a failure reaches the caller as the server would send it', async () => {
  api.on(
    'POST /haiguan/api/minor/order/tempStore',
    failure({
      code: 409,
      msg: '合同已存在',
      reason: 'duplicateContract',
      fields: ['contractName'],
    }),
  );
  api.on('GET /haiguan/api/minor/order/list', failure({ code: 503, msg: '维护中' }, 503));
  await expect(
    haiguanApi.post('/api/minor/order/tempStore', {}, { silent: true }),
  ).rejects.toMatchObject({
    kind: 'business',
    code: 409,
    reason: 'duplicateContract',
    fields: ['contractName'],
  });
  await expect(
    haiguanApi.get('/api/minor/order/list', undefined, { silent: true }),
  ).rejects.toMatchObject({ kind: 'http', status: 503 });
});

test('a request body the request schema does not allow fails the check, naming the route', async () => {
  api.on('POST /haiguan/api/list', done('好'), { body: PageQuery });
  await haiguanApi.post('/api/list', { pageNum: 1, pageSize: 10 });
  expect(() => api.verify()).not.toThrow();
  await expect(
    haiguanApi.post('/api/list', { pageNum: 0, pageSize: 10 }, { silent: true }),
  ).rejects.toMatchObject({ status: 500 });
  expect(() => api.verify()).toThrow(/POST \/haiguan\/api\/list.*\n.*\/pageNum/);
});

test('a request no route answers fails, naming it, and never reaches the network', async () => {
  // A request let through would fail as unreachable ('network'); MSW answers this one itself.
  await expect(haiguanApi.get('/api/nowhere', { a: 1 }, { silent: true })).rejects.toMatchObject({
    kind: 'http',
    status: 500,
  });
  expect(() => api.verify()).toThrow('No route answers GET /haiguan/api/nowhere?a=1');
  // Reported once: the check after the test finds nothing left.
  expect(() => api.verify()).not.toThrow();
});
