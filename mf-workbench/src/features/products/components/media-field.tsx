import { isApiError, isCancel, uploadFile } from '@portal/api-client';
import { currentLanguage } from '@portal/i18n';
import { translateValidation, UPLOAD_MESSAGES } from '@portal/validators';
import { Button, Progress, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenFileInput, notify } from '@portal/ui';
import { AuthImage } from './auth-image';
import '../locales';
import './media-field.css';

export interface MediaFile {
  fileId: number;
  url: string;
  name: string;
}

const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = { image: ['image/jpeg', 'image/png'], video: ['video/mp4'] } as const;

interface Pending {
  key: number;
  name: string;
  percent: number;
  controller: AbortController;
}

/**
 * Images (up to 9) or one video for a product (spec §5: jpg, jpeg, png, mp4, 5 MB each), each
 * uploaded at once with its progress and a cancel button. `uploading` lets the form refuse to
 * save while a file is still on its way (`UPLOAD_MESSAGES.unfinished`).
 */
export function MediaField({
  kind,
  label,
  max,
  files,
  onChange,
  onUploading,
}: {
  kind: 'image' | 'video';
  label: string;
  max: number;
  files: MediaFile[];
  onChange: (files: MediaFile[]) => void;
  onUploading: (count: number) => void;
}) {
  const { t } = useTranslation('workbench-products');
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  // Uploads finish after later renders: they add to the newest list, not the one they began with.
  const latest = useRef(files);
  useEffect(() => {
    latest.current = files;
  });
  const counter = useRef(0);

  const start = (file: File) => {
    if (!(TYPES[kind] as readonly string[]).includes(file.type)) {
      notify('error', translateValidation(UPLOAD_MESSAGES.format, currentLanguage()));
      return;
    }
    if (file.size > MAX_BYTES) {
      notify('error', '文件大小不能超过5MB');
      return;
    }
    counter.current += 1;
    const item: Pending = {
      key: counter.current,
      name: file.name,
      percent: 0,
      controller: new AbortController(),
    };
    setPending((current) => {
      const next = [...current, item];
      onUploading(next.length);
      return next;
    });
    const finish = () =>
      setPending((current) => {
        const next = current.filter((entry) => entry.key !== item.key);
        onUploading(next.length);
        return next;
      });
    uploadFile(file, {
      silent: true,
      signal: item.controller.signal,
      onProgress: (percent) =>
        setPending((current) =>
          current.map((entry) => (entry.key === item.key ? { ...entry, percent } : entry)),
        ),
    }).then(
      (uploaded) => {
        finish();
        onChange([
          ...latest.current,
          { fileId: uploaded.id, url: uploaded.url, name: uploaded.name },
        ]);
      },
      (error: unknown) => {
        finish();
        if (isCancel(error)) return;
        // The server's answer comes translated already; the fallback is translated here.
        notify(
          'error',
          isApiError(error)
            ? error.msg
            : translateValidation(UPLOAD_MESSAGES.failed, currentLanguage()),
        );
      },
    );
  };

  const room = max - files.length - pending.length;
  return (
    <div>
      <div className="media-list">
        {files.map((file) => (
          <div className="media-item" key={file.fileId}>
            <AuthImage
              url={file.url}
              alt={file.name}
              width={120}
              height={90}
              video={kind === 'video'}
            />
            <Button
              className="remove"
              size="small"
              danger
              aria-label={t('form.remove', { name: file.name })}
              onClick={() => onChange(files.filter((item) => item.fileId !== file.fileId))}
            >
              ×
            </Button>
          </div>
        ))}
        {pending.map((item) => (
          <div className="media-item" key={item.key}>
            <Typography.Text ellipsis>{item.name}</Typography.Text>
            <Progress percent={item.percent} size="small" />
            <Button size="small" onClick={() => item.controller.abort()}>
              {t('form.cancelUpload')}
            </Button>
          </div>
        ))}
      </div>
      <HiddenFileInput
        ref={input}
        aria-label={`${t('form.upload')} ${label}`}
        data-testid={`${kind}-input`}
        accept={kind === 'image' ? '.jpg,.jpeg,.png' : '.mp4'}
        multiple={kind === 'image'}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = '';
          if (chosen.length > room)
            notify('warning', kind === 'image' ? '最多上传9张图片' : '最多上传1个视频');
          chosen.slice(0, Math.max(room, 0)).forEach(start);
        }}
      />
      <Button
        disabled={room <= 0}
        onClick={() => input.current?.click()}
        aria-label={`${t('form.upload')} ${label}`}
      >
        {t('form.upload')}
      </Button>
    </div>
  );
}
