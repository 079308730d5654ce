import { useState } from 'react';
import { useFileObjectUrl } from '@portal/ui';

/** A contact's avatar (fetched with the bearer token), or the first letter of their name. */
export function ContactAvatar({ image, name }: { image: string | null; name: string }) {
  const picture = useFileObjectUrl(image, { silent: true });
  const [broken, setBroken] = useState<string | null>(null);
  const shown = picture.url && picture.url !== broken ? picture.url : null;
  return (
    <span className="contact-avatar" aria-hidden="true">
      {shown ? (
        <img src={shown} alt="" onError={() => setBroken(shown)} />
      ) : (
        name.slice(0, 1).toUpperCase()
      )}
    </span>
  );
}
