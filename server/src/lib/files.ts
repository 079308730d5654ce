import type { DbExecutor } from '../db/db';
import { BusinessError } from './envelope';

export interface CompanyFile {
  id: number;
  fileType: 'image' | 'video' | 'file';
  mimeType: string;
}

/** A file of this company by id; another company's file is as missing (undefined). */
export async function findCompanyFile(
  db: DbExecutor,
  companyId: number,
  id: number,
): Promise<CompanyFile | undefined> {
  const { rows } = await db.query<{
    id: number;
    file_type: CompanyFile['fileType'];
    mime_type: string;
  }>('SELECT id, file_type, mime_type FROM files WHERE id = $1 AND company_id = $2', [
    id,
    companyId,
  ]);
  const row = rows[0];
  return row && { id: row.id, fileType: row.file_type, mimeType: row.mime_type };
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
  const file = match ? await findCompanyFile(db, companyId, Number(match[1])) : undefined;
  if (file?.fileType !== 'image') throw new BusinessError(400, message);
  return trimmed;
}
