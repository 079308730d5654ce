import { useFileObjectUrl } from '@portal/ui';

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
  const source = useFileObjectUrl(url).url;
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
