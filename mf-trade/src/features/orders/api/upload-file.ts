import { haiguanApi } from '@portal/api-client';

export interface UploadedFile {
  id: number;
  name: string;
  url: string;
  size: number;
  fileType: string;
}

/**
 * `POST api/upload` (multipart field `file`) → `{data: UploadedFile}`. Contract attachments may be
 * PDF, JPG or PNG (5 MB), uploaded with `?purpose=contract`.
 */
export async function uploadFile(
  file: File,
  options: { signal?: AbortSignal; onProgress?: (percent: number) => void } = {},
): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file);
  const answer = await haiguanApi.post<UploadedFile>('/api/upload?purpose=contract', body, {
    signal: options.signal,
    onUploadProgress: (event) => {
      if (event.total) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
  if (!answer.data) throw new Error('upload answered without a file');
  return answer.data;
}
