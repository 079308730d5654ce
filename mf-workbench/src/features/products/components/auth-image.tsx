import { useEffect, useState } from 'react';
import { fetchFile } from '../api/fetch-file';

/**
 * An upload shown in the workbench: fetched with the token as a blob (uploads are private to the
 * company until the product is published), released when the url changes or the image goes.
 */
export function AuthImage({
  url,
  alt,
  width,
  height,
  video = false,
}: {
  url: string;
  alt: string;
  width?: number | string;
  height?: number | string;
  video?: boolean;
}) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    fetchFile(url).then(
      (blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setSource(objectUrl);
      },
      () => {},
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  const style = {
    width,
    height,
    objectFit: 'cover' as const,
    background: '#f5f5f5',
    borderRadius: 4,
  };
  if (video)
    return source ? (
      <video src={source} controls style={style} aria-label={alt} />
    ) : (
      <div style={style} />
    );
  if (source) return <img src={source} alt={alt} style={style} />;
  // While it loads: named like the image, or hidden like a decorative one (an empty alt).
  return alt ? (
    <div role="img" aria-label={alt} style={style} />
  ) : (
    <div aria-hidden="true" style={style} />
  );
}
