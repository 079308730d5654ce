import { useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@portal/i18n';
import { useFileObjectUrl } from '@portal/ui';
import { formatKilobytes } from '../../files/components/upload-checks';
import type { ChatFile, FilePayload } from '../api/chat-payload';

/** A file that will not load is shown in place ('视频连接不上~', a broken image), not as a notice. */
const IN_PLACE = { silent: true };

function ImageFile({ file }: { file: ChatFile }) {
  const { t } = useTranslation('chat');
  const picture = useFileObjectUrl(file.url, IN_PLACE);
  if (picture.state === 'failed')
    return <Typography.Text type="danger">{t('chat.imageFailed')}</Typography.Text>;
  return (
    <a href={picture.url ?? undefined} target="_blank" rel="noopener noreferrer">
      <img className="chat-thumbnail" src={picture.url ?? undefined} alt={file.name} />
    </a>
  );
}

function VideoFile({ file }: { file: ChatFile }) {
  const { t } = useTranslation('chat');
  const video = useFileObjectUrl(file.url, IN_PLACE);
  const [broken, setBroken] = useState(false);
  if (video.state === 'failed' || broken)
    return <Typography.Text type="danger">{t('chat.videoFailed')}</Typography.Text>;
  return (
    <video
      className="chat-thumbnail"
      controls
      preload="metadata"
      src={video.url ?? undefined}
      aria-label={file.name}
      onError={() => setBroken(true)}
    />
  );
}

function OtherFile({ file }: { file: ChatFile }) {
  const link = useFileObjectUrl(file.url, IN_PLACE);
  return (
    <a href={link.url ?? undefined} download={file.name}>
      {file.name}
    </a>
  );
}

/** A file message: images and videos inline within 200×150, each with its size (spec §9). */
export function FileMessage({ payload }: { payload: FilePayload }) {
  const { t } = useTranslation('chat');
  const { language } = useFormat();
  const files = payload.fileList ?? [];
  if (files.length === 0)
    return <Typography.Text type="danger">{t('chat.fileBroken')}</Typography.Text>;
  return (
    <ul className="chat-files">
      {files.map((file) => (
        <li key={file.url} className="chat-file">
          {file.fileType === 'image' && <ImageFile file={file} />}
          {file.fileType === 'video' && <VideoFile file={file} />}
          {file.fileType !== 'image' && file.fileType !== 'video' && <OtherFile file={file} />}
          <Typography.Text type="secondary" className="chat-file__size">
            {formatKilobytes(file.size, language)}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}
