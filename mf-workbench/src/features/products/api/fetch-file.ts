import { haiguanApi } from '@portal/api-client';

/**
 * An upload as a blob (`/hg/api/files/:id` needs the bearer token, so it cannot be an
 * `<img src>`): through the client, on the base path the url names.
 */
export async function fetchFile(url: string): Promise<Blob> {
  const path = url.replace(/^\/(haiguan|hg)\//, '/');
  const response = await haiguanApi.axios.get<Blob>(path, { responseType: 'blob' });
  return response.data;
}
