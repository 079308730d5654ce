import { PERMISSIONS } from '@portal/contracts';
import type { DbExecutor } from '../../platform/db/db';

export interface CompanyFile {
  id: number;
  fileType: 'image' | 'video' | 'file';
  mimeType: string;
}

/** A file of this company by id; another company's file is as missing (undefined). */
export async function selectCompanyFile(
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

/** A stored file as a download needs it. */
export interface StoredFile {
  companyId: number;
  originalName: string;
  storedName: string;
  mimeType: string;
  fileType: string;
}

export async function selectStoredFile(
  db: DbExecutor,
  id: number,
): Promise<StoredFile | undefined> {
  const { rows } = await db.query<StoredFile>(
    `SELECT company_id AS "companyId", original_name AS "originalName", stored_name AS "storedName",
            mime_type AS "mimeType", file_type AS "fileType"
       FROM files WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/** A member's uploads since a moment: how many, their bytes, and when the first came. */
export async function selectRecentUploads(
  db: DbExecutor,
  memberId: number,
  since: Date,
): Promise<{ count: number; bytes: number; first: Date | null }> {
  const { rows } = await db.query<{ count: number; bytes: number; first: Date | null }>(
    `SELECT count(*)::int AS count, coalesce(sum(size), 0)::float8 AS bytes, min(created_at) AS first
       FROM files WHERE member_id = $1 AND created_at > $2`,
    [memberId, since],
  );
  return rows[0]!;
}

/** Records an upload, owned by the uploader's company; its id. */
export async function insertFile(
  db: DbExecutor,
  file: {
    companyId: number;
    memberId: number;
    name: string;
    storedName: string;
    mimeType: string;
    fileType: string;
    size: number;
    createdAt: Date;
  },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO files (company_id, member_id, original_name, stored_name, mime_type, file_type, size, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      file.companyId,
      file.memberId,
      file.name,
      file.storedName,
      file.mimeType,
      file.fileType,
      file.size,
      file.createdAt,
    ],
  );
  return rows[0]!.id;
}

/**
 * Whether the portal shows another company's file to this member (the rules are told at
 * `othersMayReadFile` in service.ts). `urls` are the two urls the file is known by.
 */
export async function selectReadableByOthers(
  db: DbExecutor,
  memberId: number,
  fileId: number,
  urls: [string, string],
): Promise<boolean> {
  const { rows } = await db.query<{ readable: boolean }>(
    `WITH me AS (SELECT id, company_id FROM members WHERE id = $1),
          perms AS (SELECT perms FROM member_permissions WHERE member_id = $1)
     SELECT EXISTS (SELECT 1 FROM members WHERE touxiang = ANY($3::text[]))
         OR EXISTS (SELECT 1 FROM companies WHERE logo = ANY($3::text[]))
         OR EXISTS (SELECT 1 FROM chat_messages
                     WHERE type = 'customFile' AND NOT recalled AND (sender_id = $1 OR receiver_id = $1)
                       AND (payload LIKE $4 OR payload LIKE $5))
         OR EXISTS (SELECT 1 FROM order_contract_files c JOIN orders o ON o.id = c.order_id, me
                     WHERE c.file_id = $2
                       AND ((o.buyer_company_id = me.company_id AND o.buyer_deleted_at IS NULL)
                            OR (o.seller_company_id = me.company_id AND o.seller_deleted_at IS NULL)))
         OR EXISTS (SELECT 1 FROM demand_attachments a JOIN demands d ON d.id = a.demand_id, me
                     WHERE a.file_id = $2 AND (NOT d.designated_only OR EXISTS (
                       SELECT 1 FROM demand_suppliers s
                        WHERE s.demand_id = d.id AND s.company_id = me.company_id)))
         OR EXISTS (SELECT 1 FROM quote_attachments a JOIN quotes q ON q.id = a.quote_id
                      JOIN demands d ON d.id = q.demand_id, me
                     WHERE a.file_id = $2 AND me.company_id IN (d.company_id, q.company_id))
         OR (EXISTS (SELECT 1 FROM perms WHERE perms IN ('*:*:*', $6))
             AND EXISTS (SELECT 1 FROM order_contract_files c JOIN orders o ON o.id = c.order_id
                          WHERE c.file_id = $2 AND o.submitted_at IS NOT NULL))
         OR (EXISTS (SELECT 1 FROM perms WHERE perms IN ('*:*:*', $7))
             AND EXISTS (SELECT 1 FROM companies WHERE licence_file = $2 AND review_status <> 0))
         OR (EXISTS (SELECT 1 FROM perms WHERE perms IN ('*:*:*', $8))
             AND EXISTS (SELECT 1 FROM feedback_attachments WHERE file_id = $2))
         AS readable`,
    [
      memberId,
      fileId,
      urls,
      `%"${urls[0]}"%`,
      `%"${urls[1]}"%`,
      PERMISSIONS.orderExamine,
      PERMISSIONS.certificationReview,
      PERMISSIONS.feedbackReply,
    ],
  );
  return rows[0]!.readable;
}
