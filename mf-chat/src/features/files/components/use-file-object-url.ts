import { useEffect, useState } from 'react';
import { fetchFile } from '../api/fetch-file';

export type FileObjectUrl =
  | { state: 'loading'; url: null }
  | { state: 'ready'; url: string }
  | { state: 'failed'; url: null };

const LOADING: FileObjectUrl = { state: 'loading', url: null };
const FAILED: FileObjectUrl = { state: 'failed', url: null };

/** An object URL for an uploaded file (fetched with the bearer token), with its load state. */
export function useFileObjectUrl(url: string | null | undefined): FileObjectUrl {
  const [loaded, setLoaded] = useState<{ source: string; result: FileObjectUrl } | null>(null);
  useEffect(() => {
    if (!url) return undefined;
    let created: string | null = null;
    let live = true;
    fetchFile(url)
      .then((blob) => {
        if (!live) return;
        created = URL.createObjectURL(blob);
        setLoaded({ source: url, result: { state: 'ready', url: created } });
      })
      .catch(() => {
        if (live) setLoaded({ source: url, result: FAILED });
      });
    return () => {
      live = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [url]);
  if (!url) return FAILED;
  return loaded?.source === url ? loaded.result : LOADING;
}
