import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DemandBody,
  DemandCreated,
  DemandIdParams,
  DemandQuoteConfirmed,
  DemandReceivedQuote,
  OwnDemand,
  OwnDemandDetail,
  OwnDemandQuery,
} from '@portal/contracts/schemas';
import type { Language } from '@portal/contracts';
import type { ListingTranslations } from '@portal/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../platform/db/db';
import { platformToday } from '../../platform/calendar';
import {
  DEMAND_STATUS,
  checkDemand,
  expireQuotes,
  notifyQuotesExpired,
  type CheckedDemand,
} from '../../lib/demands';
import {
  BusinessError,
  Envelope,
  PageEnvelope,
  SUCCESS_MSG,
  ok,
  rejectUnknownFields,
} from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import { assertTradingCompany } from '../../lib/platform-trading';
import { NOTIFICATION_TYPES, notify } from '../../modules/notifications/notifications';
import { OWN_DEMAND_FILTER_SQL, expiringWindow } from '../../modules/demand/own-demand-filters';
import { checkTranslations } from '../../modules/listing-texts/check-translations';
import { missingLanguages } from '../../modules/listing-texts/shown-texts';
import { currentMember, type AuthenticatedMember } from '../../platform/auth/plugin';
import { insertOrder, noticeOf, notifyParties } from '../../modules/orders/service';
import {
  CARD_COLUMNS,
  QUOTE_COLUMNS,
  attachmentsOf,
  companyNameFor,
  demandTexts,
  messagesOf,
  ownCard,
  quoteAttachmentsOf,
  quoteTerms,
  type CardRow,
  type QuoteRow,
} from './common';

/** Tells the designated suppliers' main accounts that they are invited to quote. */
async function inviteSuppliers(
  app: FastifyInstance,
  demandId: number,
  companyIds: number[],
  buyerName: string,
  title: string,
) {
  if (companyIds.length === 0) return;
  const { rows } = await app.db.query<{ id: number; country: string | null }>(
    `SELECT DISTINCT ON (m.company_id) m.id, c.country
       FROM members m JOIN companies c ON c.id = m.company_id
      WHERE m.company_id = ANY($1::int[]) AND m.mid = 0 AND NOT m.disabled
      ORDER BY m.company_id, m.id`,
    [companyIds],
  );
  for (const main of rows) {
    await notify(app, {
      memberId: main.id,
      type: NOTIFICATION_TYPES.quote,
      message: { key: 'quote.invited', params: { company: buyerName, title } },
      jumpId: demandId,
    });
  }
}

async function writeDemandLinks(tx: DbExecutor, demandId: number, demand: CheckedDemand) {
  await tx.query('DELETE FROM demand_attachments WHERE demand_id = $1', [demandId]);
  for (const [position, fileId] of demand.attachmentIds.entries()) {
    await tx.query(
      'INSERT INTO demand_attachments (demand_id, file_id, position) VALUES ($1, $2, $3)',
      [demandId, fileId, position],
    );
  }
  const before = await tx.query<{ company_id: number }>(
    'DELETE FROM demand_suppliers WHERE demand_id = $1 RETURNING company_id',
    [demandId],
  );
  for (const companyId of demand.supplierIds) {
    await tx.query('INSERT INTO demand_suppliers (demand_id, company_id) VALUES ($1, $2)', [
      demandId,
      companyId,
    ]);
  }
  const known = new Set(before.rows.map((row) => row.company_id));
  return demand.supplierIds.filter((id) => !known.has(id));
}

/**
 * The buyer's side of demands (docs/demand.md): post and edit a demand while it is ongoing, finish
 * it, read the quotes received and confirm one, which becomes a trade order pending the supplier's
 * confirmation. Every demand belongs to the company that posted it; another company's id is
 * answered as missing.
 */
const demandRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const companyName = async (companyId: number) =>
    (await app.db.query<{ name: string }>('SELECT name FROM companies WHERE id = $1', [companyId]))
      .rows[0]!.name;

  /** The caller's company's demand, locked; anyone else's is as missing. */
  const lockOwnDemand = async (
    tx: DbExecutor,
    member: AuthenticatedMember,
    id: number,
    request: Parameters<typeof messagesOf>[0],
  ) => {
    const { rows } = await tx.query<{
      id: number;
      status: number;
      title: string;
      original_language: Language;
      translations: ListingTranslations<'demand'>;
    }>(
      `SELECT id, status, title, original_language, translations FROM demands
        WHERE id = $1 AND company_id = $2 FOR UPDATE`,
      [id, member.companyId],
    );
    if (!rows[0]) throw new BusinessError(404, messagesOf(request).demandNotFound());
    return rows[0];
  };

  app.get(
    '/demand/ownList',
    {
      schema: {
        tags: ['demand'],
        summary: "The company's demands, newest first; by status, quotes received, expiring soon",
        querystring: OwnDemandQuery,
        response: { 200: PageEnvelope(OwnDemand) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { pageNum, pageSize, status, quotesReceived, expiringSoon } = request.query;
      const params: unknown[] = [member.companyId];
      const where = ['d.company_id = $1'];
      if (status) {
        params.push(status);
        where.push(`d.status = $${params.length}`);
      }
      if (quotesReceived) where.push(OWN_DEMAND_FILTER_SQL.quotesReceived);
      if (expiringSoon) {
        const { today, expiringBy } = expiringWindow(app.now());
        params.push(today, expiringBy);
        where.push(
          OWN_DEMAND_FILTER_SQL.expiringSoon(`$${params.length - 1}`, `$${params.length}`),
        );
      }
      const from = `FROM demands d JOIN companies c ON c.id = d.company_id
        WHERE ${where.join(' AND ')}`;
      const [count, page] = await Promise.all([
        app.db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params),
        app.db.query<CardRow & { quote_count: number }>(
          `SELECT ${CARD_COLUMNS},
                  (SELECT count(*)::int FROM quotes q WHERE q.demand_id = d.id) AS quote_count
             ${from} ORDER BY d.created_at DESC, d.id DESC
            LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, pageSize, (pageNum - 1) * pageSize],
        ),
      ]);
      return {
        code: 200,
        msg: SUCCESS_MSG,
        total: count.rows[0]!.total,
        rows: page.rows.map((row) => {
          return { ...ownCard(row), quoteCount: row.quote_count };
        }),
      };
    },
  );

  app.post(
    '/demand',
    {
      preValidation: rejectUnknownFields(DemandBody),
      schema: {
        tags: ['demand'],
        summary: 'Post a demand (ongoing until its deadline)',
        body: DemandBody,
        response: { 200: Envelope(DemandCreated) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      await assertTradingCompany(app.db, member.companyId);
      const now = app.now();
      const language = requestLanguage(request.headers['accept-language']);
      // Written in the language the author works in, unless they say otherwise.
      const originalLanguage = request.body.originalLanguage ?? language;
      const translations = checkTranslations(
        'demand',
        originalLanguage,
        request.body.translations,
        language,
      );
      const { demand, id, invited } = await app.db.transaction(async (tx) => {
        const demand = await checkDemand(
          tx,
          member.companyId,
          { ...request.body, originalLanguage, translations },
          language,
          now,
        );
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO demands (company_id, created_by, receiver_id, title, product_name, hs_code,
             industry, quantity, unit, price_min, price_max, currency, deadline, description,
             designated_only, search_text, created_at, updated_at, original_language, translations)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17,
             $18, $19)
           RETURNING id`,
          [
            member.companyId,
            member.id,
            demand.receiverId,
            demand.title,
            demand.productName,
            demand.hsCode,
            demand.industry,
            demand.quantity,
            demand.unit,
            demand.priceMin,
            demand.priceMax,
            demand.currency,
            demand.deadline,
            demand.description,
            demand.designatedOnly,
            demand.searchText,
            now,
            originalLanguage,
            JSON.stringify(translations),
          ],
        );
        const id = rows[0]!.id;
        return { demand, id, invited: await writeDemandLinks(tx, id, demand) };
      });
      await inviteSuppliers(app, id, invited, await companyName(member.companyId), demand.title);
      return ok({ id });
    },
  );

  app.get(
    '/demand/:id',
    {
      schema: {
        tags: ['demand'],
        summary: "One of the company's demands, with everything it was posted with",
        params: DemandIdParams,
        response: { 200: Envelope(OwnDemandDetail) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { rows } = await app.db.query<
        CardRow & { quote_count: number; receiver_id: number; designated_only: boolean }
      >(
        `SELECT ${CARD_COLUMNS}, d.receiver_id, d.designated_only,
                (SELECT count(*)::int FROM quotes q WHERE q.demand_id = d.id) AS quote_count
           FROM demands d JOIN companies c ON c.id = d.company_id
          WHERE d.id = $1 AND d.company_id = $2`,
        [request.params.id, member.companyId],
      );
      const row = rows[0];
      if (!row) throw new BusinessError(404, messagesOf(request).demandNotFound());
      const suppliers = await app.db.query<{ id: number; name: string }>(
        `SELECT c.id, c.name FROM demand_suppliers s JOIN companies c ON c.id = s.company_id
          WHERE s.demand_id = $1 ORDER BY c.name`,
        [row.id],
      );
      const card = ownCard(row);
      const status = row.status === 1 && row.deadline < platformToday(app.now()) ? 2 : row.status;
      return ok({
        ...card,
        status,
        quoteCount: row.quote_count,
        receiverId: row.receiver_id,
        designatedOnly: row.designated_only,
        attachments: await attachmentsOf(app.db, row.id),
        suppliers: suppliers.rows,
        originalLanguage: row.original_language,
        translations: row.translations,
        missingLanguages: missingLanguages(demandTexts(row)),
      });
    },
  );

  app.put(
    '/demand/:id',
    {
      preValidation: rejectUnknownFields(DemandBody),
      schema: {
        tags: ['demand'],
        summary: 'Edit an ongoing demand',
        params: DemandIdParams,
        body: DemandBody,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      await assertTradingCompany(app.db, member.companyId);
      const now = app.now();
      const language = requestLanguage(request.headers['accept-language']);
      const { demand, invited } = await app.db.transaction(async (tx) => {
        const current = await lockOwnDemand(tx, member, request.params.id, request);
        if (current.status !== DEMAND_STATUS.ongoing) {
          throw new BusinessError(400, messagesOf(request).demandClosed());
        }
        // What the edit leaves out stays as it was, and is checked against the new original.
        const originalLanguage = request.body.originalLanguage ?? current.original_language;
        const translations = checkTranslations(
          'demand',
          originalLanguage,
          request.body.translations ?? current.translations,
          language,
        );
        const demand = await checkDemand(
          tx,
          member.companyId,
          { ...request.body, originalLanguage, translations },
          language,
          now,
        );
        await tx.query(
          `UPDATE demands SET receiver_id = $2, title = $3, product_name = $4, hs_code = $5,
             industry = $6, quantity = $7, unit = $8, price_min = $9, price_max = $10,
             currency = $11, deadline = $12, description = $13, designated_only = $14,
             search_text = $15, updated_at = $16, original_language = $17, translations = $18
           WHERE id = $1`,
          [
            current.id,
            demand.receiverId,
            demand.title,
            demand.productName,
            demand.hsCode,
            demand.industry,
            demand.quantity,
            demand.unit,
            demand.priceMin,
            demand.priceMax,
            demand.currency,
            demand.deadline,
            demand.description,
            demand.designatedOnly,
            demand.searchText,
            now,
            originalLanguage,
            JSON.stringify(translations),
          ],
        );
        return { demand, invited: await writeDemandLinks(tx, current.id, demand) };
      });
      await inviteSuppliers(
        app,
        request.params.id,
        invited,
        await companyName(member.companyId),
        demand.title,
      );
      return ok(null);
    },
  );

  app.put(
    '/demand/:id/finish',
    {
      schema: {
        tags: ['demand'],
        summary: 'Finish an ongoing demand (completed); its open quotes expire',
        params: DemandIdParams,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const now = app.now();
      await app.db.transaction(async (tx) => {
        const demand = await lockOwnDemand(tx, member, request.params.id, request);
        if (demand.status !== DEMAND_STATUS.ongoing) {
          throw new BusinessError(400, messagesOf(request).demandClosed());
        }
        await tx.query('UPDATE demands SET status = 3, updated_at = $2 WHERE id = $1', [
          demand.id,
          now,
        ]);
        // The suppliers' notices are written with the change, so neither is kept without the other.
        await notifyQuotesExpired(app, await expireQuotes(tx, now, demand.id), tx);
      });
      app.notificationOutbox.deliverSoon();
      return ok(null);
    },
  );

  app.get(
    '/demand/:id/quotes',
    {
      schema: {
        tags: ['demand'],
        summary: "The quotes on one of the company's demands, oldest first",
        params: DemandIdParams,
        response: { 200: Envelope(Type.Array(DemandReceivedQuote)) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const own = await app.db.query('SELECT 1 FROM demands WHERE id = $1 AND company_id = $2', [
        request.params.id,
        member.companyId,
      ]);
      if (own.rows.length === 0) throw new BusinessError(404, messagesOf(request).demandNotFound());
      const reader = requestLanguage(request.headers['accept-language']);
      const { rows } = await app.db.query<
        QuoteRow & {
          member_id: number;
          company_id: number;
          company_name: string;
          company_country: string | null;
          company_review_status: number;
          company_original_language: Language;
          company_translations: ListingTranslations<'company'>;
          previous: { content: Record<string, string | null> } | null;
        }
      >(
        `SELECT ${QUOTE_COLUMNS}, q.member_id, c.id AS company_id, c.name AS company_name,
                c.country AS company_country, c.review_status AS company_review_status,
                c.original_language AS company_original_language,
                c.translations AS company_translations,
                (SELECT row_to_json(v) FROM (SELECT content FROM quote_versions
                  WHERE quote_id = q.id AND revision = 0) v) AS previous
           FROM quotes q JOIN companies c ON c.id = q.company_id
          WHERE q.demand_id = $1 ORDER BY q.created_at, q.id`,
        [request.params.id],
      );
      const attachments = await quoteAttachmentsOf(
        app.db,
        rows.map((row) => row.id),
      );
      return ok(
        rows.map((row) => ({
          ...quoteTerms(row),
          attachments: attachments(row.id, row.revision),
          id: row.id,
          status: row.status,
          revised: row.revision > 0,
          previous:
            row.revision > 0 && row.previous
              ? { ...quoteTermsOf(row.previous.content), attachments: attachments(row.id, 0) }
              : null,
          company: {
            id: row.company_id,
            name: companyNameFor(
              {
                name: row.company_name,
                original_language: row.company_original_language,
                translations: row.company_translations,
              },
              reader,
            ),
            country: row.company_country,
            verified: row.company_review_status === 2,
          },
          contactId: row.member_id,
          createTime: new Date(row.created_at).toISOString(),
          updateTime: new Date(row.updated_at).toISOString(),
        })),
      );
    },
  );

  app.put(
    '/quote/:id/confirm',
    {
      schema: {
        tags: ['demand'],
        summary:
          'Confirm a quote on an ongoing demand: a trade order with its line is created (pending the supplier), the demand completes and the other quotes expire',
        params: DemandIdParams,
        response: { 200: Envelope(DemandQuoteConfirmed) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const text = messagesOf(request);
      const now = app.now();
      const result = await app.db.transaction(async (tx) => {
        const { rows } = await tx.query<{
          demand_id: number;
          company_id: number;
          member_id: number;
          status: number;
          unit_price: string | null;
          total_price: string | null;
          quantity: string;
          currency: string;
          valid_until: string;
        }>(
          `SELECT q.demand_id, q.company_id, q.member_id, q.status, q.unit_price::text AS unit_price,
                  q.total_price::text AS total_price, q.quantity::int::text AS quantity, q.currency,
                  to_char(q.valid_until, 'YYYY-MM-DD') AS valid_until
             FROM quotes q JOIN demands d ON d.id = q.demand_id
            WHERE q.id = $1 AND d.company_id = $2`,
          [request.params.id, member.companyId],
        );
        const quote = rows[0];
        if (!quote) throw new BusinessError(404, text.quoteNotFound());
        const demand = await lockOwnDemand(tx, member, quote.demand_id, request);
        const today = platformToday(now);
        if (demand.status !== DEMAND_STATUS.ongoing)
          throw new BusinessError(400, text.demandClosed());
        if (quote.status !== 1 || quote.valid_until < today) {
          throw new BusinessError(400, text.quoteClosed());
        }
        const product = await tx.query<{ product_name: string; unit: string }>(
          'SELECT product_name, unit FROM demands WHERE id = $1',
          [demand.id],
        );
        const quantity = Number(quote.quantity);
        const price = quote.unit_price ?? (Number(quote.total_price) / quantity).toFixed(2);
        const order = await insertOrder(tx, now, member, {
          sellerCompanyId: quote.company_id,
          currency: quote.currency,
          lines: [
            {
              productId: null,
              productName: product.rows[0]!.product_name,
              price,
              quantity,
              unit: product.rows[0]!.unit,
            },
          ],
          notFoundMessage: text.quoteNotFound(),
        });
        await tx.query(
          'UPDATE quotes SET status = 2, order_id = $2, updated_at = $3 WHERE id = $1',
          [request.params.id, order.id, now],
        );
        await tx.query('UPDATE demands SET status = 3, updated_at = $2 WHERE id = $1', [
          demand.id,
          now,
        ]);
        const ended = await expireQuotes(tx, now, demand.id);
        const supplier = await tx.query<{ country: string | null }>(
          'SELECT country FROM companies WHERE id = $1',
          [quote.company_id],
        );
        await notify(
          app,
          {
            memberId: quote.member_id,
            type: NOTIFICATION_TYPES.quote,
            message: {
              key: 'quote.confirmed',
              params: { title: demand.title, orderNo: order.order_no },
            },
            jumpId: quote.demand_id,
          },
          tx,
        );
        await notifyParties(app, noticeOf(order, ['seller'], 'placedFromQuote'), tx);
        await notifyQuotesExpired(app, ended, tx);
        return { order, country: supplier.rows[0]?.country };
      });
      app.notificationOutbox.deliverSoon();
      return ok({ orderId: result.order.id });
    },
  );
};

function quoteTermsOf(content: Record<string, string | null>) {
  return {
    unitPrice: content.unitPrice ?? null,
    totalPrice: content.totalPrice ?? null,
    quantity: content.quantity ?? '',
    currency: content.currency ?? '',
    deliveryTerms: content.deliveryTerms ?? '',
    deliveryDate: content.deliveryDate ?? '',
    validUntil: content.validUntil ?? '',
    message: content.message ?? '',
  };
}

export default demandRoutes;
