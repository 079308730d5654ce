import { useEffect, useState } from 'react';
import { fetchFile, type FileReference } from '@portal/api-client';

export type FileObjectUrl =
  | { state: 'loading'; url: null }
  | { state: 'ready'; url: string }
  | { state: 'failed'; url: null };

const LOADING: FileObjectUrl = { state: 'loading', url: null };
const FAILED: FileObjectUrl = { state: 'failed', url: null };

/**
 * An object URL for an uploaded file (fetched with the bearer token), with its load state; the
 * URL is revoked when the file changes or the component goes. `silent` for callers that show a
 * file that will not load in place, instead of the client's notice.
 */
export function useFileObjectUrl(
  file: FileReference | null | undefined,
  { silent = false }: { silent?: boolean } = {},
): FileObjectUrl {
  const [loaded, setLoaded] = useState<{ source: FileReference; result: FileObjectUrl } | null>(
    null,
  );
  const hasFile = file !== null && file !== undefined && file !== '';

  useEffect(() => {
    if (!hasFile) return undefined;
    let created: string | null = null;
    let live = true;
    (async () => {
      try {
        const blob = await fetchFile(file, { silent });
        if (!live) return;
        created = URL.createObjectURL(blob);
        setLoaded({ source: file, result: { state: 'ready', url: created } });
      } catch {
        if (live) setLoaded({ source: file, result: FAILED });
      }
    })();
    return () => {
      live = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [file, hasFile, silent]);

  if (!hasFile) return FAILED;
  return loaded?.source === file ? loaded.result : LOADING;
}
