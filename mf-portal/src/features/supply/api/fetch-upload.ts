import { haiguanApi } from '@portal/api-client';

/**
 * An upload as a blob: `/haiguan/api/files/:id` (or `/hg/…`) needs the bearer token, so it cannot
 * be an `<img src>`; fetched through the client, which adds the token.
 */
export async function fetchUpload(url: string): Promise<Blob> {
  const path = url.replace(/^\/(haiguan|hg)\//, '/');
  const response = await haiguanApi.axios.get<Blob>(path, { responseType: 'blob' });
  return response.data;
}
