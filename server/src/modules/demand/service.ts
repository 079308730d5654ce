import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type DemandSort, type Language } from '@portal/contracts';
import type {
  DemandBody,
  DemandQuoteBody,
  DemandQuoteChatOpened,
  MyDemandQuote,
  OwnDemandDetail,
  PublicDemand,
  Static,
} from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import type { Page, PageRequest } from '../../platform/db/paging';
import type { AuthenticatedMember } from '../../platform/auth/plugin';
import { BusinessError, TooManyRequestsError } from '../../platform/http/envelope';
import { platformMonthStart, platformToday } from '../../platform/calendar';
import { assertTradingCompany } from '../companies/service';
import { currentMembership, lockCompany } from '../../lib/quotas';
import { NOTIFICATION_TYPES, notify } from '../notifications/service';
import { checkTranslations } from '../listing-texts/check-translations';
import {
  missingLanguages,
  shownNameInEveryLanguage,
  shownTextsInEveryLanguage,
} from '../listing-texts/shown-texts';
import { insertOrder, noticeOf, notifyParties } from '../orders/service';
import { demandMessages } from './messages';
import { expiringWindow } from './own-demand-filters';
import { DEMAND_STATUS, checkDemand, checkQuote } from './rules';
import * as repo from './repo';

// What other modules use of demands: the workbench home counts the buyer's demands with the
// same filters as the list they open.
export { OWN_DEMAND_FILTER_SQL, expiringWindow } from './own-demand-filters';

/** The member acting: who they are and which company they act for. */
type Member = Pick<AuthenticatedMember, 'id' | 'companyId'>;

/** A demand's status as the reader should see it: past its deadline it has ended. */
function shownStatus(row: { status: number; deadline: string }, now: Date): number {
  // Deadline passed but the scheduled job has not run yet: show it as it is.
  return row.status === DEMAND_STATUS.ongoing && row.deadline < platformToday(now)
    ? DEMAND_STATUS.expired
    : row.status;
}

// ---------------------------------------------------------------------------------------------
// The hall (docs/demand.md): ongoing demands anyone may see, and one demand's page without the
// buyer's private contact. A demand for designated suppliers only exists for them and its own
// company; for everyone else it is missing.

export interface DemandSearchInput {
  keyword?: string;
  hsCode?: string;
  industry?: string;
  buyerCountry?: string;
  deadlineFrom?: string;
  sort?: DemandSort;
}

export async function searchDemands(
  db: DbExecutor,
  viewerCompanyId: number | null,
  input: DemandSearchInput,
  page: PageRequest,
  reader: Language,
  now: Date,
) {
  const found = await repo.searchDemands(
    db,
    { ...input, viewerCompanyId, today: platformToday(now), sort: input.sort ?? 'newest' },
    page,
  );
  return { total: found.total, rows: found.rows.map((row) => repo.toCard(row, reader)) };
}

export function demandIndustries(db: DbExecutor): Promise<string[]> {
  return repo.readIndustries(db);
}

export async function publicDemand(
  db: DbExecutor,
  id: number,
  viewerCompanyId: number | null,
  reader: Language,
  now: Date,
): Promise<Static<typeof PublicDemand>> {
  const row = await repo.findVisibleDemand(db, id, viewerCompanyId);
  if (!row) throw new BusinessError(404, demandMessages(reader).demandNotFound());
  return {
    ...repo.toCard({ ...row, status: shownStatus(row, now) }, reader),
    attachments: viewerCompanyId !== null ? await repo.readAttachments(db, row.id) : [],
    own: viewerCompanyId === row.company_id,
  };
}

// ---------------------------------------------------------------------------------------------
// The buyer's side: post and edit a demand while it is ongoing, finish it, read the quotes
// received and confirm one, which becomes a trade order pending the supplier's confirmation.
// Every demand belongs to the company that posted it; another company's id is answered as missing.

export interface OwnDemandsInput {
  status?: number;
  quotesReceived?: boolean;
  expiringSoon?: boolean;
}

export async function ownDemands(
  db: DbExecutor,
  companyId: number,
  { status, quotesReceived, expiringSoon }: OwnDemandsInput,
  page: PageRequest,
  now: Date,
) {
  const found = await repo.ownDemandsPage(
    db,
    companyId,
    { status, quotesReceived, expiring: expiringSoon ? expiringWindow(now) : undefined },
    page,
  );
  return { total: found.total, rows: found.rows.map(repo.toOwnDemand) };
}

/** The caller's company's demand, locked; anyone else's is as missing. */
async function lockOwnDemand(tx: DbExecutor, member: Member, id: number, language: Language) {
  const demand = await repo.lockOwnDemand(tx, id, member.companyId);
  if (!demand) throw new BusinessError(404, demandMessages(language).demandNotFound());
  return demand;
}

/** Tells the designated suppliers' main accounts that they are invited to quote. */
async function inviteSuppliers(
  app: FastifyInstance,
  member: Member,
  demandId: number,
  companyIds: number[],
  title: string,
) {
  const buyerName = await repo.readCompanyName(app.db, member.companyId);
  if (companyIds.length === 0) return;
  for (const memberId of await repo.readMainAccounts(app.db, companyIds)) {
    await notify(app, {
      memberId,
      type: NOTIFICATION_TYPES.quote,
      message: { key: 'quote.invited', params: { company: buyerName, title } },
      jumpId: demandId,
    });
  }
}

type DemandInput = Static<typeof DemandBody>;

export async function postDemand(
  app: FastifyInstance,
  member: Member,
  body: DemandInput,
  language: Language,
): Promise<number> {
  await assertTradingCompany(app.db, member.companyId);
  const now = app.now();
  // Written in the language the author works in, unless they say otherwise.
  const originalLanguage = body.originalLanguage ?? language;
  const translations = checkTranslations('demand', originalLanguage, body.translations, language);
  const { demand, id, invited } = await app.db.transaction(async (tx) => {
    const demand = await checkDemand(
      tx,
      member.companyId,
      { ...body, originalLanguage, translations },
      language,
      now,
    );
    const id = await repo.insertDemand(tx, member, {
      demand,
      originalLanguage,
      translations,
      now,
    });
    return { demand, id, invited: await repo.writeDemandLinks(tx, id, demand) };
  });
  await inviteSuppliers(app, member, id, invited, demand.title);
  return id;
}

export async function ownDemandDetail(
  db: DbExecutor,
  member: Member,
  id: number,
  language: Language,
  now: Date,
): Promise<Static<typeof OwnDemandDetail>> {
  const row = await repo.findOwnDemand(db, id, member.companyId);
  if (!row) throw new BusinessError(404, demandMessages(language).demandNotFound());
  const suppliers = await repo.readDesignatedSuppliers(db, row.id);
  return {
    ...repo.toOwnDemand(row),
    status: shownStatus(row, now),
    receiverId: row.receiver_id,
    designatedOnly: row.designated_only,
    attachments: await repo.readAttachments(db, row.id),
    suppliers,
    originalLanguage: row.original_language,
    translations: row.translations,
    missingLanguages: missingLanguages(repo.demandTexts(row)),
  };
}

export async function editDemand(
  app: FastifyInstance,
  member: Member,
  id: number,
  body: DemandInput,
  language: Language,
): Promise<void> {
  await assertTradingCompany(app.db, member.companyId);
  const now = app.now();
  const { demand, invited } = await app.db.transaction(async (tx) => {
    const current = await lockOwnDemand(tx, member, id, language);
    if (current.status !== DEMAND_STATUS.ongoing) {
      throw new BusinessError(400, demandMessages(language).demandClosed());
    }
    // What the edit leaves out stays as it was, and is checked against the new original.
    const originalLanguage = body.originalLanguage ?? current.original_language;
    const translations = checkTranslations(
      'demand',
      originalLanguage,
      body.translations ?? current.translations,
      language,
    );
    const demand = await checkDemand(
      tx,
      member.companyId,
      { ...body, originalLanguage, translations },
      language,
      now,
    );
    await repo.updateDemand(tx, current.id, { demand, originalLanguage, translations, now });
    return { demand, invited: await repo.writeDemandLinks(tx, current.id, demand) };
  });
  await inviteSuppliers(app, member, id, invited, demand.title);
}

/** Finishes an ongoing demand (completed); its open quotes expire, their suppliers told. */
export async function finishDemand(
  app: FastifyInstance,
  member: Member,
  id: number,
  language: Language,
): Promise<void> {
  const now = app.now();
  await app.db.transaction(async (tx) => {
    const demand = await lockOwnDemand(tx, member, id, language);
    if (demand.status !== DEMAND_STATUS.ongoing) {
      throw new BusinessError(400, demandMessages(language).demandClosed());
    }
    await repo.completeDemand(tx, demand.id, now);
    // The suppliers' notices are written with the change, so neither is kept without the other.
    await notifyQuotesExpired(app, await expireQuotes(tx, now, demand.id), tx);
  });
  app.notificationOutbox.deliverSoon();
}

export async function receivedQuotes(
  db: DbExecutor,
  member: Member,
  demandId: number,
  reader: Language,
) {
  if (!(await repo.isOwnDemand(db, demandId, member.companyId)))
    throw new BusinessError(404, demandMessages(reader).demandNotFound());
  const rows = await repo.readReceivedQuotes(db, demandId);
  const attachments = await repo.readQuoteAttachments(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => repo.toReceivedQuote(row, attachments, reader));
}

/**
 * Confirms a quote on an ongoing demand: a trade order with its line is created (pending the
 * supplier), the demand completes and the other quotes expire. Returns the order's id.
 */
export async function confirmQuote(
  app: FastifyInstance,
  member: AuthenticatedMember,
  quoteId: number,
  language: Language,
): Promise<number> {
  const text = demandMessages(language);
  const now = app.now();
  const order = await app.db.transaction(async (tx) => {
    const quote = await repo.findQuoteToConfirm(tx, quoteId, member.companyId);
    if (!quote) throw new BusinessError(404, text.quoteNotFound());
    const demand = await lockOwnDemand(tx, member, quote.demand_id, language);
    const today = platformToday(now);
    if (demand.status !== DEMAND_STATUS.ongoing) throw new BusinessError(400, text.demandClosed());
    if (quote.status !== 1 || quote.valid_until < today) {
      throw new BusinessError(400, text.quoteClosed());
    }
    const product = await repo.readDemandProduct(tx, demand.id);
    const quantity = Number(quote.quantity);
    const price = quote.unit_price ?? (Number(quote.total_price) / quantity).toFixed(2);
    const order = await insertOrder(tx, now, member, {
      sellerCompanyId: quote.company_id,
      currency: quote.currency,
      lines: [
        { productId: null, productName: product.product_name, price, quantity, unit: product.unit },
      ],
      notFoundMessage: text.quoteNotFound(),
    });
    await repo.markQuoteConfirmed(tx, quoteId, order.id, now);
    await repo.completeDemand(tx, demand.id, now);
    const ended = await expireQuotes(tx, now, demand.id);
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
    return order;
  });
  app.notificationOutbox.deliverSoon();
  return order.id;
}

/**
 * "Chat with the supplier" on a quote (issue #13): a member of the buying company opens the
 * conversation with the member who quoted, and the demand card — the demand and that quote — is
 * written into it, so both sides see what the talk is about. Another company's demand or a quote
 * of another demand answers like a missing one.
 */
export async function openQuoteChat(
  app: FastifyInstance,
  member: AuthenticatedMember,
  ids: { demandId: number; quoteId: number },
  ip: string,
  language: Language,
): Promise<Static<typeof DemandQuoteChatOpened>> {
  const row = await repo.findQuoteForChat(app.db, ids.demandId, ids.quoteId, member.companyId);
  if (!row) throw new BusinessError(404, demandMessages(language).demandNotFound());
  if (!(await app.realtime.allow(member.id, ip))) throw new TooManyRequestsError(1);
  const terms = repo.quoteTerms(row);
  // Both sides read the card, each in their language (docs/listing-languages.md "Chat cards").
  const shown = shownTextsInEveryLanguage(repo.demandTexts(row));
  const supplierNames = shownNameInEveryLanguage({
    name: row.supplier_name,
    originalLanguage: row.supplier_original_language,
    translations: row.supplier_translations,
  });
  const payload: DemandCardPayload = {
    demandId: ids.demandId,
    title: row.title,
    productName: row.product_name,
    demandTexts: Object.fromEntries(
      LANGUAGES.map((reader) => [
        reader,
        {
          title: shown[reader].texts.title!,
          productName: shown[reader].texts.productName!,
          textLanguage: shown[reader].textLanguage,
          machineTranslated: shown[reader].machineTranslated,
        },
      ]),
    ) as DemandCardPayload['demandTexts'],
    supplierNames: Object.fromEntries(
      LANGUAGES.map((reader) => [reader, supplierNames[reader].name]),
    ) as DemandCardPayload['supplierNames'],
    quantity: repo.trimDecimal(row.demand_quantity),
    unit: row.unit,
    deadline: row.deadline,
    quoteId: row.id,
    supplierName: row.supplier_name,
    unitPrice: terms.unitPrice,
    totalPrice: terms.totalPrice,
    quoteQuantity: terms.quantity,
    currency: terms.currency,
    deliveryTerms: terms.deliveryTerms,
    validUntil: terms.validUntil,
  };
  const message = await app.realtime.sendMessage(member, {
    messageId: randomUUID(),
    receiverId: row.member_id,
    type: 'demand',
    payload: JSON.stringify(payload),
  });
  return { receiverId: row.member_id, message };
}

/** The stored payload of a 'demand' chat message (docs/realtime.md, docs/demand.md). */
interface DemandCardPayload {
  demandId: number;
  /** As the buyer wrote them (the original). */
  title: string;
  productName: string;
  /** The title and product a reader of each language is shown, when the chat opened. */
  demandTexts: Record<
    Language,
    { title: string; productName: string; textLanguage: Language; machineTranslated: boolean }
  >;
  /** The supplier's name for a reader of each language. */
  supplierNames: Record<Language, string>;
  quantity: string;
  unit: string;
  deadline: string;
  quoteId: number;
  supplierName: string;
  unitPrice: string | null;
  totalPrice: string | null;
  quoteQuantity: string;
  currency: string;
  deliveryTerms: string;
  validUntil: string;
}

// ---------------------------------------------------------------------------------------------
// The supplier's side: quote a demand it may see (not its own company's, while ongoing, within
// the month's quota of its membership tier), with files of its own attached, revise the quote
// once while it is open (both versions kept, attachments included), and follow its quotes. The
// buyer's reception contact is told of each quote.

/** Quotes the company sent this (platform) month, and what its membership tier allows. */
export async function quoteQuota(
  db: DbExecutor,
  companyId: number,
  now: Date,
): Promise<{ used: number; quota: number }> {
  const { tier } = await currentMembership(db, companyId, now);
  return repo.readQuoteQuota(db, companyId, platformMonthStart(now), tier.id);
}

export async function companyQuote(
  db: DbExecutor,
  companyId: number,
  demandId: number,
): Promise<Static<typeof MyDemandQuote> | null> {
  const row = await repo.findCompanyQuote(db, demandId, companyId);
  if (!row) return null;
  const attachments = await repo.readQuoteAttachments(db, [row.id]);
  return {
    ...repo.quoteTerms(row),
    attachments: attachments(row.id, row.revision),
    id: row.id,
    status: row.status,
    revisionsLeft: row.status === 1 ? 1 - row.revision : 0,
    updateTime: new Date(row.updated_at).toISOString(),
  };
}

/** Written in the quote's own transaction, so a quote never exists without its notice. */
async function tellBuyer(
  app: FastifyInstance,
  tx: DbExecutor,
  demandId: number,
  supplierCompanyId: number,
  kind: 'new' | 'revised',
) {
  const parties = await repo.readQuoteNoticeParties(tx, demandId, supplierCompanyId);
  await notify(
    app,
    {
      memberId: parties.receiver_id,
      type: NOTIFICATION_TYPES.demand,
      message: {
        key: 'quote.received',
        params: {
          company: parties.supplier,
          title: parties.title,
          revised: kind === 'new' ? null : 1,
        },
      },
      jumpId: demandId,
    },
    tx,
  );
}

type QuoteInput = Static<typeof DemandQuoteBody>;

/** Quotes an ongoing demand (one quote per company and demand); returns the quote's id. */
export async function sendQuote(
  app: FastifyInstance,
  member: Member,
  demandId: number,
  body: QuoteInput,
  language: Language,
): Promise<number> {
  await assertTradingCompany(app.db, member.companyId);
  const text = demandMessages(language);
  const now = app.now();
  const id = await app.db.transaction(async (tx) => {
    const demand = await repo.lockDemandToQuote(tx, demandId, member.companyId);
    if (!demand) throw new BusinessError(404, text.demandNotFound());
    if (demand.company_id === member.companyId) throw new BusinessError(400, text.ownDemand());
    if (demand.status !== 1 || demand.deadline < platformToday(now)) {
      throw new BusinessError(400, text.demandClosed());
    }
    if (await repo.hasQuoted(tx, demand.id, member.companyId))
      throw new BusinessError(400, text.alreadyQuoted());
    const quote = await checkQuote(tx, member.companyId, body, demand.deadline, language, now);
    // Serialises the company's quotes, so two at once cannot both take the last one.
    await lockCompany(tx, member.companyId);
    const quota = await quoteQuota(tx, member.companyId, now);
    if (quota.used >= quota.quota) throw new BusinessError(403, text.quotaFull(quota));
    const quoteId = await repo.insertQuote(
      tx,
      { demandId: demand.id, companyId: member.companyId, memberId: member.id },
      quote,
      now,
    );
    await repo.writeQuoteVersion(tx, quoteId, 0, quote, now);
    await tellBuyer(app, tx, demandId, member.companyId, 'new');
    return quoteId;
  });
  app.notificationOutbox.deliverSoon();
  return id;
}

/** Revises an open quote (once); the first version is kept, with its attachments. */
export async function reviseQuote(
  app: FastifyInstance,
  member: Member,
  quoteId: number,
  body: QuoteInput,
  language: Language,
): Promise<void> {
  await assertTradingCompany(app.db, member.companyId);
  const text = demandMessages(language);
  const now = app.now();
  await app.db.transaction(async (tx) => {
    const current = await repo.lockCompanyQuote(tx, quoteId, member.companyId);
    if (!current) throw new BusinessError(404, text.quoteNotFound());
    if (current.status !== 1 || current.demand_status !== 1) {
      throw new BusinessError(400, text.quoteClosed());
    }
    if (current.revision >= 1) throw new BusinessError(400, text.revisionUsed());
    const quote = await checkQuote(tx, member.companyId, body, current.deadline, language, now);
    await repo.reviseQuote(tx, current.id, member.id, quote, now);
    await repo.writeQuoteVersion(tx, current.id, 1, quote, now);
    await tellBuyer(app, tx, current.demand_id, member.companyId, 'revised');
  });
  app.notificationOutbox.deliverSoon();
}

export async function sentQuotes(
  db: DbExecutor,
  companyId: number,
  page: PageRequest,
  reader: Language,
): Promise<Page<ReturnType<typeof repo.toSentQuote>>> {
  const found = await repo.sentQuotesPage(db, companyId, page);
  return { total: found.total, rows: found.rows.map((row) => repo.toSentQuote(row, reader)) };
}

// ---------------------------------------------------------------------------------------------
// Expiry

/** Ends open quotes: every one of `demandId`, or without it every one past its time. */
function expireQuotes(tx: DbExecutor, now: Date, demandId: number | null) {
  return repo.expireQuotes(tx, now, platformToday(now), demandId);
}

/**
 * Tells each supplier whose quote ended, in the transaction that ended the quotes (`tx`), so the
 * notices exist exactly when the change committed; the caller kicks the outbox after the commit.
 */
async function notifyQuotesExpired(
  app: FastifyInstance,
  ended: repo.EndedQuote[],
  tx: DbExecutor,
): Promise<void> {
  for (const quote of ended) {
    await notify(
      app,
      {
        memberId: quote.member_id,
        type: NOTIFICATION_TYPES.quote,
        message: { key: 'quote.expired', params: { title: quote.title } },
        jumpId: quote.demand_id,
      },
      tx,
    );
  }
}

/**
 * The scheduled part of the demand life cycle: ongoing demands whose deadline has passed become
 * expired, and open quotes past their validity or on a demand that ended expire, their suppliers
 * told. Each row changes in one UPDATE whose WHERE is re-checked under the row lock, so when
 * several server processes run this at once every change — and every notice — happens once; a
 * restarted process catches up on its first run, since the state is all in the database. The
 * changes and their notices commit together: a run that stops half-way leaves every row as it
 * was, so the next run makes the change again and no supplier goes untold.
 */
export async function runDemandExpiry(app: FastifyInstance): Promise<{
  demands: number;
  quotes: number;
}> {
  const now = app.now();
  const expired = await app.db.transaction(async (tx) => {
    const demands = await repo.expireOverdueDemands(tx, now, platformToday(now));
    const ended = await expireQuotes(tx, now, null);
    await notifyQuotesExpired(app, ended, tx);
    return { demands, quotes: ended.length };
  });
  if (expired.quotes > 0) app.notificationOutbox.deliverSoon();
  return expired;
}
