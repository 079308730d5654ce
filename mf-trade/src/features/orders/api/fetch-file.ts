import { haiguanApi } from '@portal/api-client';

const API_BASE = '/haiguan';

/** GET of an uploaded file as a blob, through the client so the bearer token goes along. */
export async function fetchFile(url: string): Promise<Blob> {
  const path = url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : url;
  const response = await haiguanApi.axios.get<Blob>(path, { responseType: 'blob' });
  return response.data;
}
