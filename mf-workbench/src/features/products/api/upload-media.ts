import { haiguanApi } from '@portal/api-client';

export interface UploadedFile {
  id: number;
  name: string;
  url: string;
  size: number;
  fileType: 'image' | 'video' | 'file';
}

/** `POST api/upload` (multipart `file`; jpg, png, mp4 ≤ 5 MB, spec §5), with progress and cancel. */
export async function uploadMedia(
  file: File,
  options: { signal?: AbortSignal; onProgress?: (percent: number) => void } = {},
): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file);
  const answer = await haiguanApi.post<UploadedFile>('/api/upload', body, {
    signal: options.signal,
    silent: true,
    onUploadProgress: (event) => {
      if (event.total) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
  if (!answer.data) throw new Error('upload answered without a file');
  return answer.data;
}
