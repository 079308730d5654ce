import { fetchFile, type FileReference } from '@portal/api-client';

/** Opens an uploaded file in a new tab; fetched through the API client for the bearer token. */
export async function openFile(file: FileReference): Promise<void> {
  try {
    const blob = await fetchFile(file);
    window.open(URL.createObjectURL(blob), '_blank', 'noopener');
  } catch {
    // Shown by the client.
  }
}
