import { haiguanApi } from '@portal/api-client';

const API_BASE = '/haiguan';

/** A stored file reference — its URL, or its id — as a path for the API client. */
export function filePath(file: string | number): string {
  if (typeof file === 'number') return `/api/files/${file}`;
  return file.startsWith(`${API_BASE}/`) ? file.slice(API_BASE.length) : file;
}

/** GET of an uploaded file as a blob, through the client so the bearer token goes along. */
export async function fetchFile(file: string | number): Promise<Blob> {
  const response = await haiguanApi.axios.get<Blob>(filePath(file), { responseType: 'blob' });
  return response.data;
}
