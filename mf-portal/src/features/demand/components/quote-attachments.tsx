import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { isApiError, isCancel } from '@portal/api-client';
import { HiddenFileInput, notify } from '@portal/ui';
import { Button, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DemandAttachment } from '../api/demand';
import { fetchQuoteFile, uploadQuoteFile } from '../api/quote-files';
import '../locales';

/** What the upload accepts without a purpose (the server decides by the file's signature). */
const TYPES = ['image/jpeg', 'image/png'];
const MAX_BYTES = 5 * 1024 * 1024;

const LIST = { listStyle: 'none', padding: 0, margin: 0 } as const;

/**
 * An attachment as a link. The file needs the bearer token, so a click fetches it through the
 * API client and opens it in a new tab; the href only names it.
 */
function AttachmentLink({ file }: { file: DemandAttachment }) {
  async function open(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    try {
      const blob = await fetchQuoteFile(file.url);
      window.open(URL.createObjectURL(blob), '_blank', 'noopener');
    } catch {
      // Shown by the client.
    }
  }
  return (
    <a href={file.url} onClick={(event) => void open(event)}>
      {file.name}
    </a>
  );
}

/** Attachments (a demand's or a quote's) as links that open through the signed-in client, in order. */
export function AttachmentLinks({ files }: { files: DemandAttachment[] }) {
  return (
    <ul style={LIST}>
      {files.map((file) => (
        <li key={file.fileId}>
          <AttachmentLink file={file} />
        </li>
      ))}
    </ul>
  );
}

interface Pending {
  key: number;
  name: string;
  percent: number;
  controller: AbortController;
}

/**
 * The quote form's attachments (a Form.Item control: `value` / `onChange`): jpg or png up to
 * 5 MB each, at most `max`, each uploaded at once with its progress and a cancel button.
 * `onUploading` lets the form refuse to send while a file is still on its way.
 */
export function AttachmentsField({
  id,
  value = [],
  onChange,
  max,
  onUploading,
}: {
  id?: string;
  value?: DemandAttachment[];
  onChange?: (files: DemandAttachment[]) => void;
  max: number;
  onUploading: (count: number) => void;
}) {
  const { t } = useTranslation('portal-demand');
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  // Uploads finish after later renders: they add to the newest list, not the one they began with.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  const counter = useRef(0);
  const controllers = useRef(new Set<AbortController>());
  useEffect(() => {
    const live = controllers.current;
    return () => live.forEach((controller) => controller.abort());
  }, []);

  const start = (file: File) => {
    if (!TYPES.includes(file.type)) {
      notify('error', t('quote.attachmentFormat'));
      return;
    }
    if (file.size > MAX_BYTES) {
      notify('error', t('quote.attachmentTooLarge'));
      return;
    }
    counter.current += 1;
    const item: Pending = {
      key: counter.current,
      name: file.name,
      percent: 0,
      controller: new AbortController(),
    };
    controllers.current.add(item.controller);
    setPending((current) => {
      const next = [...current, item];
      onUploading(next.length);
      return next;
    });
    const finish = () => {
      controllers.current.delete(item.controller);
      setPending((current) => {
        const next = current.filter((entry) => entry.key !== item.key);
        onUploading(next.length);
        return next;
      });
    };
    uploadQuoteFile(file, {
      signal: item.controller.signal,
      onProgress: (percent) =>
        setPending((current) =>
          current.map((entry) => (entry.key === item.key ? { ...entry, percent } : entry)),
        ),
    }).then(
      (uploaded) => {
        finish();
        onChange?.([...latest.current, uploaded]);
      },
      (error: unknown) => {
        finish();
        if (isCancel(error)) return;
        notify('error', isApiError(error) ? error.msg : t('quote.uploadFailed'));
      },
    );
  };

  const room = max - value.length - pending.length;
  return (
    <div>
      {value.length + pending.length > 0 && (
        <ul style={{ ...LIST, marginBottom: 8 }}>
          {value.map((file) => (
            <li key={file.fileId}>
              <Space size={4}>
                <AttachmentLink file={file} />
                <Button
                  size="small"
                  type="text"
                  danger
                  aria-label={t('quote.removeAttachment', { name: file.name })}
                  onClick={() => onChange?.(value.filter((item) => item.fileId !== file.fileId))}
                >
                  ×
                </Button>
              </Space>
            </li>
          ))}
          {pending.map((item) => (
            <li key={item.key}>
              <Space size={8}>
                <Typography.Text ellipsis style={{ maxWidth: 180 }}>
                  {item.name}
                </Typography.Text>
                <Progress percent={item.percent} size="small" style={{ width: 100 }} />
                <Button size="small" onClick={() => item.controller.abort()}>
                  {t('quote.cancelUpload')}
                </Button>
              </Space>
            </li>
          ))}
        </ul>
      )}
      <HiddenFileInput
        ref={input}
        accept=".jpg,.jpeg,.png"
        multiple
        aria-label={t('quote.upload')}
        data-testid="quote-attachment-input"
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = '';
          if (chosen.length > room) notify('error', t('quote.attachmentsFull', { max }));
          chosen.slice(0, Math.max(room, 0)).forEach(start);
        }}
      />
      <Button id={id} disabled={room <= 0} onClick={() => input.current?.click()}>
        {t('quote.upload')}
      </Button>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
        {t('quote.attachmentsHint', { max })}
      </Typography.Paragraph>
    </div>
  );
}
