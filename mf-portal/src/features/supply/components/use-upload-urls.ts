import { useEffect, useState } from 'react';
import { fetchUpload } from '../api/fetch-upload';

/**
 * Object urls for uploads read with the token (an unpublished product's files are not public), in
 * the order given; undefined while they load. An upload that cannot be read is left out (the
 * client has said why). Released when the uploads change or the screen goes.
 */
export function useUploadUrls(uploads: readonly string[]): string[] | undefined {
  const key = uploads.join('\n');
  const [loaded, setLoaded] = useState<{ key: string; urls: string[] } | null>(null);
  useEffect(() => {
    let live = true;
    let created: string[] = [];
    const wanted = key ? key.split('\n') : [];
    void Promise.all(
      wanted.map((upload) =>
        fetchUpload(upload).then(
          (blob) => URL.createObjectURL(blob),
          () => null,
        ),
      ),
    ).then((urls) => {
      created = urls.filter((url): url is string => url !== null);
      if (live) setLoaded({ key, urls: created });
      else created.forEach((url) => URL.revokeObjectURL(url));
    });
    return () => {
      live = false;
      created.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [key]);
  return loaded?.key === key ? loaded.urls : undefined;
}
