import { haiguanApi } from '@portal/api-client';
import type { DemandAttachment } from './demand';

/**
 * `POST api/upload` (multipart `file`; jpg or png ≤ 5 MB, as for demand attachments), with
 * progress and cancel. The file belongs to the signed-in member's company until a quote uses it.
 */
export async function uploadQuoteFile(
  file: File,
  options: { signal?: AbortSignal; onProgress?: (percent: number) => void } = {},
): Promise<DemandAttachment> {
  const body = new FormData();
  body.append('file', file);
  const answer = await haiguanApi.post<{ id: number; name: string; url: string }>(
    '/api/upload',
    body,
    {
      signal: options.signal,
      silent: true,
      onUploadProgress: (event) => {
        if (event.total) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
      },
    },
  );
  if (!answer.data) throw new Error('upload answered without a file');
  return { fileId: answer.data.id, name: answer.data.name, url: answer.data.url };
}

/**
 * An attachment as a blob: `/haiguan/api/files/:id` (or `/hg/…`) needs the bearer token, so it
 * cannot be a plain link; fetched through the client, which adds the token.
 */
export async function fetchQuoteFile(url: string): Promise<Blob> {
  const path = url.replace(/^\/(haiguan|hg)\//, '/');
  const response = await haiguanApi.axios.get<Blob>(path, { responseType: 'blob' });
  return response.data;
}
