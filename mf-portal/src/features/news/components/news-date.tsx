import { Typography } from 'antd';
import { useFormat } from '@portal/i18n';

/** The publication date, written the way the reader's language writes dates. */
export function NewsDate({ publishedAt }: { publishedAt: string }) {
  const format = useFormat();
  return (
    <Typography.Text type="secondary">
      <time dateTime={publishedAt}>{format.date(publishedAt)}</time>
    </Typography.Text>
  );
}
