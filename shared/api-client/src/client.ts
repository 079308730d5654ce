import axios, {
  AxiosHeaders,
  isAxiosError,
  isCancel,
  type AxiosError,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
} from 'axios';
import {
  LIMITS,
  SESSION_EXPIRED_CODES,
  STORAGE_DISABLED_CODE,
  SUCCESS_CODES,
  type Envelope,
  type PageEnvelope,
  type PageQuery,
} from '@portal/contracts';
import {
  endpointPath,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
} from '@portal/contracts/endpoints';
import { currentLanguage, htmlLang } from '@portal/i18n';
import { bus, sessionStore, type Notice, type SessionState } from '@portal/session';
import { ApiError, type ApiErrorInit } from './api-error';
import { NOTICE_TEXT } from './notices';

/** The slice of the session the client needs; `sessionStore` satisfies it. */
export interface SessionSource {
  getState(): Pick<SessionState, 'token' | 'logout'>;
}

export type NoticeSink = (notice: Notice) => void;

export interface ApiClientOptions {
  baseURL: string;
  /** Milliseconds; defaults to `LIMITS.requestTimeoutMs` (15 s). */
  timeout?: number;
  /** Where notices go; defaults to `bus.emit('notify', …)`, which the shell renders. */
  onNotice?: NoticeSink;
  /** Defaults to the page's `sessionStore`. */
  session?: SessionSource;
  /** Transport override (tests pass a function adapter). */
  adapter?: AxiosRequestConfig['adapter'];
}

export type ApiRequestConfig = Omit<AxiosRequestConfig<unknown, unknown>, 'url' | 'method'> & {
  /** Suppress the notice for this request; it still rejects. */
  silent?: boolean;
};

export type QueryParams = Record<string, unknown>;

/** The input of a call, which may be left out when the endpoint needs none. */
export type CallArguments<E extends Endpoint> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, config?: ApiRequestConfig]
    : [input: EndpointInput<E>, config?: ApiRequestConfig];

export interface ApiClient {
  /** The underlying instance, for calls the helpers do not cover (same interceptors apply). */
  readonly axios: AxiosInstance;
  get<T = unknown>(
    url: string,
    params?: QueryParams,
    config?: ApiRequestConfig,
  ): Promise<Envelope<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: ApiRequestConfig): Promise<Envelope<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: ApiRequestConfig): Promise<Envelope<T>>;
  del<T = unknown>(
    url: string,
    params?: QueryParams,
    config?: ApiRequestConfig,
  ): Promise<Envelope<T>>;
  /**
   * Calls an endpoint of the contract (`@portal/contracts/endpoints/<domain>`): its method and
   * path come from there and its answer is typed by its response schema, not asserted.
   */
  call<E extends Endpoint>(endpoint: E, ...args: CallArguments<E>): Promise<EndpointAnswer<E>>;
  /** GET of a paged list (`pageNum` / `pageSize` in, `rows` / `total` out). */
  page<T = unknown>(
    url: string,
    query?: PageQuery & QueryParams,
    config?: ApiRequestConfig,
  ): Promise<PageEnvelope<T>>;
}

const TIMEOUT_CODES: readonly (string | undefined)[] = ['ECONNABORTED', 'ETIMEDOUT'];
const PASS_THROUGH_RESPONSE_TYPES: readonly (string | undefined)[] = [
  'blob',
  'arraybuffer',
  'stream',
];

function isEnvelope(body: unknown): body is Envelope {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'number'
  );
}

function isSilent(config: object | undefined): boolean {
  return config !== undefined && 'silent' in config && config.silent === true;
}

function carriesBearer(config: AxiosRequestConfig | undefined): boolean {
  return config?.headers instanceof AxiosHeaders && config.headers.has('Authorization');
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const session = options.session ?? sessionStore;
  const emitNotice: NoticeSink = options.onNotice ?? ((notice) => bus.emit('notify', notice));

  const instance = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeout ?? LIMITS.requestTimeoutMs,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  function fail(
    config: AxiosRequestConfig | undefined,
    notice: Pick<Notice, 'type' | 'content'>,
    error: Omit<ApiErrorInit, 'msg'>,
  ): ApiError {
    if (!isSilent(config)) emitNotice({ ...notice, duration: LIMITS.toastSeconds });
    return new ApiError({ ...error, msg: notice.content });
  }

  function expireSession(
    config: AxiosRequestConfig | undefined,
    code: number,
    status?: number,
  ): ApiError {
    const hadSession = session.getState().token !== null;
    session.getState().logout('expired');
    // Parallel requests of a dead session all come back expired; only the first one, which
    // actually ended the session, warns. A request sent without a token still tells the user
    // to log in.
    const alreadyWarned = !hadSession && carriesBearer(config);
    const error = { kind: 'session-expired' as const, code, status };
    if (alreadyWarned) return new ApiError({ ...error, msg: NOTICE_TEXT.sessionExpired });
    return fail(config, { type: 'warning', content: NOTICE_TEXT.sessionExpired }, error);
  }

  function rejectEnvelope(
    body: Envelope,
    config: AxiosRequestConfig | undefined,
    status?: number,
  ): ApiError {
    if (SESSION_EXPIRED_CODES.includes(body.code)) return expireSession(config, body.code, status);
    const error = {
      code: body.code,
      data: body.data,
      reason: body.reason,
      fields: body.fields,
      status,
    };
    if (body.code === STORAGE_DISABLED_CODE) {
      return fail(
        config,
        { type: 'error', content: NOTICE_TEXT.storageDisabled },
        { ...error, kind: 'storage-disabled' },
      );
    }
    const content = body.msg || NOTICE_TEXT.serverBusy;
    return fail(config, { type: 'error', content }, { ...error, kind: 'business' });
  }

  function rejectHttpError(
    error: AxiosError<unknown, unknown>,
    response: AxiosResponse<unknown, unknown>,
  ): ApiError {
    const { status, data: body, config } = response;
    if (status === 401) return expireSession(config, status, status);
    if (
      status === STORAGE_DISABLED_CODE ||
      (isEnvelope(body) && body.code === STORAGE_DISABLED_CODE)
    ) {
      const data = isEnvelope(body) ? body.data : body;
      const storageError = {
        kind: 'storage-disabled' as const,
        code: STORAGE_DISABLED_CODE,
        data,
        status,
      };
      return fail(config, { type: 'error', content: NOTICE_TEXT.storageDisabled }, storageError);
    }
    const httpError = { kind: 'http' as const, code: status, data: body, status, cause: error };
    if (status === 503)
      return fail(config, { type: 'error', content: NOTICE_TEXT.maintenance }, httpError);
    if (status < 500 && isEnvelope(body)) return rejectEnvelope(body, config, status);
    return fail(config, { type: 'error', content: NOTICE_TEXT.serverFault }, httpError);
  }

  function translateFailure(error: unknown): unknown {
    // Cancellation is the caller's own decision: no notice, and it stays recognisable by isCancel.
    if (isCancel(error) || !isAxiosError<unknown, unknown>(error)) return error;
    if (error.response) return rejectHttpError(error, error.response);
    const code = 0;
    if (TIMEOUT_CODES.includes(error.code)) {
      return fail(
        error.config,
        { type: 'error', content: NOTICE_TEXT.timeout },
        { kind: 'timeout', code, cause: error },
      );
    }
    // Not axios's own "Network Error": the notice is translated like every text of NOTICE_TEXT.
    return fail(
      error.config,
      { type: 'error', content: NOTICE_TEXT.networkDown },
      { kind: 'network', code, cause: error },
    );
  }

  /**
   * A download's failure arrives as a Blob holding the server's JSON envelope: read it, so that
   * the caller and the notice get the server's own message rather than a generic one.
   */
  async function withReadableBody(error: unknown): Promise<unknown> {
    const response = isAxiosError<unknown, unknown>(error) ? error.response : undefined;
    const body = response?.data;
    if (!response || !(body instanceof Blob) || !body.type.includes('json')) return error;
    try {
      response.data = JSON.parse(await body.text()) as unknown;
    } catch {
      // Not JSON after all: the failure is reported from its status alone.
    }
    return error;
  }

  instance.interceptors.request.use((config) => {
    const token = session.getState().token;
    if (token && !config.headers.has('Authorization'))
      config.headers.set('Authorization', `Bearer ${token}`);
    // The server answers its messages in the language the user reads the page in.
    if (!config.headers.has('Accept-Language'))
      config.headers.set('Accept-Language', htmlLang(currentLanguage()));
    return config;
  });

  instance.interceptors.response.use(
    (response) => {
      if (PASS_THROUGH_RESPONSE_TYPES.includes(response.config.responseType)) return response;
      const body: unknown = response.data;
      if (!isEnvelope(body)) {
        throw fail(
          response.config,
          { type: 'error', content: NOTICE_TEXT.serverFault },
          {
            kind: 'malformed-response',
            code: response.status,
            data: body,
            status: response.status,
          },
        );
      }
      if (SUCCESS_CODES.includes(body.code)) return response;
      throw rejectEnvelope(body, response.config, response.status);
    },
    async (error: unknown) => Promise.reject(translateFailure(await withReadableBody(error))),
  );

  async function send<Body>(config: AxiosRequestConfig<unknown, unknown>): Promise<Body> {
    const response = await instance.request<Body, AxiosResponse<Body, unknown>, unknown>(config);
    return response.data;
  }

  return {
    axios: instance,
    get: (url, params, config) =>
      send({ ...config, url, method: 'GET', params: params ?? config?.params }),
    post: (url, data, config) => send({ ...config, url, method: 'POST', data }),
    put: (url, data, config) => send({ ...config, url, method: 'PUT', data }),
    del: (url, params, config) =>
      send({ ...config, url, method: 'DELETE', params: params ?? config?.params }),
    page: (url, query, config) =>
      send({ ...config, url, method: 'GET', params: query ?? config?.params }),
    call: (endpoint, ...[input, config]) => {
      const { params, query, body } = (input ?? {}) as {
        params?: Record<string, unknown>;
        query?: QueryParams;
        body?: unknown;
      };
      return send({
        ...config,
        url: `/api${endpointPath(endpoint, params)}`,
        method: endpoint.method,
        params: query ?? config?.params,
        // A body no schema describes (an upload's FormData) comes as the config's `data`.
        data: body ?? config?.data,
      });
    },
  };
}
