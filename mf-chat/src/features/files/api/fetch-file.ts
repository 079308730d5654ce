import { haiguanApi, type ApiRequestConfig } from '@portal/api-client';

const API_BASE = '/haiguan';

/** Silent: a file that will not load is shown in place ('视频连接不上~', a broken image). */
const BLOB_REQUEST: ApiRequestConfig = { responseType: 'blob', silent: true };

/** A stored file's URL as a path for the API client. */
function filePath(url: string): string {
  return url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : url;
}

/** GET of an uploaded file as a blob, through the client so the bearer token goes along. */
export async function fetchFile(url: string): Promise<Blob> {
  return (await haiguanApi.axios.get<Blob>(filePath(url), BLOB_REQUEST)).data;
}
