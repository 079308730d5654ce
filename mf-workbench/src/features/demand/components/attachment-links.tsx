import { FileLink } from '@portal/ui';
import type { Attachment } from '../api/demand';

/** Attachments as links, in order, each opened in a new tab. */
export function AttachmentLinks({ files }: { files: Attachment[] }) {
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {files.map((file) => (
        <li key={file.fileId}>
          <FileLink file={file.url}>{file.name}</FileLink>
        </li>
      ))}
    </ul>
  );
}
