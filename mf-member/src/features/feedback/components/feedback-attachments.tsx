import { Image, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFileObjectUrl } from '@portal/ui';
import { FileLink } from '../../files/components/file-link';
import type { FeedbackAttachment } from '../api/feedback';

/** An image fetched with the bearer token, since its URL cannot be loaded by a plain <img>. */
function ImagePreview({ attachment }: { attachment: FeedbackAttachment }) {
  const { t } = useTranslation('member');
  const source = useFileObjectUrl(attachment.url).url;
  return (
    <Space orientation="vertical" size={4} align="center">
      {source ? (
        <Image
          src={source}
          alt={attachment.name}
          width={120}
          height={120}
          style={{ objectFit: 'cover' }}
        />
      ) : (
        <Typography.Text type="secondary">{t('common.loading')}</Typography.Text>
      )}
      <FileLink url={attachment.url} label={attachment.name} />
    </Space>
  );
}

export function FeedbackAttachments({ attachments }: { attachments: FeedbackAttachment[] }) {
  const { t } = useTranslation('member');
  if (attachments.length === 0) {
    return <Typography.Text type="secondary">{t('feedback.noAttachments')}</Typography.Text>;
  }
  return (
    <Space wrap size="large" align="start">
      {attachments.map((attachment) =>
        attachment.fileType === 'image' ? (
          <ImagePreview key={attachment.id} attachment={attachment} />
        ) : (
          <FileLink key={attachment.id} url={attachment.url} label={attachment.name} />
        ),
      )}
    </Space>
  );
}
