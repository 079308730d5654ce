import type { MouseEvent, ReactNode } from 'react';
import { fileUrl, type FileReference } from '@portal/api-client';
import { openFile } from './open-file';

/**
 * An uploaded file as a link that opens it in a new tab. A plain link, not an antd button, so it
 * stays usable inside a disabled (read-only) form.
 */
export function FileLink({ file, children }: { file: FileReference; children: ReactNode }) {
  function open(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    void openFile(file);
  }
  return (
    <a href={fileUrl(file)} onClick={open}>
      {children}
    </a>
  );
}
