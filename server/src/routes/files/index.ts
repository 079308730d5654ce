import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { FileIdParams, UploadQuery, UploadedFile } from '@portal/contracts/schemas';
import { UPLOAD_MESSAGES } from '@portal/validators';
import { currentMember } from '../../platform/auth/plugin';
import { BusinessError, Envelope, TooManyRequestsError, ok } from '../../platform/http/envelope';
import {
  IMAGE_TOO_LARGE_MSG,
  detectFileType,
  imageDimensionsAccepted,
} from '../../platform/files/file-signatures';
import type { FileStorage } from '../../platform/files/file-storage';
import { othersMayReadFile } from '../../lib/files';
import { assertStorageAvailable } from '../../lib/quotas';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const FILE_NOT_FOUND_MSG = '文件不存在';
export const ONE_FILE_ONLY_MSG = '一次只能上传一个文件';
const FILE_TOO_LARGE_MSG = '文件大小不能超过5MB';
/** Per member and minute: enough for a form's attachments, far from a disk-filling flood. */
export const UPLOAD_RATE = { files: 20, bytes: 50 * 1024 * 1024, windowMs: 60_000 };

/** The upload rate refused: HTTP 429 with Retry-After, like every throttle. */
class UploadRateError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds);
    this.message = `上传过于频繁，请 ${retryAfterSeconds} 秒后再试`;
  }
}

export interface FileRouteOptions {
  /** Where uploads are stored; null when file storage is disabled (uploads answer 507). */
  fileStorage: FileStorage | null;
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

function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|[\\"%;]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Uploads (security note 8): one file per request, at most 5 MB, within the member's upload rate and
 * the company's storage quota (membership tier), the type decided by its signature
 * (jpg/png/mp4, and pdf with `?purpose=licence`), stored under a random name outside the web root,
 * owned by the uploader's company. Downloads for that company's members, and for others only where
 * the portal shows them the file (othersMayReadFile).
 */
const fileRoutes: FastifyPluginAsyncTypebox<FileRouteOptions> = async (app, options) => {
  /**
   * Refuses an upload while the member's uploads of the last minute reach UPLOAD_RATE (counted
   * from the files table, so it holds across server processes); checked before the body is read.
   */
  async function assertUploadRate(memberId: number): Promise<void> {
    const now = app.now();
    const since = new Date(now.getTime() - UPLOAD_RATE.windowMs);
    const { rows } = await app.db.query<{ count: number; bytes: number; first: Date | null }>(
      `SELECT count(*)::int AS count, coalesce(sum(size), 0)::float8 AS bytes, min(created_at) AS first
         FROM files WHERE member_id = $1 AND created_at > $2`,
      [memberId, since],
    );
    const { count, bytes, first } = rows[0]!;
    if (count < UPLOAD_RATE.files && bytes < UPLOAD_RATE.bytes) return;
    const freedAt = new Date(first!).getTime() + UPLOAD_RATE.windowMs;
    throw new UploadRateError(Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)));
  }

  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
  });

  /**
   * The request's one file, in the field `file`, read whole: a request carrying a second file is
   * refused rather than having the rest dropped unseen.
   */
  async function readTheOneFile(
    request: FastifyRequest,
  ): Promise<{ buffer: Buffer; filename: string }> {
    let received: { buffer: Buffer; filename: string } | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (received) throw new BusinessError(400, ONE_FILE_ONLY_MSG);
        if (part.fieldname !== 'file') throw new BusinessError(400, UPLOAD_MESSAGES.required);
        const buffer = await part.toBuffer();
        if (part.file.truncated) throw new BusinessError(400, FILE_TOO_LARGE_MSG);
        received = { buffer, filename: part.filename };
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new BusinessError(400, FILE_TOO_LARGE_MSG);
      // Past the one file allowed (limits.files), the parser stops and reports the next one.
      if (code === 'FST_FILES_LIMIT') throw new BusinessError(400, ONE_FILE_ONLY_MSG);
      throw error;
    }
    if (!received) throw new BusinessError(400, UPLOAD_MESSAGES.required);
    return received;
  }

  app.post(
    '/upload',
    {
      schema: {
        tags: ['files'],
        summary: 'Upload one file (multipart field `file`)',
        consumes: ['multipart/form-data'],
        querystring: UploadQuery,
        response: { 200: Envelope(UploadedFile) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { fileStorage } = options;
      if (!fileStorage) throw new BusinessError(507, '未配置对象存储');
      if (!request.isMultipart()) throw new BusinessError(400, UPLOAD_MESSAGES.required);
      await assertUploadRate(member.id);
      const { buffer, filename } = await readTheOneFile(request);
      if (buffer.length === 0) throw new BusinessError(400, UPLOAD_MESSAGES.required);
      const detected = detectFileType(buffer, { allowPdf: request.query.purpose !== undefined });
      if (!detected) throw new BusinessError(400, UPLOAD_MESSAGES.format);
      if (detected.fileType === 'image' && !imageDimensionsAccepted(buffer)) {
        throw new BusinessError(400, IMAGE_TOO_LARGE_MSG);
      }

      const storedName = `${randomBytes(16).toString('hex')}.${detected.extension}`;
      const name = displayName(filename, detected.extension);
      // Stored first, then counted: the quota check and the row share one transaction that holds
      // the company's lock, so parallel uploads cannot overrun the quota together, but writing
      // the file (seconds, to a remote bucket) happens before it, holding neither the lock nor a
      // database connection. A refused or failed row takes its file away again.
      await fileStorage.put(storedName, buffer, detected.mimeType);
      let id: number;
      try {
        id = await app.db.transaction(async (tx) => {
          await assertStorageAvailable(tx, member.companyId, buffer.length, app.now());
          const { rows } = await tx.query<{ id: number }>(
            `INSERT INTO files (company_id, member_id, original_name, stored_name, mime_type, file_type, size, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
            [
              member.companyId,
              member.id,
              name,
              storedName,
              detected.mimeType,
              detected.fileType,
              buffer.length,
              app.now(),
            ],
          );
          return rows[0]!.id;
        });
      } catch (error) {
        await fileStorage.delete(storedName);
        throw error;
      }
      // The same base path the upload came in on (/haiguan/api or /hg/api).
      const base = request.routeOptions.url!.replace(/\/upload$/, '');
      return ok({
        id,
        name,
        url: `${base}/files/${id}`,
        size: buffer.length,
        fileType: detected.fileType,
      });
    },
  );

  app.get(
    '/files/:id',
    {
      schema: {
        tags: ['files'],
        summary:
          "A stored file: the owning company's, a profile picture, a file of the caller's chat or order, or one a platform reviewer's work needs; others get 404 as if missing",
        params: FileIdParams,
      },
    },
    async (request, reply) => {
      const member = currentMember(request);
      const { rows } = await app.db.query<{
        company_id: number;
        original_name: string;
        stored_name: string;
        mime_type: string;
        file_type: string;
      }>(
        'SELECT company_id, original_name, stored_name, mime_type, file_type FROM files WHERE id = $1',
        [request.params.id],
      );
      const file = rows[0];
      const notFound = () => reply.code(404).send({ code: 404, msg: FILE_NOT_FOUND_MSG });
      if (!file || !options.fileStorage) return notFound();
      if (
        file.company_id !== member.companyId &&
        !(await othersMayReadFile(app.db, member.id, request.params.id))
      ) {
        return notFound();
      }
      const stored = await options.fileStorage.get(file.stored_name);
      if (!stored) return notFound();
      const kind = file.file_type === 'image' ? 'inline' : 'attachment';
      return reply
        .header('content-type', file.mime_type)
        .header('content-length', stored.size)
        .header('content-disposition', contentDisposition(kind, file.original_name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', 'sandbox')
        .header('cache-control', 'private, no-cache')
        .send(stored.stream);
    },
  );
};

export default fileRoutes;
