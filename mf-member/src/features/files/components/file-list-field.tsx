import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button, Progress, Space, Tag, Typography } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { isCancel } from '@portal/api-client';
import { LIMITS } from '@portal/contracts';
import { uploadFile } from '../api/upload-file';
import { checkFile, UPLOAD_MESSAGES } from './upload-messages';
import './file-list-locales';
import { validationText } from '../../common/validation-text';

/** Spec §5: attachments may be images or short videos. */
export const ATTACHMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'mp4'] as const;
/** Spec §5, for a form submitted while an upload failed. */
export const UPLOAD_INCOMPLETE_MSG = '请检查文件是否全部上传成功！';

export interface FileListEntry {
  /** Local key: stable from the moment the file is chosen. */
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'failed';
  /** Percent sent while uploading. */
  progress: number;
  /** The stored file's id once uploaded. */
  fileId?: number;
}

/** The server's message for too many attachments. */
export function tooManyFilesMessage(maxFiles: number): string {
  return `最多上传${maxFiles}个附件`;
}

/** Form rule: refuses to submit while a file is on its way or after one failed (spec §5). */
export const uploadsFinishedRule: RuleObject = {
  validator: async (_, entries: FileListEntry[] | undefined) => {
    if (entries?.some((entry) => entry.status === 'uploading')) {
      throw new Error(validationText(UPLOAD_MESSAGES.unfinished));
    }
    if (entries?.some((entry) => entry.status === 'failed')) {
      throw new Error(validationText(UPLOAD_INCOMPLETE_MSG));
    }
  },
};

/** The ids of the uploaded files, in the order they were chosen. */
export function uploadedFileIds(entries: FileListEntry[] | undefined): number[] {
  return (entries ?? []).flatMap((entry) => (entry.fileId === undefined ? [] : [entry.fileId]));
}

export interface FileListFieldProps {
  /** Set by Form.Item: labels the add button. */
  id?: string;
  value?: FileListEntry[];
  onChange?: (entries: FileListEntry[]) => void;
  extensions?: readonly string[];
  maxFiles?: number;
  maxBytes?: number;
  disabled?: boolean;
}

/**
 * Several files, each checked in the browser (type, size) and uploaded at once with its own
 * progress, cancel and remove. The value keeps every file's state, so the form's rule can refuse
 * to submit until all of them are uploaded; `uploadedFileIds` gives what the server wants.
 */
export function FileListField({
  id,
  value,
  onChange,
  extensions = ATTACHMENT_EXTENSIONS,
  maxFiles = LIMITS.uploadMaxFiles,
  maxBytes = LIMITS.uploadMaxBytes,
  disabled = false,
}: FileListFieldProps) {
  const { t } = useTranslation('member');
  const input = useRef<HTMLInputElement>(null);
  const controllers = useRef(new Map<string, AbortController>());
  // Several uploads report at once: each change starts from the latest list, not a stale render.
  const latest = useRef<FileListEntry[]>(value ?? []);
  const lastKey = useRef(0);
  const [problems, setProblems] = useState<string[]>([]);
  const entries = value ?? [];

  useEffect(() => {
    latest.current = value ?? [];
  }, [value]);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  function commit(next: FileListEntry[]) {
    latest.current = next;
    onChange?.(next);
  }

  function patch(key: string, change: Partial<FileListEntry>) {
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
      patch(key, { status: 'done', progress: 100, fileId: uploaded.id });
    } catch (error) {
      // A cancelled upload was already removed from the list.
      if (!isCancel(error)) patch(key, { status: 'failed' });
    } finally {
      controllers.current.delete(key);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) {
      setProblems([validationText(UPLOAD_MESSAGES.required)]);
      return;
    }
    const found: string[] = [];
    const room = maxFiles - latest.current.length;
    if (files.length > room) found.push(validationText(tooManyFilesMessage(maxFiles)));
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
          ? validationText(UPLOAD_MESSAGES.format)
          : t('upload.tooLarge', { size: Math.round(maxBytes / 1024 / 1024) });
      found.push(t('fileList.problemOf', { name: file.name, problem: text }));
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

  const accept = extensions.map((extension) => `.${extension}`).join(',');
  const full = entries.length >= maxFiles;

  return (
    <div className="file-list-field">
      <Space align="center" wrap>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          style={{ display: 'none' }}
          accept={accept}
          aria-label={t('upload.input')}
          onChange={choose}
        />
        <Button id={id} disabled={disabled || full} onClick={() => input.current?.click()}>
          {t('fileList.choose')}
        </Button>
        <Typography.Text type="secondary">
          {t('fileList.count', { count: entries.length, max: maxFiles })}
        </Typography.Text>
      </Space>
      <div>
        <Typography.Text type="secondary">
          {t('fileList.hint', {
            max: maxFiles,
            types: extensions.join(' / '),
            size: Math.round(maxBytes / 1024 / 1024),
          })}
        </Typography.Text>
      </div>
      {problems.map((problem) => (
        <div key={problem}>
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        </div>
      ))}
      {entries.length > 0 && (
        <ul style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
          {entries.map((entry) => (
            <li key={entry.key} style={{ padding: '4px 0' }}>
              <Space wrap>
                <Typography.Text>{entry.name}</Typography.Text>
                {entry.status === 'uploading' && (
                  <>
                    <Progress
                      percent={entry.progress}
                      size="small"
                      style={{ width: 120 }}
                      aria-label={t('fileList.progressOf', { name: entry.name })}
                    />
                    <Button
                      size="small"
                      aria-label={t('fileList.cancelOf', { name: entry.name })}
                      onClick={() => drop(entry.key)}
                    >
                      {t('upload.cancel')}
                    </Button>
                  </>
                )}
                {entry.status === 'done' && <Tag color="green">{t('fileList.uploaded')}</Tag>}
                {entry.status === 'failed' && (
                  <Tag color="red">{validationText(UPLOAD_MESSAGES.failed)}</Tag>
                )}
                {entry.status !== 'uploading' && (
                  <Button
                    size="small"
                    type="link"
                    danger
                    disabled={disabled}
                    aria-label={t('fileList.removeOf', { name: entry.name })}
                    onClick={() => drop(entry.key)}
                  >
                    {t('fileList.remove')}
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
