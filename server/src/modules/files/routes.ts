import type { FastifyInstance, FastifyRequest } from 'fastify';
import { filesEndpoints } from '@portal/contracts/endpoints/files';
import { UPLOAD_MESSAGES } from '@portal/validators';
import { currentMember } from '../../platform/auth/plugin';
import { BusinessError, ok } from '../../platform/http/envelope';
import { route } from '../../platform/http/endpoint';
import { FILE_MESSAGES } from './messages';
import { assertUploadRate, readableFile, storeUpload, type FileRouteOptions } from './service';

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
      if (received) throw new BusinessError(400, FILE_MESSAGES.oneFileOnly);
      if (part.fieldname !== 'file') throw new BusinessError(400, UPLOAD_MESSAGES.required);
      const buffer = await part.toBuffer();
      if (part.file.truncated) throw new BusinessError(400, FILE_MESSAGES.tooLarge);
      received = { buffer, filename: part.filename };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new BusinessError(400, FILE_MESSAGES.tooLarge);
    // Past the one file allowed (limits.files), the parser stops and reports the next one.
    if (code === 'FST_FILES_LIMIT') throw new BusinessError(400, FILE_MESSAGES.oneFileOnly);
    throw error;
  }
  if (!received) throw new BusinessError(400, UPLOAD_MESSAGES.required);
  return received;
}

function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|[\\"%;]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Uploads (security note 8): one file per request, at most 5 MB, within the member's upload rate
 * and the company's storage quota (membership tier). Downloads for the owning company's members,
 * and for others only where the portal shows them the file (othersMayReadFile). The multipart
 * parser is registered by the module, for these routes alone.
 */
export function fileRoutes(app: FastifyInstance, options: FileRouteOptions): void {
  route(app, filesEndpoints.upload, async (request) => {
    const member = currentMember(request);
    const { fileStorage } = options;
    if (!fileStorage) throw new BusinessError(507, FILE_MESSAGES.storageDisabled);
    if (!request.isMultipart()) throw new BusinessError(400, UPLOAD_MESSAGES.required);
    await assertUploadRate(app.db, member.id, app.now());
    const { buffer, filename } = await readTheOneFile(request);
    // The same base path the upload came in on (/haiguan/api or /hg/api).
    const base = request.routeOptions.url!.replace(/\/upload$/, '');
    const uploaded = await storeUpload(
      app.db,
      fileStorage,
      member,
      { buffer, filename, allowPdf: request.query.purpose !== undefined, base },
      () => app.now(),
    );
    return ok(uploaded);
  });

  route(app, filesEndpoints.download, async (request, reply) => {
    const found = await readableFile(
      app.db,
      options.fileStorage,
      currentMember(request),
      request.params.id,
    );
    if (!found) return reply.code(404).send({ code: 404, msg: FILE_MESSAGES.notFound });
    const { file, bytes } = found;
    const kind = file.fileType === 'image' ? 'inline' : 'attachment';
    return reply
      .header('content-type', file.mimeType)
      .header('content-length', bytes.size)
      .header('content-disposition', contentDisposition(kind, file.originalName))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', 'sandbox')
      .header('cache-control', 'private, no-cache')
      .send(bytes.stream);
  });
}
