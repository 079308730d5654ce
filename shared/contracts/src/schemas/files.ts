import { Type } from 'typebox';
import { SerialId } from './common';

/** Shapes of the upload and download routes (security note 8). */

export const UploadedFile = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'the name as uploaded (display only)' }),
  url: Type.String({ description: 'GET it with the bearer token' }),
  size: Type.Integer(),
  fileType: Type.Union([Type.Literal('image'), Type.Literal('video'), Type.Literal('file')]),
});

export const UploadQuery = Type.Object({
  purpose: Type.Optional(
    Type.Union([Type.Literal('licence'), Type.Literal('contract')], {
      description: '`licence` and `contract` also accept PDF (business licences, order contracts)',
    }),
  ),
});

export const FileIdParams = Type.Object({
  id: SerialId,
});
