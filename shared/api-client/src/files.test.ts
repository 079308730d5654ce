import {
  AxiosError,
  CanceledError,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { bus, type Notice } from '@portal/session';
import { fetchFile, fileUrl, haiguanApi, isApiError, isCancel, uploadFile } from './index';
import { filePath } from './files';

const uploaded = {
  id: 12,
  name: 'a.png',
  url: '/haiguan/api/files/12',
  size: 3,
  fileType: 'image',
};
let requests: InternalAxiosRequestConfig[];
let notices: Notice[];
const collect = (notice: Notice) => notices.push(notice);

function answer(config: InternalAxiosRequestConfig, body: unknown): AxiosResponse {
  return { data: body, status: 200, statusText: 'OK', headers: {}, config };
}

function serve(reply: (config: InternalAxiosRequestConfig) => Promise<AxiosResponse>) {
  haiguanApi.axios.defaults.adapter = async (config) => {
    requests.push(config);
    return reply(config);
  };
}

beforeEach(() => {
  requests = [];
  notices = [];
  bus.on('notify', collect);
  serve(async (config) => answer(config, { code: 200, msg: 'ok', data: uploaded }));
});

afterEach(() => bus.off('notify', collect));

test('an upload is one multipart field, sent with its purpose, and reports its progress', async () => {
  serve(async (config) => {
    config.onUploadProgress?.({ loaded: 1, total: 4, bytes: 1, lengthComputable: true });
    config.onUploadProgress?.({ loaded: 4, total: 4, bytes: 3, lengthComputable: true });
    return answer(config, { code: 200, msg: 'ok', data: uploaded });
  });
  const progress: number[] = [];
  const file = new File(['png'], 'a.png', { type: 'image/png' });
  await expect(
    uploadFile(file, { purpose: 'contract', onProgress: (percent) => progress.push(percent) }),
  ).resolves.toEqual(uploaded);
  // The address as sent: the purpose travels in the query string.
  expect(haiguanApi.axios.getUri(requests[0])).toBe('/haiguan/api/upload?purpose=contract');
  expect((requests[0]?.data as FormData).get('file')).toBeInstanceOf(File);
  expect(progress).toEqual([25, 100]);

  await uploadFile(file);
  expect(haiguanApi.axios.getUri(requests[1])).toBe('/haiguan/api/upload');
});

test('the server’s refusal is shown with its own words, unless the caller shows it', async () => {
  serve(async (config) => answer(config, { code: 500, msg: '文件格式不正确' }));
  const file = new File(['x'], 'a.exe');
  const refused = await uploadFile(file).catch((error: unknown) => error);
  expect(isApiError(refused) && refused.message).toBe('文件格式不正确');
  expect(notices.map((notice) => notice.content)).toEqual(['文件格式不正确']);

  await expect(uploadFile(file, { silent: true })).rejects.toMatchObject({
    kind: 'business',
    msg: '文件格式不正确',
  });
  expect(notices).toHaveLength(1);
});

test('an upload is cancelled through its signal, without a notice', async () => {
  serve((config) => {
    return new Promise((_resolve, reject) =>
      config.signal?.addEventListener?.('abort', () => reject(new CanceledError())),
    );
  });
  const controller = new AbortController();
  const sending = uploadFile(new File(['x'], 'a.png'), { signal: controller.signal });
  controller.abort();
  expect(isCancel(await sending.catch((error: unknown) => error))).toBe(true);
  expect(notices).toEqual([]);
});

test('a stored file is fetched as a blob from the path its URL or id names', async () => {
  serve(async (config) => answer(config, new Blob(['%PDF'])));
  expect(filePath(7)).toBe('/api/files/7');
  expect(filePath('/haiguan/api/files/7')).toBe('/api/files/7');
  expect(filePath('/hg/api/files/7')).toBe('/api/files/7');
  expect(fileUrl(7)).toBe('/haiguan/api/files/7');

  const blob = await fetchFile('/haiguan/api/files/7');
  expect(blob).toBeInstanceOf(Blob);
  expect(requests[0]).toMatchObject({ url: '/api/files/7', responseType: 'blob' });
});

test('a refused download shows the server’s own message, read from the blob it came in', async () => {
  serve(async (config) => {
    const body = new Blob([JSON.stringify({ code: 404, msg: '文件不存在' })], {
      type: 'application/json; charset=utf-8',
    });
    const response = { ...answer(config, body), status: 404, statusText: 'Not Found' };
    throw new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, config, null, response);
  });
  const refused = await fetchFile(7).catch((error: unknown) => error);
  expect(isApiError(refused) && refused.message).toBe('文件不存在');
  expect(notices.map((notice) => notice.content)).toEqual(['文件不存在']);
});

test('a file that will not load is announced, unless the caller shows it in place', async () => {
  serve(async (config) => {
    throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  });
  await expect(fetchFile(7)).rejects.toMatchObject({ kind: 'network' });
  expect(notices).toHaveLength(1);
  await expect(fetchFile(7, { silent: true })).rejects.toMatchObject({ kind: 'network' });
  expect(notices).toHaveLength(1);
});
