import { Avatar } from 'antd';
import { useFileObjectUrl } from '../../files/components/use-file-object-url';

/** The employee's uploaded avatar (fetched with the bearer token), else their initial. */
export function StaffAvatar({ url, name }: { url: string | null; name: string }) {
  const preview = useFileObjectUrl(url);
  return (
    <Avatar src={preview ?? undefined} alt={name}>
      {name.slice(0, 1)}
    </Avatar>
  );
}
