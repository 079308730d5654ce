import type { FastifyInstance } from 'fastify';
import { FEEDBACK_MAX_ATTACHMENTS, type Language } from '@portal/contracts';
import type {
  FeedbackBody,
  FeedbackDetail,
  FeedbackSummary,
  OperatorFeedbackDetail,
  OperatorFeedbackSummary,
  Static,
} from '@portal/contracts/schemas';
import type { Db, DbExecutor } from '../../platform/db/db';
import type { Page, PageRequest } from '../../platform/db/paging';
import { BusinessError, assertValid } from '../../platform/http/envelope';
import { notify, NOTIFICATION_TYPES } from '../notifications/service';
import { FEEDBACK_MESSAGES, tooManyAttachments } from './messages';
import {
  allFeedbackPage,
  countCompanyFiles,
  findFeedback,
  insertFeedback,
  lockFeedback,
  memberFeedbackPage,
  saveReply,
  setProcessing,
} from './repo';

const FEEDBACK_TYPES = new Set([1, 2, 3, 4]);

interface Member {
  id: number;
  companyId: number;
}

/** A member's feedback, with files their company uploaded; its id. */
export async function submitFeedback(
  db: Db,
  member: Member,
  body: Static<typeof FeedbackBody>,
  now: Date,
): Promise<number> {
  const title = body.title?.trim() ?? '';
  const content = body.content?.trim() ?? '';
  const contact = body.contact?.trim() || null;
  const attachments = [...new Set(body.attachments ?? [])];
  assertValid(
    body.type !== undefined && FEEDBACK_TYPES.has(body.type) ? null : FEEDBACK_MESSAGES.chooseType,
    title ? null : FEEDBACK_MESSAGES.titleRequired,
    content ? null : FEEDBACK_MESSAGES.contentRequired,
    attachments.length > FEEDBACK_MAX_ATTACHMENTS
      ? tooManyAttachments(FEEDBACK_MAX_ATTACHMENTS)
      : null,
  );
  if (attachments.length > 0) {
    const owned = await countCompanyFiles(db, attachments, member.companyId);
    assertValid(owned === attachments.length ? null : FEEDBACK_MESSAGES.attachmentMissing);
  }
  return db.transaction((tx) =>
    insertFeedback(tx, {
      companyId: member.companyId,
      memberId: member.id,
      type: body.type!,
      title,
      content,
      contact,
      attachments,
      createdAt: now,
    }),
  );
}

export function memberFeedback(
  db: DbExecutor,
  memberId: number,
  query: PageRequest & { status?: number },
): Promise<Page<Static<typeof FeedbackSummary>>> {
  return memberFeedbackPage(db, memberId, query.status ?? null, query);
}

/** One of the member's own feedback; another member's answers as a missing one. */
export async function ownFeedback(
  db: DbExecutor,
  memberId: number,
  id: number,
): Promise<Static<typeof FeedbackDetail>> {
  const found = await findFeedback(db, id, memberId);
  if (!found) throw new BusinessError(404, FEEDBACK_MESSAGES.notFound);
  return found.detail;
}

export function allFeedback(
  db: DbExecutor,
  query: PageRequest & { status?: number },
  language: Language,
): Promise<Page<Static<typeof OperatorFeedbackSummary>>> {
  return allFeedbackPage(db, query.status ?? null, query, language);
}

export async function anyFeedback(
  db: DbExecutor,
  id: number,
  language: Language,
): Promise<Static<typeof OperatorFeedbackDetail>> {
  const found = await findFeedback(db, id, null, language);
  if (!found) throw new BusinessError(404, FEEDBACK_MESSAGES.notFound);
  return { ...found.detail, ...found.submitter };
}

/** The feedback locked for a decision; 404 when missing, 400 once it has been replied to. */
async function lockOpenFeedback(tx: DbExecutor, id: number) {
  const feedback = await lockFeedback(tx, id);
  if (!feedback) throw new BusinessError(404, FEEDBACK_MESSAGES.notFound);
  if (feedback.status === 2) throw new BusinessError(400, FEEDBACK_MESSAGES.alreadyReplied);
  return feedback;
}

export async function markProcessing(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const feedback = await lockOpenFeedback(tx, id);
    await setProcessing(tx, feedback.id);
  });
}

/** Replies once and tells the member who sent it (notifications type 6). */
export async function replyToFeedback(
  app: FastifyInstance,
  operatorId: number,
  id: number,
  text: string | undefined,
): Promise<void> {
  const reply = text?.trim() ?? '';
  assertValid(reply ? null : FEEDBACK_MESSAGES.replyRequired);
  await app.db.transaction(async (tx) => {
    const open = await lockOpenFeedback(tx, id);
    await saveReply(tx, open.id, { text: reply, by: operatorId, at: app.now() });
    // A guest's contact-form message has no member to notify: the operator answers by the
    // e-mail or phone it gives, and the reply is kept here.
    if (open.memberId === null) return;
    await notify(
      app,
      {
        memberId: open.memberId,
        type: NOTIFICATION_TYPES.feedbackReply,
        message: { key: 'feedback.replied', params: { feedback: open.title, reply } },
        jumpId: open.id,
      },
      tx,
    );
  });
  app.notificationOutbox.deliverSoon();
}
