import { haiguanApi } from '@portal/api-client';
import type { ChatFileType } from '../../chat/api/chat-payload';

export interface UploadedFile {
  id: number;
  name: string;
  /** The GET path that serves it, e.g. `/haiguan/api/files/<id>` (needs the bearer token). */
  url: string;
  size: number;
  fileType: ChatFileType;
}

/**
 * `POST api/upload` (multipart field `file`) → `{code:200, data: UploadedFile}`; silent, because
 * the chat shows its own alert for 507 (no object storage) and its own line for other failures.
 */
export async function uploadFile(
  file: File,
  options: { signal?: AbortSignal; onProgress?: (percent: number) => void } = {},
): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file);
  const answer = await haiguanApi.post<UploadedFile>('/api/upload', body, {
    silent: true,
    signal: options.signal,
    onUploadProgress: (event) => {
      if (event.total) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
  if (!answer.data) throw new Error('upload answered without a file');
  return answer.data;
}
