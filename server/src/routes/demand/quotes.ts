import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DemandCreated,
  DemandIdParams,
  DemandQuoteBody,
  DemandQuoteQuota,
  MyDemandQuote,
  SentDemandQuote,
} from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import { platformMonthStart, platformToday } from '../../platform/calendar';
import { checkQuote, type CheckedQuote } from '../../lib/demands';
import {
  BusinessError,
  Envelope,
  Nullable,
  PageEnvelope,
  PageQuery,
  SUCCESS_MSG,
  ok,
  rejectUnknownFields,
} from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import { assertTradingCompany } from '../../lib/platform-trading';
import { NOTIFICATION_TYPES, notify } from '../../modules/notifications/notifications';
import { currentMembership, lockCompany } from '../../lib/quotas';
import { shownTexts } from '../../modules/listing-texts/shown-texts';
import { currentMember } from '../../platform/auth/plugin';
import {
  QUOTE_COLUMNS,
  messagesOf,
  quoteAttachmentsOf,
  quoteTerms,
  trimDecimal,
  VISIBLE_TO,
  demandTexts,
  type CardRow,
  type QuoteRow,
} from './common';

/** Quotes the company sent this (platform) month, and what its membership tier allows. */
async function quoteQuota(db: DbExecutor, companyId: number, now: Date) {
  const { tier } = await currentMembership(db, companyId, now);
  const { rows } = await db.query<{ used: number; quota: number }>(
    `SELECT (SELECT count(*)::int FROM quotes WHERE company_id = $1 AND created_at >= $2) AS used,
            (SELECT quote_quota FROM membership_tiers WHERE id = $3) AS quota`,
    [companyId, platformMonthStart(now), tier.id],
  );
  return rows[0]!;
}

function versionOf(quote: CheckedQuote) {
  return JSON.stringify(quote);
}

/**
 * Records one version of a quote: its JSON (terms and attachments, ids and names) and its
 * attachment rows, which keep the files referenced and readable to the buyer.
 */
async function writeVersion(
  tx: DbExecutor,
  quoteId: number,
  revision: 0 | 1,
  quote: CheckedQuote,
  now: Date,
) {
  await tx.query(
    'INSERT INTO quote_versions (quote_id, revision, content, created_at) VALUES ($1, $2, $3, $4)',
    [quoteId, revision, versionOf(quote), now],
  );
  for (const [position, attachment] of quote.attachments.entries()) {
    await tx.query(
      'INSERT INTO quote_attachments (quote_id, revision, file_id, position) VALUES ($1, $2, $3, $4)',
      [quoteId, revision, attachment.fileId, position],
    );
  }
}

/**
 * The supplier's side of demands (docs/demand.md): quote a demand it may see (not its own
 * company's, while ongoing, within the month's quota of its membership tier), with files of its
 * own attached, revise the quote once while it is open (both versions kept, attachments included),
 * and follow its quotes. The buyer's reception contact is told of each quote.
 */
const quoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Written in the quote's own transaction, so a quote never exists without its notice. */
  const tellBuyer = async (
    tx: DbExecutor,
    demandId: number,
    supplierCompanyId: number,
    kind: 'new' | 'revised',
  ) => {
    const { rows } = await tx.query<{
      receiver_id: number;
      title: string;
      country: string | null;
      supplier: string;
    }>(
      `SELECT d.receiver_id, d.title, c.country, s.name AS supplier
         FROM demands d JOIN companies c ON c.id = d.company_id, companies s
        WHERE d.id = $1 AND s.id = $2`,
      [demandId, supplierCompanyId],
    );
    const row = rows[0]!;
    await notify(
      app,
      {
        memberId: row.receiver_id,
        type: NOTIFICATION_TYPES.demand,
        message: {
          key: 'quote.received',
          params: { company: row.supplier, title: row.title, revised: kind === 'new' ? null : 1 },
        },
        jumpId: demandId,
      },
      tx,
    );
  };

  app.get(
    '/quote/quota',
    {
      schema: {
        tags: ['demand'],
        summary: "Quotes the caller's company sent this month, and its membership's monthly quota",
        response: { 200: Envelope(DemandQuoteQuota) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      return ok(await quoteQuota(app.db, member.companyId, app.now()));
    },
  );

  app.get(
    '/demand/:id/myQuote',
    {
      schema: {
        tags: ['demand'],
        summary: "The caller's company's quote on a demand, or null",
        params: DemandIdParams,
        response: { 200: Envelope(Nullable(MyDemandQuote)) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { rows } = await app.db.query<QuoteRow>(
        `SELECT ${QUOTE_COLUMNS} FROM quotes q WHERE q.demand_id = $1 AND q.company_id = $2`,
        [request.params.id, member.companyId],
      );
      const row = rows[0];
      if (!row) return ok(null);
      const attachments = await quoteAttachmentsOf(app.db, [row.id]);
      return ok({
        ...quoteTerms(row),
        attachments: attachments(row.id, row.revision),
        id: row.id,
        status: row.status,
        revisionsLeft: row.status === 1 ? 1 - row.revision : 0,
        updateTime: new Date(row.updated_at).toISOString(),
      });
    },
  );

  app.post(
    '/demand/:id/quote',
    {
      preValidation: rejectUnknownFields(DemandQuoteBody),
      schema: {
        tags: ['demand'],
        summary: 'Quote an ongoing demand (one quote per company and demand)',
        params: DemandIdParams,
        body: DemandQuoteBody,
        response: { 200: Envelope(DemandCreated) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      await assertTradingCompany(app.db, member.companyId);
      const text = messagesOf(request);
      const now = app.now();
      const language = requestLanguage(request.headers['accept-language']);
      const id = await app.db.transaction(async (tx) => {
        const { rows } = await tx.query<{
          id: number;
          company_id: number;
          status: number;
          deadline: string;
        }>(
          `SELECT d.id, d.company_id, d.status, to_char(d.deadline, 'YYYY-MM-DD') AS deadline
             FROM demands d JOIN companies c ON c.id = d.company_id
            WHERE d.id = $1 AND NOT c.is_platform AND (d.company_id = $2 OR ${VISIBLE_TO('$2')})
            FOR UPDATE OF d`,
          [request.params.id, member.companyId],
        );
        const demand = rows[0];
        if (!demand) throw new BusinessError(404, text.demandNotFound());
        if (demand.company_id === member.companyId) throw new BusinessError(400, text.ownDemand());
        if (demand.status !== 1 || demand.deadline < platformToday(now)) {
          throw new BusinessError(400, text.demandClosed());
        }
        const existing = await tx.query(
          'SELECT 1 FROM quotes WHERE demand_id = $1 AND company_id = $2',
          [demand.id, member.companyId],
        );
        if (existing.rows.length > 0) throw new BusinessError(400, text.alreadyQuoted());
        const quote = await checkQuote(
          tx,
          member.companyId,
          request.body,
          demand.deadline,
          language,
          now,
        );
        // Serialises the company's quotes, so two at once cannot both take the last one.
        await lockCompany(tx, member.companyId);
        const quota = await quoteQuota(tx, member.companyId, now);
        if (quota.used >= quota.quota) throw new BusinessError(403, text.quotaFull(quota));
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO quotes (demand_id, company_id, member_id, unit_price, total_price, quantity,
             currency, delivery_terms, delivery_date, valid_until, message, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) RETURNING id`,
          [
            demand.id,
            member.companyId,
            member.id,
            quote.unitPrice,
            quote.totalPrice,
            quote.quantity,
            quote.currency,
            quote.deliveryTerms,
            quote.deliveryDate,
            quote.validUntil,
            quote.message,
            now,
          ],
        );
        const quoteId = inserted.rows[0]!.id;
        await writeVersion(tx, quoteId, 0, quote, now);
        await tellBuyer(tx, request.params.id, member.companyId, 'new');
        return quoteId;
      });
      app.notificationOutbox.deliverSoon();
      return ok({ id });
    },
  );

  app.put(
    '/quote/:id',
    {
      preValidation: rejectUnknownFields(DemandQuoteBody),
      schema: {
        tags: ['demand'],
        summary: 'Revise an open quote (once); the first version is kept, with its attachments',
        params: DemandIdParams,
        body: DemandQuoteBody,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      await assertTradingCompany(app.db, member.companyId);
      const text = messagesOf(request);
      const now = app.now();
      const language = requestLanguage(request.headers['accept-language']);
      await app.db.transaction(async (tx) => {
        const { rows } = await tx.query<{
          id: number;
          demand_id: number;
          status: number;
          revision: number;
          demand_status: number;
          deadline: string;
        }>(
          `SELECT q.id, q.demand_id, q.status, q.revision, d.status AS demand_status,
                  to_char(d.deadline, 'YYYY-MM-DD') AS deadline
             FROM quotes q JOIN demands d ON d.id = q.demand_id
            WHERE q.id = $1 AND q.company_id = $2 FOR UPDATE OF q`,
          [request.params.id, member.companyId],
        );
        const current = rows[0];
        if (!current) throw new BusinessError(404, text.quoteNotFound());
        if (current.status !== 1 || current.demand_status !== 1) {
          throw new BusinessError(400, text.quoteClosed());
        }
        if (current.revision >= 1) throw new BusinessError(400, text.revisionUsed());
        const quote = await checkQuote(
          tx,
          member.companyId,
          request.body,
          current.deadline,
          language,
          now,
        );
        await tx.query(
          `UPDATE quotes SET revision = 1, unit_price = $2, total_price = $3, quantity = $4,
             currency = $5, delivery_terms = $6, delivery_date = $7, valid_until = $8, message = $9,
             member_id = $10, updated_at = $11
           WHERE id = $1`,
          [
            current.id,
            quote.unitPrice,
            quote.totalPrice,
            quote.quantity,
            quote.currency,
            quote.deliveryTerms,
            quote.deliveryDate,
            quote.validUntil,
            quote.message,
            member.id,
            now,
          ],
        );
        await writeVersion(tx, current.id, 1, quote, now);
        await tellBuyer(tx, current.demand_id, member.companyId, 'revised');
      });
      app.notificationOutbox.deliverSoon();
      return ok(null);
    },
  );

  app.get(
    '/quote/ownList',
    {
      schema: {
        tags: ['demand'],
        summary: "The quotes the caller's company sent, newest first",
        querystring: PageQuery,
        response: { 200: PageEnvelope(SentDemandQuote) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { pageNum, pageSize } = request.query;
      const reader = requestLanguage(request.headers['accept-language']);
      const [count, page] = await Promise.all([
        app.db.query<{ total: number }>(
          'SELECT count(*)::int AS total FROM quotes WHERE company_id = $1',
          [member.companyId],
        ),
        app.db.query<
          QuoteRow &
            Pick<
              CardRow,
              'title' | 'product_name' | 'description' | 'original_language' | 'translations'
            > & { demand_id: number; unit: string }
        >(
          `SELECT ${QUOTE_COLUMNS}, d.id AS demand_id, d.title, d.product_name, d.description,
                  d.original_language, d.translations, d.unit
             FROM quotes q JOIN demands d ON d.id = q.demand_id
            WHERE q.company_id = $1 ORDER BY q.created_at DESC, q.id DESC LIMIT $2 OFFSET $3`,
          [member.companyId, pageSize, (pageNum - 1) * pageSize],
        ),
      ]);
      return {
        code: 200,
        msg: SUCCESS_MSG,
        total: count.rows[0]!.total,
        rows: page.rows.map((row) => ({
          id: row.id,
          status: row.status,
          revisionsLeft: row.status === 1 ? 1 - row.revision : 0,
          demand: { id: row.demand_id, title: shownTexts(demandTexts(row), reader).texts.title! },
          unitPrice: row.unit_price,
          totalPrice: row.total_price,
          quantity: trimDecimal(row.quantity),
          unit: row.unit,
          currency: row.currency,
          createTime: new Date(row.created_at).toISOString(),
        })),
      };
    },
  );
};

export default quoteRoutes;
