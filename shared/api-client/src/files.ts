import type {
  Static,
  UploadQuery,
  UploadedFile as UploadedFileSchema,
} from '@portal/contracts/schemas';
import { endpointPath } from '@portal/contracts/endpoints';
import { filesEndpoints } from '@portal/contracts/endpoints/files';
import type { ApiRequestConfig } from './client';
import { haiguanApi } from './clients';

/** `url` is the GET path that serves it, e.g. `/haiguan/api/files/<id>` (needs the bearer token). */
export type UploadedFile = Static<typeof UploadedFileSchema>;

export interface UploadOptions {
  /** Any purpose also accepts PDF: `licence` for business licences, `contract` for orders. */
  purpose?: Static<typeof UploadQuery>['purpose'];
  /** For callers that show the failure themselves (the chat's own alert for 507). */
  silent?: boolean;
  signal?: AbortSignal;
  /** Percent sent, 0–100. */
  onProgress?: (percent: number) => void;
}

/** Uploads one file (multipart field `file`) → what the server stored. */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file);
  const answer = await haiguanApi.call(
    filesEndpoints.upload,
    { query: options.purpose ? { purpose: options.purpose } : {} },
    {
      data: body,
      silent: options.silent,
      signal: options.signal,
      onUploadProgress: (event) => {
        if (event.total) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
      },
    },
  );
  if (!answer.data) throw new Error('upload answered without a file');
  return answer.data;
}

/** A stored file: its URL (on either back end's base path, as the server wrote it) or its id. */
export type FileReference = string | number;

/** The reference as a path for the API client, which adds the base path itself. */
export function filePath(file: FileReference): string {
  if (typeof file === 'number') return `/api${endpointPath(filesEndpoints.download, { id: file })}`;
  return file.replace(/^\/(haiguan|hg)\//, '/');
}

/** Where the file is served, as a link's `href` (opening it still needs the bearer token). */
export function fileUrl(file: FileReference): string {
  return `${haiguanApi.axios.defaults.baseURL ?? ''}${filePath(file)}`;
}

/**
 * GET of an uploaded file as a blob, through the client so the bearer token goes along (which is
 * why an upload cannot be a plain `<img src>` or link). `silent` for callers that show a file
 * that will not load in place.
 */
export async function fetchFile(
  file: FileReference,
  options: { silent?: boolean } = {},
): Promise<Blob> {
  const config: ApiRequestConfig = { responseType: 'blob', silent: options.silent };
  const response = await haiguanApi.axios.get<Blob>(filePath(file), config);
  return response.data;
}
