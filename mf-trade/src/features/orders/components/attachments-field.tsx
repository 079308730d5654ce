import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button, Progress, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError, isCancel } from '@portal/api-client';
import { LIMITS } from '@portal/contracts';
import { uploadFile } from '../api/upload-file';
import { FileButton } from './file-button';
import { currentLanguage } from '@portal/i18n';
import { translateValidation } from '@portal/validators';

/** Contract attachments (docs/trade-orders.md): PDF, JPG or PNG, 5 MB each. */
export const CONTRACT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const UPLOAD_TEXT = {
  format: '文件格式不正确',
  failed: '上传文件失败',
  unfinished: '有文件未完成上传!',
} as const;

export interface AttachmentEntry {
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'failed';
  progress: number;
  fileId?: number;
  url?: string;
}

export function attachmentIds(entries: AttachmentEntry[] | undefined): number[] {
  return (entries ?? []).flatMap((entry) => (entry.fileId === undefined ? [] : [entry.fileId]));
}

/** Uploads each chosen file at once, with its progress; the value lists the files and their state. */
export function AttachmentsField({
  id,
  value,
  onChange,
  disabled = false,
}: {
  id?: string;
  value?: AttachmentEntry[];
  onChange?: (entries: AttachmentEntry[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('trade');
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef<AttachmentEntry[]>(value ?? []);
  const lastKey = useRef(0);
  const controllers = useRef(new Map<string, AbortController>());
  const [problems, setProblems] = useState<string[]>([]);
  const entries = value ?? [];

  useEffect(() => {
    latest.current = value ?? [];
  }, [value]);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  function commit(next: AttachmentEntry[]) {
    latest.current = next;
    onChange?.(next);
  }

  function patch(key: string, change: Partial<AttachmentEntry>) {
    commit(latest.current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  }

  function drop(key: string) {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    commit(latest.current.filter((entry) => entry.key !== key));
  }

  async function send(key: string, file: File) {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    try {
      const uploaded = await uploadFile(file, {
        signal: controller.signal,
        onProgress: (progress) => patch(key, { progress }),
      });
      patch(key, { status: 'done', progress: 100, fileId: uploaded.id, url: uploaded.url });
    } catch (error) {
      if (!isCancel(error)) {
        patch(key, { status: 'failed' });
        if (!isApiError(error))
          setProblems([translateValidation(UPLOAD_TEXT.failed, currentLanguage())]);
      }
    } finally {
      controllers.current.delete(key);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const found: string[] = [];
    const room = LIMITS.uploadMaxFiles - latest.current.length;
    if (files.length > room) found.push(t('detail.tooManyFiles', { max: LIMITS.uploadMaxFiles }));
    const accepted: { key: string; file: File }[] = [];
    for (const file of files.slice(0, Math.max(room, 0))) {
      const dot = file.name.lastIndexOf('.');
      const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
      if (!(CONTRACT_EXTENSIONS as readonly string[]).includes(extension)) {
        found.push(
          `${t('common.labelled', { label: file.name })}${translateValidation(UPLOAD_TEXT.format, currentLanguage())}`,
        );
      } else if (file.size > LIMITS.uploadMaxBytes) {
        found.push(
          `${t('common.labelled', { label: file.name })}${t('detail.tooLarge', { size: 5 })}`,
        );
      } else {
        lastKey.current += 1;
        accepted.push({ key: `new-${lastKey.current}`, file });
      }
    }
    setProblems(found);
    if (accepted.length === 0) return;
    commit([
      ...latest.current,
      ...accepted.map(({ key, file }) => ({
        key,
        name: file.name,
        status: 'uploading' as const,
        progress: 0,
      })),
    ]);
    for (const { key, file } of accepted) void send(key, file);
  }

  return (
    <div>
      {!disabled && (
        <Space wrap>
          <input
            ref={input}
            type="file"
            multiple
            style={{ display: 'none' }}
            accept={CONTRACT_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
            aria-label={t('detail.uploadInput')}
            data-testid="contract-upload-input"
            onChange={choose}
          />
          <Button id={id} onClick={() => input.current?.click()}>
            {t('detail.upload')}
          </Button>
          <Typography.Text type="secondary">
            {t('detail.uploadHint', { max: LIMITS.uploadMaxFiles })}
          </Typography.Text>
        </Space>
      )}
      {problems.map((problem) => (
        <div key={problem}>
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        </div>
      ))}
      {entries.length === 0 && disabled && <Typography.Text type="secondary">—</Typography.Text>}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="contract-files">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Space wrap>
              {entry.url ? (
                <FileButton url={entry.url} name={entry.name} />
              ) : (
                <Typography.Text>{entry.name}</Typography.Text>
              )}
              {entry.status === 'uploading' && (
                <Progress percent={entry.progress} size="small" style={{ width: 120 }} />
              )}
              {entry.status === 'failed' && (
                <Tag color="red">{translateValidation(UPLOAD_TEXT.failed, currentLanguage())}</Tag>
              )}
              {!disabled && (
                <Button
                  size="small"
                  type="link"
                  danger
                  onClick={() => drop(entry.key)}
                  aria-label={t('detail.removeFile', { name: entry.name })}
                >
                  {t('common.delete')}
                </Button>
              )}
            </Space>
          </li>
        ))}
      </ul>
    </div>
  );
}
