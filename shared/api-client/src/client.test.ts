import {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { bus, sessionStore, type Notice } from '@portal/session';
import { changeLanguage } from '@portal/i18n';
import {
  ApiError,
  createApiClient,
  haiguanApi,
  hgApi,
  isApiError,
  isCancel,
  NOTICE_TEXT,
  withCancel,
  type ApiClient,
} from './index';

/** What the test adapter saw of each request. */
interface SentRequest {
  method: string | undefined;
  url: string | undefined;
  baseURL: string | undefined;
  params: unknown;
  data: unknown;
  authorization: string | undefined;
  language: string | undefined;
}

function respond(config: InternalAxiosRequestConfig, status: number, body: unknown): AxiosResponse {
  const response: AxiosResponse = {
    // A JSON string, as a real transport delivers it, so axios's own parsing runs.
    data: typeof body === 'string' ? body : JSON.stringify(body),
    status,
    statusText: String(status),
    headers: { 'content-type': 'application/json' },
    config,
    request: {},
  };
  // Mirrors axios's `settle`, which real adapters call.
  if (config.validateStatus && !config.validateStatus(status)) {
    throw new AxiosError(
      `Request failed with status code ${status}`,
      status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  }
  return response;
}

let sent: SentRequest[];
let notices: Notice[];
let adapter: AxiosAdapter;
let client: ApiClient;

function replyWith(status: number, body: unknown): void {
  adapter = async (config) => respond(config, status, body);
}

function failWith(code: string | undefined, message: string): void {
  adapter = async (config) => {
    throw new AxiosError(message, code, config, {});
  };
}

beforeEach(() => {
  sent = [];
  notices = [];
  sessionStore.getState().logout('logout');
  replyWith(200, { code: 200, msg: 'ok', data: null });
  client = createApiClient({
    baseURL: '/haiguan',
    onNotice: (notice) => notices.push(notice),
    adapter: (config) => {
      const headers = AxiosHeaders.from(config.headers);
      sent.push({
        method: config.method,
        url: config.url,
        baseURL: config.baseURL,
        params: config.params,
        data: config.data,
        authorization: headers.get('Authorization')?.toString(),
        language: headers.get('Accept-Language')?.toString(),
      });
      return adapter(config);
    },
  });
});

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject');
}

async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('success', () => {
  test.each([200, 1])('body code %i resolves with the envelope and shows nothing', async (code) => {
    replyWith(200, { code, msg: 'fine', data: { id: 7 } });
    await expect(client.get<{ id: number }>('api/member/isCompany', { ajax: 1 })).resolves.toEqual({
      code,
      msg: 'fine',
      data: { id: 7 },
    });
    expect(sent[0]).toMatchObject({
      method: 'get',
      baseURL: '/haiguan',
      url: 'api/member/isCompany',
      params: { ajax: 1 },
    });
    expect(notices).toEqual([]);
  });

  test('page resolves with rows and total', async () => {
    replyWith(200, { code: 200, msg: 'ok', rows: [{ id: 1 }], total: 41 });
    const result = await client.page<{ id: number }>('api/message/getMessageListByUser', {
      pageNum: 2,
      pageSize: 30,
    });
    expect(result).toEqual({ code: 200, msg: 'ok', rows: [{ id: 1 }], total: 41 });
    expect(sent[0]?.params).toEqual({ pageNum: 2, pageSize: 30 });
  });

  test('post, put and del use their methods, body and query', async () => {
    await client.post('api/shoppingCart', { productId: 3 });
    await client.put('api/message/readMessage/5');
    await client.del('api/shoppingCart/9', { force: true });
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'post api/shoppingCart',
      'put api/message/readMessage/5',
      'delete api/shoppingCart/9',
    ]);
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ productId: 3 });
    expect(sent[2]?.params).toEqual({ force: true });
  });

  test('binary responses pass through without envelope checks', async () => {
    replyWith(200, 'raw-bytes');
    const response = await client.axios.get('api/export', { responseType: 'arraybuffer' });
    expect(response.data).toBe('raw-bytes');
    expect(notices).toEqual([]);
  });
});

describe('bearer header', () => {
  test('is added from the session token', async () => {
    sessionStore.getState().login('tok-123');
    await client.get('api/member/userInfo');
    expect(sent[0]?.authorization).toBe('Bearer tok-123');
  });

  test('is absent without a token', async () => {
    await client.get('api/member/userInfo');
    expect(sent[0]?.authorization).toBeUndefined();
  });

  test('is read per request, so a later login is picked up', async () => {
    await client.get('api/a');
    sessionStore.getState().login('later');
    await client.get('api/b');
    expect(sent.map((request) => request.authorization)).toEqual([undefined, 'Bearer later']);
  });

  test('an explicit Authorization header is kept', async () => {
    sessionStore.getState().login('tok-123');
    await client.get('api/a', undefined, { headers: { Authorization: 'Basic xyz' } });
    expect(sent[0]?.authorization).toBe('Basic xyz');
  });
});

describe('language', () => {
  afterEach(() => changeLanguage('zh'));

  test('every request asks for the page language, so server messages come back in it', async () => {
    await client.get('api/a');
    await changeLanguage('pt');
    await client.get('api/b');
    await changeLanguage('cht');
    await client.get('api/c');
    expect(sent.map((request) => request.language)).toEqual(['zh-CN', 'pt', 'zh-Hant']);
  });
});

describe('session expiry', () => {
  test.each([401, 50008, 50012, 50014])(
    'body code %i clears the session and warns for 2 seconds',
    async (code) => {
      sessionStore.getState().login('tok');
      replyWith(200, { code, msg: 'token invalid' });
      const error = await apiErrorOf(client.get('api/member/userInfo'));
      expect(error).toMatchObject({ kind: 'session-expired', code, msg: '登录已失效，请重新登录' });
      expect(sessionStore.getState().token).toBeNull();
      expect(notices).toEqual([
        { type: 'warning', content: '登录已失效，请重新登录', duration: 2 },
      ]);
    },
  );

  test('HTTP 401 is the same as a session-expired body code', async () => {
    sessionStore.getState().login('tok');
    replyWith(401, '');
    const error = await apiErrorOf(client.get('api/member/userInfo'));
    expect(error).toMatchObject({ kind: 'session-expired', code: 401, status: 401 });
    expect(sessionStore.getState().token).toBeNull();
    expect(notices).toEqual([
      { type: 'warning', content: NOTICE_TEXT.sessionExpired, duration: 2 },
    ]);
  });

  test('parallel expired answers of one session warn once', async () => {
    sessionStore.getState().login('tok');
    replyWith(200, { code: 50014, msg: '' });
    const results = await Promise.allSettled([client.get('api/a'), client.get('api/b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(notices).toHaveLength(1);
  });

  test('a request made without a token still tells the user to log in', async () => {
    replyWith(200, { code: 401, msg: '' });
    await apiErrorOf(client.get('api/a'));
    expect(notices).toEqual([
      { type: 'warning', content: NOTICE_TEXT.sessionExpired, duration: 2 },
    ]);
  });
});

describe('business failures', () => {
  test('another code shows the server msg as an error and rejects with ApiError', async () => {
    replyWith(200, { code: 500, msg: '库存不足', data: { productId: 3 } });
    const error = await apiErrorOf(client.post('api/minor/order/place'));
    expect(error).toMatchObject({
      kind: 'business',
      code: 500,
      msg: '库存不足',
      data: { productId: 3 },
    });
    expect(error.message).toBe('库存不足');
    expect(isApiError(error)).toBe(true);
    expect(notices).toEqual([{ type: 'error', content: '库存不足', duration: 2 }]);
  });

  test('the reason and its fields reach the caller, whatever the language of the msg', async () => {
    replyWith(200, {
      code: 409,
      msg: 'A contract with this number or name exists. Save anyway?',
      reason: 'duplicateContract',
      fields: ['contractNumber'],
    });
    const error = await apiErrorOf(client.post('api/minor/order/tempStore', {}, { silent: true }));
    expect(error).toMatchObject({
      kind: 'business',
      code: 409,
      reason: 'duplicateContract',
      fields: ['contractNumber'],
    });
  });

  test('a failure without a reason has none and no fields', async () => {
    replyWith(200, { code: 409, msg: '当前订单状态不允许该操作' });
    const error = await apiErrorOf(client.post('api/a'));
    expect(error.reason).toBeUndefined();
    expect(error.fields).toEqual([]);
  });

  test('without a msg the busy text is shown', async () => {
    replyWith(200, { code: 0, msg: '' });
    const error = await apiErrorOf(client.get('api/a'));
    expect(error).toMatchObject({ kind: 'business', code: 0, msg: '系统繁忙，请稍候...' });
    expect(notices).toEqual([{ type: 'error', content: '系统繁忙，请稍候...', duration: 2 }]);
  });

  test('code 507 rejects with storage-disabled and its notice', async () => {
    replyWith(200, { code: 507, msg: 'no oss' });
    const error = await apiErrorOf(client.post('api/upload'));
    expect(error).toMatchObject({ kind: 'storage-disabled', code: 507 });
    expect(notices).toEqual([
      { type: 'error', content: '未配置对象存储，无法发送语音、图片、视频或文件', duration: 2 },
    ]);
  });

  test('HTTP 507 is storage-disabled too', async () => {
    replyWith(507, { code: 507, msg: 'no oss' });
    const error = await apiErrorOf(client.post('api/upload'));
    expect(error).toMatchObject({ kind: 'storage-disabled', code: 507, status: 507 });
    expect(notices[0]?.content).toBe(NOTICE_TEXT.storageDisabled);
  });

  test('a 2xx body that is not an envelope is refused', async () => {
    replyWith(200, '<html>proxy error</html>');
    const error = await apiErrorOf(client.get('api/a'));
    expect(error.kind).toBe('malformed-response');
    expect(notices).toEqual([{ type: 'error', content: '系统出了点小问题', duration: 2 }]);
  });
});

describe('HTTP failures', () => {
  test('503 shows maintenance', async () => {
    replyWith(503, '');
    const error = await apiErrorOf(client.get('api/a'));
    expect(error).toMatchObject({
      kind: 'http',
      code: 503,
      status: 503,
      msg: '系统正在维护，请稍候再试',
    });
    expect(notices).toEqual([{ type: 'error', content: '系统正在维护，请稍候再试', duration: 2 }]);
  });

  test.each([500, 502, 504])(
    '%i shows the generic fault even with an envelope body',
    async (status) => {
      replyWith(status, { code: status, msg: 'NullPointerException' });
      const error = await apiErrorOf(client.get('api/a'));
      expect(error).toMatchObject({ kind: 'http', code: status, msg: '系统出了点小问题' });
      expect(error.cause).toBeInstanceOf(AxiosError);
      expect(notices).toEqual([{ type: 'error', content: '系统出了点小问题', duration: 2 }]);
    },
  );

  test('a 4xx with an envelope is handled by its body code', async () => {
    replyWith(403, { code: 403, msg: '没有权限' });
    const error = await apiErrorOf(client.get('api/a'));
    expect(error).toMatchObject({ kind: 'business', code: 403, status: 403, msg: '没有权限' });
  });

  test('a 4xx with a session-expired body code ends the session', async () => {
    sessionStore.getState().login('tok');
    replyWith(403, { code: 50012, msg: '' });
    await apiErrorOf(client.get('api/a'));
    expect(sessionStore.getState().token).toBeNull();
  });

  test('a 4xx without an envelope shows the generic fault', async () => {
    replyWith(404, 'Not Found');
    const error = await apiErrorOf(client.get('api/missing'));
    expect(error).toMatchObject({ kind: 'http', code: 404, msg: '系统出了点小问题' });
  });

  test.each(['ECONNABORTED', 'ETIMEDOUT'])('time-out (%s)', async (code) => {
    failWith(code, 'timeout of 15000ms exceeded');
    const error = await apiErrorOf(client.get('api/a'));
    expect(error).toMatchObject({ kind: 'timeout', code: 0, msg: '请求超时，请稍后重试' });
    expect(notices).toEqual([{ type: 'error', content: '请求超时，请稍后重试', duration: 2 }]);
  });

  test('a network error shows the connection text, translated like every notice', async () => {
    failWith(AxiosError.ERR_NETWORK, 'Network Error');
    const error = await apiErrorOf(client.get('api/a'));
    expect(error).toMatchObject({ kind: 'network', code: 0, msg: '网络连接异常，请检查网络' });
    expect(notices).toEqual([{ type: 'error', content: '网络连接异常，请检查网络', duration: 2 }]);
  });
});

describe('cancellation', () => {
  test('a request cancelled in flight rejects with an axios cancel and shows nothing', async () => {
    let reachedTransport!: () => void;
    const inFlight = new Promise<void>((resolve) => (reachedTransport = resolve));
    adapter = (config) =>
      new Promise((_resolve, reject) => {
        (config.signal as AbortSignal).addEventListener('abort', () =>
          reject(new CanceledError(undefined, config)),
        );
        reachedTransport();
      });
    const { signal, cancel } = withCancel();
    const pending = client.get('api/chatMessage/getChatUserList', undefined, { signal });
    await inFlight;
    expect(sent).toHaveLength(1);
    cancel();
    const error = await rejectionOf(pending);
    expect(isCancel(error)).toBe(true);
    expect(isApiError(error)).toBe(false);
    expect(notices).toEqual([]);
  });

  test('a request cancelled before it is sent never reaches the transport', async () => {
    const { signal, cancel } = withCancel();
    cancel('left the page');
    const error = await rejectionOf(client.get('api/a', undefined, { signal }));
    expect(isCancel(error)).toBe(true);
    expect(sent).toEqual([]);
    expect(notices).toEqual([]);
  });

  test('withCancel gives a fresh signal each time', () => {
    const first = withCancel();
    const second = withCancel();
    first.cancel();
    expect(first.signal.aborted).toBe(true);
    expect(second.signal.aborted).toBe(false);
  });
});

describe('silent requests', () => {
  test('a business failure rejects without a notice', async () => {
    replyWith(200, { code: 500, msg: '库存不足' });
    const error = await apiErrorOf(client.get('api/a', undefined, { silent: true }));
    expect(error.msg).toBe('库存不足');
    expect(notices).toEqual([]);
  });

  test('a transport failure rejects without a notice', async () => {
    failWith('ECONNABORTED', 'timeout');
    const error = await apiErrorOf(client.post('api/a', {}, { silent: true }));
    expect(error.kind).toBe('timeout');
    expect(notices).toEqual([]);
  });

  test('an expired session is still cleared', async () => {
    sessionStore.getState().login('tok');
    replyWith(200, { code: 50008, msg: '' });
    await apiErrorOf(client.get('api/a', undefined, { silent: true }));
    expect(sessionStore.getState().token).toBeNull();
    expect(notices).toEqual([]);
  });
});

describe('defaults', () => {
  test('notices go to the bus when no sink is given', async () => {
    const heard: Notice[] = [];
    const onNotify = (notice: Notice) => heard.push(notice);
    bus.on('notify', onNotify);
    const busClient = createApiClient({
      baseURL: '/hg',
      adapter: async (config) => respond(config, 503, ''),
    });
    await rejectionOf(busClient.get('api/a'));
    bus.off('notify', onNotify);
    expect(heard).toEqual([{ type: 'error', content: NOTICE_TEXT.maintenance, duration: 2 }]);
  });

  test('a session source can be injected', async () => {
    const logout = jest.fn();
    const isolated = createApiClient({
      baseURL: '/hg',
      onNotice: () => undefined,
      session: { getState: () => ({ token: 'injected', logout }) },
      adapter: async (config) => {
        expect(AxiosHeaders.from(config.headers).get('Authorization')).toBe('Bearer injected');
        return respond(config, 200, { code: 50014, msg: '' });
      },
    });
    await rejectionOf(isolated.get('api/a'));
    expect(logout).toHaveBeenCalledWith('expired');
  });

  test('the app-wide clients use /haiguan and /hg with a 15 s time-out', () => {
    expect(haiguanApi.axios.defaults.baseURL).toBe('/haiguan');
    expect(hgApi.axios.defaults.baseURL).toBe('/hg');
    expect(haiguanApi.axios.defaults.timeout).toBe(15_000);
    expect(hgApi.axios.defaults.timeout).toBe(15_000);
  });
});
