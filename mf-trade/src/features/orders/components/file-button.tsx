import type { MouseEvent } from 'react';
import { fetchFile } from '../api/fetch-file';

/**
 * Opens an uploaded file in a new tab; fetched through the API client for the bearer token. A
 * plain link, so it stays usable inside a disabled (read-only) form.
 */
export function FileButton({ url, name }: { url: string; name: string }) {
  async function open(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    try {
      const blob = await fetchFile(url);
      window.open(URL.createObjectURL(blob), '_blank', 'noopener');
    } catch {
      // Shown by the client.
    }
  }
  return (
    <a href={url} onClick={(event) => void open(event)} data-testid="contract-file-link">
      {name}
    </a>
  );
}
