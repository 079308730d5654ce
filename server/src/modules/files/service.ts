import { randomBytes } from 'node:crypto';
import { UPLOAD_MESSAGES } from '@portal/validators';
import type { UploadedFile } from '@portal/contracts/schemas';
import type { Static } from '@fastify/type-provider-typebox';
import type { Db, DbExecutor } from '../../platform/db/db';
import { BusinessError, TooManyRequestsError } from '../../platform/http/envelope';
import {
  IMAGE_TOO_LARGE_MSG,
  detectFileType,
  imageDimensionsAccepted,
} from '../../platform/files/file-signatures';
import type { FileStorage, StoredFile as StoredBytes } from '../../platform/files/file-storage';
import { assertStorageAvailable } from '../../lib/quotas';
import { FILE_MESSAGES, uploadRateMessage } from './messages';
import {
  insertFile,
  selectCompanyFile,
  selectReadableByOthers,
  selectRecentUploads,
  selectStoredFile,
  type CompanyFile,
  type StoredFile,
} from './repo';

export type { CompanyFile };

/** Another module answering "no such file" says it as the download does. */
export const FILE_NOT_FOUND_MSG = FILE_MESSAGES.notFound;

export interface FileRouteOptions {
  /** Where uploads are stored; null when file storage is disabled (uploads answer 507). */
  fileStorage: FileStorage | null;
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Per member and minute: enough for a form's attachments, far from a disk-filling flood. */
export const UPLOAD_RATE = { files: 20, bytes: 50 * 1024 * 1024, windowMs: 60_000 };

/** The upload rate refused: HTTP 429 with Retry-After, like every throttle. */
class UploadRateError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds);
    this.message = uploadRateMessage(retryAfterSeconds);
  }
}

/** A file of this company by id; another company's file is as missing (undefined). */
export function findCompanyFile(
  db: DbExecutor,
  companyId: number,
  id: number,
): Promise<CompanyFile | undefined> {
  return selectCompanyFile(db, companyId, id);
}

const FILE_URL = /^\/(?:haiguan|hg)\/api\/files\/(\d{1,9})$/;

/**
 * An avatar or logo as sent by a client: empty or null clears it; otherwise it must be the `url`
 * of an image this company uploaded (so no foreign or external address is stored).
 */
export async function ownImageUrl(
  db: DbExecutor,
  companyId: number,
  value: string | null,
  message: string,
): Promise<string | null> {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return null;
  const match = FILE_URL.exec(trimmed);
  const file = match ? await selectCompanyFile(db, companyId, Number(match[1])) : undefined;
  if (file?.fileType !== 'image') throw new BusinessError(400, message);
  return trimmed;
}

/** The two urls a stored file is known by (the API's two prefixes). */
export function fileUrls(fileId: number): [string, string] {
  return [`/haiguan/api/files/${fileId}`, `/hg/api/files/${fileId}`];
}

/**
 * Whether a member may read another company's file: only where the portal shows it to them.
 * Profile pictures (member avatars and company logos, seen in chats and lists); a file sent in a
 * chat the member takes part in; a contract attachment of an order the member's company trades in
 * (and has not deleted on its side); an attachment of a demand the member may see (public, or
 * designating the member's company); an attachment of a quote — any version's — on a demand of
 * the member's company (the buyer; the quoting company owns the file), and to no other supplier.
 * Platform staff read only what their own work puts in front of them, per permission: order
 * reviewers the contracts of orders submitted for review, certification reviewers the licence of
 * a company that has asked for verification, feedback repliers files attached to feedback.
 * `*:*:*` holds all three, and nothing beyond.
 */
export function othersMayReadFile(
  db: DbExecutor,
  memberId: number,
  fileId: number,
): Promise<boolean> {
  return selectReadableByOthers(db, memberId, fileId, fileUrls(fileId));
}

/**
 * Refuses an upload while the member's uploads of the last minute reach UPLOAD_RATE (counted
 * from the files table, so it holds across server processes); checked before the body is read.
 */
export async function assertUploadRate(db: DbExecutor, memberId: number, now: Date) {
  const since = new Date(now.getTime() - UPLOAD_RATE.windowMs);
  const { count, bytes, first } = await selectRecentUploads(db, memberId, since);
  if (count < UPLOAD_RATE.files && bytes < UPLOAD_RATE.bytes) return;
  const freedAt = new Date(first!).getTime() + UPLOAD_RATE.windowMs;
  throw new UploadRateError(Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)));
}

/**
 * A name safe to show and to put in Content-Disposition: no path, no control characters, and no
 * bidirectional marks, embeddings, overrides or isolates, which make `exe‮gnp.png` read as
 * `exe…png.exe` backwards (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069).
 */
function displayName(filename: string | undefined, extension: string): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .slice(0, 200);
  return cleaned || `file.${extension}`;
}

/**
 * Stores an upload (security note 8): the type decided by its signature (jpg/png/mp4, and pdf
 * when `allowPdf`), under a random name, owned by the uploader's company and within its storage
 * quota. `base` is the API base path the upload came in on, which its url keeps.
 */
export async function storeUpload(
  db: Db,
  fileStorage: FileStorage,
  member: { id: number; companyId: number },
  upload: { buffer: Buffer; filename: string; allowPdf: boolean; base: string },
  now: () => Date,
): Promise<Static<typeof UploadedFile>> {
  const { buffer } = upload;
  if (buffer.length === 0) throw new BusinessError(400, UPLOAD_MESSAGES.required);
  const detected = detectFileType(buffer, { allowPdf: upload.allowPdf });
  if (!detected) throw new BusinessError(400, UPLOAD_MESSAGES.format);
  if (detected.fileType === 'image' && !imageDimensionsAccepted(buffer)) {
    throw new BusinessError(400, IMAGE_TOO_LARGE_MSG);
  }

  const storedName = `${randomBytes(16).toString('hex')}.${detected.extension}`;
  const name = displayName(upload.filename, detected.extension);
  // Stored first, then counted: the quota check and the row share one transaction that holds
  // the company's lock, so parallel uploads cannot overrun the quota together, but writing
  // the file (seconds, to a remote bucket) happens before it, holding neither the lock nor a
  // database connection. A refused or failed row takes its file away again.
  await fileStorage.put(storedName, buffer, detected.mimeType);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await assertStorageAvailable(tx, member.companyId, buffer.length, now());
      return insertFile(tx, {
        companyId: member.companyId,
        memberId: member.id,
        name,
        storedName,
        mimeType: detected.mimeType,
        fileType: detected.fileType,
        size: buffer.length,
        createdAt: now(),
      });
    });
  } catch (error) {
    await fileStorage.delete(storedName);
    throw error;
  }
  return {
    id,
    name,
    url: `${upload.base}/files/${id}`,
    size: buffer.length,
    fileType: detected.fileType,
  };
}

/**
 * A stored file and its bytes, for a member of the owning company or one the portal shows it to;
 * undefined otherwise, as for a missing file.
 */
export async function readableFile(
  db: DbExecutor,
  fileStorage: FileStorage | null,
  member: { id: number; companyId: number },
  id: number,
): Promise<{ file: StoredFile; bytes: StoredBytes } | undefined> {
  const file = await selectStoredFile(db, id);
  if (!file || !fileStorage) return undefined;
  if (file.companyId !== member.companyId && !(await othersMayReadFile(db, member.id, id))) {
    return undefined;
  }
  const bytes = await fileStorage.get(file.storedName);
  return bytes ? { file, bytes } : undefined;
}
