import type { MouseEvent } from 'react';
import { fetchFile } from '../../products/api/fetch-file';
import type { Attachment } from '../api/demand';

/**
 * Attachments as links, in order. The files need the bearer token, so a click fetches the file
 * through the API client and opens it in a new tab; the href only names it.
 */
export function AttachmentLinks({ files }: { files: Attachment[] }) {
  async function open(event: MouseEvent<HTMLAnchorElement>, url: string) {
    event.preventDefault();
    try {
      const blob = await fetchFile(url);
      window.open(URL.createObjectURL(blob), '_blank', 'noopener');
    } catch {
      // Shown by the client.
    }
  }
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {files.map((file) => (
        <li key={file.fileId}>
          <a href={file.url} onClick={(event) => void open(event, file.url)}>
            {file.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
