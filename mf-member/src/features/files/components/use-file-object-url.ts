import { useEffect, useState } from 'react';
import { fetchFile } from '../api/fetch-file';

/** An object URL for an uploaded file (fetched with the bearer token), or null until loaded. */
export function useFileObjectUrl(url: string | number | null | undefined): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url || typeof URL.createObjectURL !== 'function') return undefined;
    let created: string | null = null;
    let live = true;
    Promise.resolve(fetchFile(url))
      .then((blob) => {
        if (!live || !(blob instanceof Blob)) return;
        created = URL.createObjectURL(blob);
        setObjectUrl(created);
      })
      .catch(() => {
        // The file name stays shown instead.
      });
    return () => {
      live = false;
      if (created) URL.revokeObjectURL(created);
      setObjectUrl(null);
    };
  }, [url]);
  return objectUrl;
}
