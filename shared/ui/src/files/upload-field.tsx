import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button, Progress, Space, Tag, Typography } from 'antd';
import { isApiError, isCancel, uploadFile, type UploadOptions } from '@portal/api-client';
import { LIMITS } from '@portal/contracts';
import { checkFile, MEDIA_EXTENSIONS } from './check-file';
import { FileLink } from './file-link';
import { HiddenFileInput } from './hidden-file-input';
import { useUiTranslation } from '../locales';

export interface UploadEntry {
  /** Local key: stable from the moment the file is chosen. */
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'failed';
  /** Percent sent while uploading. */
  progress: number;
  /** The stored file's id and URL once uploaded. */
  fileId?: number;
  url?: string;
}

/** The ids of the uploaded files, in the order they were chosen: what the server wants. */
export function uploadedFileIds(entries: UploadEntry[] | undefined): number[] {
  return (entries ?? []).flatMap((entry) => (entry.fileId === undefined ? [] : [entry.fileId]));
}

export interface UploadFieldProps {
  /** Set by Form.Item: labels the add button. */
  id?: string;
  value?: UploadEntry[];
  onChange?: (entries: UploadEntry[]) => void;
  extensions?: readonly string[];
  purpose?: UploadOptions['purpose'];
  maxFiles?: number;
  maxBytes?: number;
  /** Lists the files, as links, without the controls to add or remove them. */
  readOnly?: boolean;
  /** For browser tests that hand the hidden input their files. */
  inputTestId?: string;
}

/**
 * Several files, each checked in the browser (type, size, count) and uploaded at once with its
 * own progress, cancel and remove. The value keeps every file's state, so a form can refuse to
 * submit until all of them are uploaded; `uploadedFileIds` gives what the server wants.
 */
export function UploadField({
  id,
  value,
  onChange,
  extensions = MEDIA_EXTENSIONS,
  purpose,
  maxFiles = LIMITS.uploadMaxFiles,
  maxBytes = LIMITS.uploadMaxBytes,
  readOnly = false,
  inputTestId,
}: UploadFieldProps) {
  const { t } = useUiTranslation();
  const input = useRef<HTMLInputElement>(null);
  const controllers = useRef(new Map<string, AbortController>());
  // Several uploads report at once: each change starts from the latest list, not a stale render.
  const latest = useRef<UploadEntry[]>(value ?? []);
  const lastKey = useRef(0);
  const [problems, setProblems] = useState<string[]>([]);
  const entries = value ?? [];
  const sizeMb = Math.round(maxBytes / 1024 / 1024);

  useEffect(() => {
    latest.current = value ?? [];
  }, [value]);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  function commit(next: UploadEntry[]) {
    latest.current = next;
    onChange?.(next);
  }

  function patch(key: string, change: Partial<UploadEntry>) {
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
        purpose,
        signal: controller.signal,
        onProgress: (progress) => patch(key, { progress }),
      });
      patch(key, { status: 'done', progress: 100, fileId: uploaded.id, url: uploaded.url });
    } catch (error) {
      // A cancelled upload was already removed from the list.
      if (isCancel(error)) return;
      patch(key, { status: 'failed' });
      // The client has shown the server's own message; anything else is only told here.
      if (!isApiError(error)) setProblems([t('uploadField.failed')]);
    } finally {
      controllers.current.delete(key);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) {
      setProblems([t('uploadField.required')]);
      return;
    }
    const found: string[] = [];
    const room = maxFiles - latest.current.length;
    if (files.length > room) found.push(t('uploadField.tooMany', { max: maxFiles }));
    const accepted: { key: string; file: File }[] = [];
    for (const file of files.slice(0, Math.max(room, 0))) {
      const problem = checkFile(file, extensions, maxBytes);
      if (problem === null) {
        lastKey.current += 1;
        accepted.push({ key: `file-${lastKey.current}`, file });
        continue;
      }
      const text =
        problem === 'format'
          ? t('uploadField.format')
          : t('uploadField.tooLarge', { size: sizeMb });
      found.push(t('uploadField.problemOf', { name: file.name, problem: text }));
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
    <div className="portal-upload-field">
      {!readOnly && (
        <>
          <Space align="center" wrap>
            <HiddenFileInput
              ref={input}
              multiple
              accept={extensions.map((extension) => `.${extension}`).join(',')}
              aria-label={t('uploadField.input')}
              data-testid={inputTestId}
              onChange={choose}
            />
            <Button
              id={id}
              disabled={entries.length >= maxFiles}
              onClick={() => input.current?.click()}
            >
              {t('uploadField.choose')}
            </Button>
            <Typography.Text type="secondary">
              {t('uploadField.count', { count: entries.length, max: maxFiles })}
            </Typography.Text>
          </Space>
          <div>
            <Typography.Text type="secondary">
              {t('uploadField.hint', {
                max: maxFiles,
                types: extensions.join(' / '),
                size: sizeMb,
              })}
            </Typography.Text>
          </div>
        </>
      )}
      {problems.map((problem) => (
        <div key={problem}>
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        </div>
      ))}
      {readOnly && entries.length === 0 && <Typography.Text type="secondary">—</Typography.Text>}
      {entries.length > 0 && (
        <ul style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
          {entries.map((entry) => (
            <li key={entry.key} style={{ padding: '4px 0' }}>
              <Space wrap>
                {entry.url ? (
                  <FileLink file={entry.url}>{entry.name}</FileLink>
                ) : (
                  <Typography.Text>{entry.name}</Typography.Text>
                )}
                {entry.status === 'uploading' && (
                  <>
                    <Progress
                      percent={entry.progress}
                      size="small"
                      style={{ width: 120 }}
                      aria-label={t('uploadField.progressOf', { name: entry.name })}
                    />
                    <Button
                      size="small"
                      aria-label={t('uploadField.cancelOf', { name: entry.name })}
                      onClick={() => drop(entry.key)}
                    >
                      {t('uploadField.cancel')}
                    </Button>
                  </>
                )}
                {entry.status === 'done' && !readOnly && (
                  <Tag color="green">{t('uploadField.uploaded')}</Tag>
                )}
                {entry.status === 'failed' && <Tag color="red">{t('uploadField.failed')}</Tag>}
                {entry.status !== 'uploading' && !readOnly && (
                  <Button
                    size="small"
                    type="link"
                    danger
                    aria-label={t('uploadField.removeOf', { name: entry.name })}
                    onClick={() => drop(entry.key)}
                  >
                    {t('uploadField.remove')}
                  </Button>
                )}
              </Space>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
