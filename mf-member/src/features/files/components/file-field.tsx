import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Avatar, Button, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isCancel, uploadFile } from '@portal/api-client';
import { LIMITS } from '@portal/contracts';
import { checkFile, openFile, useFileObjectUrl } from '@portal/ui';
import { UPLOAD_MESSAGES } from '@portal/validators';
import { validationText } from '../../common/validation-text';

export interface FileFieldProps {
  /** Set by Form.Item: labels the choose button. */
  id?: string;
  /** The uploaded file: its URL, or its id when `store` is `id`. */
  value?: string | number | null;
  onChange?: (file: string | number | null) => void;
  /** What the field holds once uploaded; defaults to the URL. */
  store?: 'url' | 'id';
  /** Sent with the upload; `licence` also accepts PDF. */
  purpose?: 'licence';
  extensions: readonly string[];
  maxBytes?: number;
  /** Shows the uploaded image as an avatar. */
  image?: boolean;
  disabled?: boolean;
  /** True while a file is on its way, so the form can refuse to submit. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * One file, checked in the browser (type, size) before it is sent, with progress and cancel;
 * the uploaded file is shown through the API client, since its URL needs the bearer token.
 */
export function FileField({
  id,
  value,
  onChange,
  extensions,
  maxBytes = LIMITS.uploadMaxBytes,
  store = 'url',
  purpose,
  image = false,
  disabled = false,
  onBusyChange,
}: FileFieldProps) {
  const { t } = useTranslation('member');
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useFileObjectUrl(value).url;

  useEffect(() => () => controller.current?.abort(), []);

  function setBusy(busy: boolean) {
    onBusyChange?.(busy);
  }

  async function send(file: File) {
    const abort = new AbortController();
    controller.current = abort;
    setProgress(0);
    setBusy(true);
    try {
      const uploaded = await uploadFile(file, {
        purpose,
        signal: abort.signal,
        onProgress: setProgress,
      });
      setFileName(uploaded.name || file.name);
      onChange?.(store === 'id' ? uploaded.id : uploaded.url);
    } catch (error) {
      if (!isCancel(error)) setProblem(validationText(UPLOAD_MESSAGES.failed));
    } finally {
      if (controller.current === abort) controller.current = null;
      setProgress(null);
      setBusy(false);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    setProblem(null);
    if (!file) {
      setProblem(validationText(UPLOAD_MESSAGES.required));
      return;
    }
    const found = checkFile(file, extensions, maxBytes);
    if (found === 'format') setProblem(validationText(UPLOAD_MESSAGES.format));
    else if (found === 'tooLarge')
      setProblem(t('upload.tooLarge', { size: Math.round(maxBytes / 1024 / 1024) }));
    else void send(file);
  }

  const uploading = progress !== null;
  const accept = extensions.map((extension) => `.${extension}`).join(',');

  return (
    <div className="file-field">
      <Space align="center" wrap>
        {image && <Avatar size={64} src={preview ?? undefined} alt={t('upload.preview')} />}
        <input
          ref={input}
          type="file"
          hidden
          style={{ display: 'none' }}
          accept={accept}
          aria-label={t('upload.input')}
          data-testid={id ? `${id}-file` : undefined}
          onChange={choose}
        />
        <Button id={id} disabled={disabled || uploading} onClick={() => input.current?.click()}>
          {value ? t('upload.replace') : t('upload.choose')}
        </Button>
        {uploading && (
          <>
            <Progress
              percent={progress}
              size="small"
              style={{ width: 120 }}
              aria-label={t('upload.progress')}
            />
            <Button onClick={() => controller.current?.abort()}>{t('upload.cancel')}</Button>
          </>
        )}
        {!uploading && value !== null && value !== undefined && value !== '' && (
          <Button type="link" onClick={() => void openFile(value)}>
            {fileName ?? t('upload.view')}
          </Button>
        )}
      </Space>
      <div>
        <Typography.Text type="secondary">
          {t('upload.hint', {
            types: extensions.join(' / '),
            size: Math.round(maxBytes / 1024 / 1024),
          })}
        </Typography.Text>
      </div>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </div>
  );
}
