import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { FileStorage } from '../src/platform/files/file-storage';
import type { TestAppOptions } from './helpers';

/** The file storages the file tests run against, each test file once per backend. */
export const STORAGE_BACKENDS = ['local', 's3'] as const;
export type StorageBackend = (typeof STORAGE_BACKENDS)[number];

export interface TestStorage {
  /** What createTestApp needs to store files there (nothing for local: its default). */
  appOptions: Pick<TestAppOptions, 'fileStorage' | 's3'>;
  close(): Promise<void>;
}

const BUCKET = 'portal-test';

/** Whether the storage holds a file under this key. */
export async function isStored(fileStorage: FileStorage, key: string): Promise<boolean> {
  const stored = await fileStorage.get(key);
  stored?.stream.destroy();
  return stored !== null;
}

/**
 * Local: each test app stores files in its own data dir. S3: a bucket on an S3-compatible server
 * (s3rver) started here on a free loopback port, kept in a temporary directory, which every app
 * given `appOptions` shares, as replicas on several hosts share one bucket.
 */
export async function openTestStorage(backend: StorageBackend): Promise<TestStorage> {
  if (backend === 'local') return { appOptions: {}, close: async () => {} };
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  return {
    appOptions: {
      fileStorage: 's3',
      s3: {
        bucket: BUCKET,
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        // s3rver's built-in account.
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      },
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
