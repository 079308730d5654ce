import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, uploadFile, type UploadedFile } from '@portal/api-client';
import type { ChatFile } from '../../chat/api/chat-payload';

export interface ChatUpload {
  key: string;
  name: string;
  size: number;
  percent: number;
  state: 'uploading' | 'done' | 'failed';
  uploaded?: UploadedFile;
}

function chatFileOf(uploaded: UploadedFile): ChatFile {
  return {
    name: uploaded.name,
    url: uploaded.url,
    filePath: uploaded.url,
    fileType: uploaded.fileType,
    size: uploaded.size,
  };
}

let uploadCounter = 0;

/**
 * The files waiting to go into one message: each uploads at once with its progress and can be
 * cancelled; `storageDisabled` is called when the server has no object storage (code 507).
 */
export function useChatUploads(onStorageDisabled: () => void) {
  const [uploads, setUploads] = useState<ChatUpload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const open = controllers.current;
    return () => {
      for (const controller of open.values()) controller.abort();
    };
  }, []);

  const change = useCallback((key: string, patch: Partial<ChatUpload>) => {
    setUploads((current) =>
      current.map((item) => (item.key === key ? { ...item, ...patch } : item)),
    );
  }, []);

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setUploads((current) => current.filter((item) => item.key !== key));
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        uploadCounter += 1;
        const key = `upload-${uploadCounter}`;
        const controller = new AbortController();
        controllers.current.set(key, controller);
        setUploads((current) => [
          ...current,
          { key, name: file.name, size: file.size, percent: 0, state: 'uploading' },
        ]);
        // Silent: the chat shows its own alert for 507 (no object storage) and its own line for
        // other failures.
        uploadFile(file, {
          silent: true,
          signal: controller.signal,
          onProgress: (percent) => change(key, { percent }),
        })
          .then((uploaded) => change(key, { state: 'done', percent: 100, uploaded }))
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            if (isApiError(error) && error.kind === 'storage-disabled') {
              remove(key);
              onStorageDisabled();
              return;
            }
            change(key, { state: 'failed' });
          })
          .finally(() => controllers.current.delete(key));
      }
    },
    [change, onStorageDisabled, remove],
  );

  const clear = useCallback(() => {
    for (const controller of controllers.current.values()) controller.abort();
    controllers.current.clear();
    setUploads([]);
  }, []);

  const files = uploads.flatMap((item) => (item.uploaded ? [chatFileOf(item.uploaded)] : []));
  return { uploads, files, add, remove, clear };
}
