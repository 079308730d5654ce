import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config, S3Settings } from '../../config';

export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where uploads are kept, each under its key: the `stored_name` of its `files` row. Nothing here
 * decides who may read a file: routes check that against the row first and stream the file
 * themselves, so the store is never exposed.
 */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** A file already gone is not an error. */
  delete(key: string): Promise<void>;
}

/** Files in one directory of this host: enough for one server, or replicas sharing a volume. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  /** Keys are file names: whatever a row holds, nothing outside the directory is reached. */
  private location(key: string): string {
    return path.join(this.dir, path.basename(key));
  }

  async put(key: string, body: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(this.location(key), body, { flag: 'wx' });
  }

  async get(key: string): Promise<StoredFile | null> {
    const handle = await open(this.location(key)).catch(() => null);
    if (!handle) return null;
    // Size and bytes from the same open file, so a delete in between cannot split them.
    const info = await handle.stat().catch(() => null);
    if (!info?.isFile()) {
      await handle.close();
      return null;
    }
    return { stream: handle.createReadStream(), size: info.size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.location(key), { force: true });
  }
}

/** Objects in an S3 bucket (or an S3-compatible store) that every replica reaches alike. */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: {
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
      },
      // The SDK's default checksums (trailing CRC headers) are not understood by every
      // S3-compatible store; uploads are small buffers sent with their Content-Length anyway.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return { stream: object.Body as Readable, size: object.ContentLength! };
    } catch (error) {
      // Only a missing object is "no such file"; an unreachable store or a wrong bucket is a fault.
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}

/**
 * The storage the configuration names: null when uploads are disabled, or local without a data
 * directory (an embedder's app); uploads then answer 507.
 */
export function createFileStorage(
  config: Partial<Pick<Config, 'fileStorage' | 'dataDir' | 's3'>>,
): FileStorage | null {
  if (config.fileStorage === 's3') {
    if (!config.s3) throw new Error('FILE_STORAGE=s3 without S3 settings');
    return new S3FileStorage(config.s3);
  }
  if (config.fileStorage === 'disabled' || !config.dataDir) return null;
  return new LocalFileStorage(path.join(config.dataDir, 'uploads'));
}
