import { Avatar } from 'antd';
import { useFileObjectUrl } from '@portal/ui';

/** A contact's avatar (fetched with the bearer token), or the first letter of their name. */
export function ContactAvatar({ image, name }: { image: string | null; name: string }) {
  const picture = useFileObjectUrl(image, { silent: true });
  return (
    <Avatar src={picture.url ?? undefined} alt="" className="contact-avatar">
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
