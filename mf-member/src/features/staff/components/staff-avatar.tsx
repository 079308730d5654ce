import { Avatar } from 'antd';
import { useFileObjectUrl } from '@portal/ui';

/** The employee's uploaded avatar (fetched with the bearer token), else their initial. */
export function StaffAvatar({ url, name }: { url: string | null; name: string }) {
  const preview = useFileObjectUrl(url).url;
  return (
    <Avatar src={preview ?? undefined} alt={name}>
      {name.slice(0, 1)}
    </Avatar>
  );
}
