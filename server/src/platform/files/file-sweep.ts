import type { DbExecutor } from '../db/db';
import type { FileStorage } from './file-storage';

/** An upload no record uses is kept this long: the form it was uploaded for may still be open. */
export const FILE_SWEEP_GRACE_MS = 24 * 3_600_000;
export const FILE_SWEEP_INTERVAL_MS = 3_600_000;
/** Files deleted per statement, so one sweep never holds many locks for long. */
const BATCH = 500;

/** The two urls of file `f` as stored in url columns and chat payloads. */
const URLS = `('/haiguan/api/files/' || f.id, '/hg/api/files/' || f.id)`;

/**
 * Every record that points at a file (grep the migrations for file ids and upload urls when a new
 * one is added): avatars and business cards, company logos and licences, feedback attachments,
 * contract attachments, product images and videos, demand attachments, quote attachments (every
 * version's), and files sent in chat (a recalled message no longer shows its file).
 */
const REFERENCED = `(
     EXISTS (SELECT 1 FROM members m WHERE m.touxiang IN ${URLS} OR m.business_card IN ${URLS})
  OR EXISTS (SELECT 1 FROM companies c WHERE c.logo IN ${URLS} OR c.licence_file = f.id)
  OR EXISTS (SELECT 1 FROM feedback_attachments a WHERE a.file_id = f.id)
  OR EXISTS (SELECT 1 FROM order_contract_files o WHERE o.file_id = f.id)
  OR EXISTS (SELECT 1 FROM product_media pm WHERE pm.file_id = f.id)
  OR EXISTS (SELECT 1 FROM demand_attachments da WHERE da.file_id = f.id)
  OR EXISTS (SELECT 1 FROM quote_attachments qa WHERE qa.file_id = f.id)
  OR EXISTS (SELECT 1 FROM chat_messages cm
              WHERE cm.type = 'customFile' AND NOT cm.recalled
                AND (cm.payload LIKE '%"/haiguan/api/files/' || f.id || '"%'
                     OR cm.payload LIKE '%"/hg/api/files/' || f.id || '"%')))`;

/**
 * Deletes the uploads older than the grace period that no record references: the row, then the
 * stored file. Returns how many were deleted. A reference made while a batch runs either blocks
 * on the row (id columns have foreign keys) or, for url columns, was validated against a file
 * older than the grace period a moment before it went: the sweep runs hourly on day-old files,
 * so that window is negligible.
 */
export async function sweepUnreferencedFiles(
  db: DbExecutor,
  fileStorage: FileStorage,
  now: Date,
  graceMs = FILE_SWEEP_GRACE_MS,
): Promise<number> {
  const cutoff = new Date(now.getTime() - graceMs);
  let deleted = 0;
  for (;;) {
    const { rows } = await db.query<{ stored_name: string }>(
      `DELETE FROM files WHERE id IN (
         SELECT f.id FROM files f WHERE f.created_at < $1 AND NOT ${REFERENCED} LIMIT ${BATCH})
       RETURNING stored_name`,
      [cutoff],
    );
    for (const row of rows) await fileStorage.delete(row.stored_name);
    deleted += rows.length;
    if (rows.length < BATCH) return deleted;
  }
}
