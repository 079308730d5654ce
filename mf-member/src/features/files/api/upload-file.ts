import { haiguanApi } from '@portal/api-client';

export interface UploadedFile {
  id: number;
  name: string;
  /** The GET path that serves it, e.g. `/haiguan/api/files/<id>` (needs the bearer token). */
  url: string;
  size: number;
  fileType: string;
}

export interface UploadOptions {
  /** `licence` also accepts PDF (business licences). */
  purpose?: 'licence';
  signal?: AbortSignal;
  /** Percent sent, 0–100. */
  onProgress?: (percent: number) => void;
}

/** `POST api/upload` (multipart field `file`) → `{code:200, data: UploadedFile}`. */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file);
  const path = options.purpose ? `/api/upload?purpose=${options.purpose}` : '/api/upload';
  const answer = await haiguanApi.post<UploadedFile>(path, body, {
    signal: options.signal,
    onUploadProgress: (event) => {
      if (event.total) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
  if (!answer.data) throw new Error('upload answered without a file');
  return answer.data;
}
