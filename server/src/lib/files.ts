import { PERMISSIONS } from '@portal/contracts';
import type { DbExecutor } from '../platform/db/db';
import { BusinessError } from '../platform/http/envelope';

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
export async function othersMayReadFile(
  db: DbExecutor,
  memberId: number,
  fileId: number,
): Promise<boolean> {
  const urls = fileUrls(fileId);
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
