import { Type } from 'typebox';
import { Envelope } from '../schemas/common';
import { FileIdParams, UploadQuery, UploadedFile } from '../schemas/files';
import { endpoint } from './define';

/** Uploads and the files they store (docs/server.md, "upload" and "files/:id"). */
export const filesEndpoints = {
  /** The body is multipart (field `file`), which no JSON schema describes: it is sent as it is. */
  upload: endpoint({
    method: 'POST',
    path: '/upload',
    summary: 'Upload one file (multipart field `file`)',
    tags: ['files'],
    access: 'member',
    consumes: ['multipart/form-data'],
    query: UploadQuery,
    response: Envelope(UploadedFile),
  }),
  /** The file itself, not an envelope; 404 `文件不存在` for a file the caller may not read. */
  download: endpoint({
    method: 'GET',
    path: '/files/:id',
    summary:
      "A stored file: the owning company's, a profile picture, a file of the caller's chat or order, or one a platform reviewer's work needs; others get 404 as if missing",
    tags: ['files'],
    access: 'member',
    params: FileIdParams,
    response: Type.Unknown({ description: 'The file’s bytes, with its Content-Type' }),
  }),
};
