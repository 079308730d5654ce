import type { FastifyInstance } from 'fastify';
import { DEMAND_LIMITS, type Language } from '@portal/contracts';
import type { ListingTranslations } from '@portal/contracts/schemas';
import type { DbExecutor } from '../platform/db/db';
import { demandMessages, type DemandField, type DemandMessages } from './demand-messages';
import { BusinessError } from '../platform/http/envelope';
import { NOTIFICATION_TYPES, notify } from '../modules/notifications/notifications';
import { blankToNull } from '../modules/products/service';
import { platformToday } from '../platform/calendar';
import { demandSearchText, hsSearchNames } from './product-search';

/** Spec §4. */
export const DEMAND_STATUS = { ongoing: 1, expired: 2, completed: 3 } as const;
export const QUOTE_STATUS = { quoted: 1, confirmed: 2, expired: 3 } as const;

export { DEMAND_LIMITS };

const QUANTITY = /^\d{1,10}(?:\.\d{1,3})?$/;
const WHOLE_QUANTITY = /^\d{1,10}$/;
const PRICE = /^\d{1,12}(?:\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(value: string): boolean {
  return DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

class FieldChecks {
  constructor(private readonly text: DemandMessages) {}

  fail(message: string): never {
    throw new BusinessError(400, message);
  }

  required(field: DemandField, value: string | null | undefined, max: number): string {
    const trimmed = value?.trim() ?? '';
    const name = this.text.field(field);
    if (!trimmed) this.fail(this.text.required({ field: name }));
    if ([...trimmed].length > max) this.fail(this.text.tooLong({ field: name, max }));
    return trimmed;
  }

  number(field: DemandField, value: string | null | undefined, pattern: RegExp): string {
    const trimmed = value?.trim() ?? '';
    const name = this.text.field(field);
    if (!trimmed) this.fail(this.text.required({ field: name }));
    if (!pattern.test(trimmed) || Number(trimmed) <= 0)
      this.fail(this.text.numberFormat({ field: name }));
    return trimmed;
  }

  date(field: DemandField, value: string | null | undefined, today: string): string {
    const trimmed = value?.trim() ?? '';
    const name = this.text.field(field);
    if (!trimmed) this.fail(this.text.required({ field: name }));
    if (!isDate(trimmed)) this.fail(this.text.numberFormat({ field: name }));
    if (trimmed < today) this.fail(this.text.pastDate({ field: name }));
    return trimmed;
  }

  async currency(tx: DbExecutor, value: string | null | undefined): Promise<string> {
    const code = value?.trim() ?? '';
    if (!code) this.fail(this.text.required({ field: this.text.field('currency') }));
    const { rows } = await tx.query(
      "SELECT 1 FROM dict_data WHERE dict_type = 'trade_currency' AND dict_value = $1",
      [code],
    );
    if (rows.length === 0) this.fail(this.text.currencyUnknown());
    return code;
  }
}

export interface DemandInput {
  title?: string;
  productName?: string;
  hsCode?: string | null;
  industry?: string;
  quantity?: string;
  unit?: string;
  priceMin?: string;
  priceMax?: string;
  currency?: string;
  deadline?: string;
  receiverId?: number | null;
  description?: string | null;
  attachmentIds?: number[];
  supplierIds?: number[];
  designatedOnly?: boolean;
  /** The texts' language, and their other languages already checked (modules/listing-texts). */
  originalLanguage?: Language;
  translations?: ListingTranslations<'demand'>;
}

export interface CheckedDemand {
  title: string;
  productName: string;
  hsCode: string | null;
  industry: string;
  quantity: string;
  unit: string;
  priceMin: string;
  priceMax: string;
  currency: string;
  deadline: string;
  receiverId: number;
  description: string | null;
  attachmentIds: number[];
  supplierIds: number[];
  designatedOnly: boolean;
  searchText: string;
}

/**
 * Every rule of the demand form (spec §5: title, product, deadline, industry, quantity, unit, min
 * and max price, price unit and reception contact are required), first failing field first, then
 * what only the database knows: the HS code, the currency, the contact, files and suppliers.
 */
export async function checkDemand(
  tx: DbExecutor,
  companyId: number,
  input: DemandInput,
  language: Language,
  now: Date,
): Promise<CheckedDemand> {
  const text = demandMessages(language);
  const check: FieldChecks = new FieldChecks(text);
  const title = check.required('title', input.title, DEMAND_LIMITS.title);
  const productName = check.required('productName', input.productName, DEMAND_LIMITS.productName);
  const deadline = check.date('deadline', input.deadline, platformToday(now));
  const industry = check.required('industry', input.industry, DEMAND_LIMITS.industry);
  const quantity = check.number('quantity', input.quantity, QUANTITY);
  const unit = check.required('unit', input.unit, DEMAND_LIMITS.unit);
  const priceMin = check.number('priceMin', input.priceMin, PRICE);
  const priceMax = check.number('priceMax', input.priceMax, PRICE);
  if (Number(priceMax) < Number(priceMin)) check.fail(text.priceOrder());
  const currency = await check.currency(tx, input.currency);
  if (!input.receiverId) check.fail(text.required({ field: text.field('receiverId') }));
  const receiver = await tx.query(
    'SELECT 1 FROM members WHERE id = $1 AND company_id = $2 AND NOT disabled',
    [input.receiverId, companyId],
  );
  if (receiver.rows.length === 0) check.fail(text.receiverInvalid());

  const hsCode = blankToNull(input.hsCode);
  if (hsCode) {
    const hs = /^\d{2,10}$/.test(hsCode)
      ? await tx.query<{ description_en: string }>(
          'SELECT description_en FROM hs_codes WHERE code = $1',
          [hsCode.length > 6 ? hsCode.slice(0, 6) : hsCode],
        )
      : { rows: [] };
    if (!hs.rows[0]) check.fail(text.hsUnknown());
  }
  const description = blankToNull(input.description);
  if (description && [...description].length > DEMAND_LIMITS.description) {
    check.fail(text.tooLong({ field: text.field('description'), max: DEMAND_LIMITS.description }));
  }

  const attachmentIds = [...new Set(input.attachmentIds ?? [])];
  if (attachmentIds.length > DEMAND_LIMITS.attachments) {
    check.fail(text.tooManyAttachments({ max: DEMAND_LIMITS.attachments }));
  }
  if (attachmentIds.length > 0) {
    const { rows } = await tx.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM files WHERE id = ANY($1::int[]) AND company_id = $2',
      [attachmentIds, companyId],
    );
    if (rows[0]!.count !== attachmentIds.length) check.fail(text.attachmentInvalid());
  }

  const supplierIds = [...new Set(input.supplierIds ?? [])];
  if (supplierIds.length > DEMAND_LIMITS.suppliers || supplierIds.includes(companyId)) {
    check.fail(text.supplierInvalid());
  }
  if (supplierIds.length > 0) {
    const { rows } = await tx.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM companies WHERE id = ANY($1::int[]) AND NOT is_platform',
      [supplierIds],
    );
    if (rows[0]!.count !== supplierIds.length) check.fail(text.supplierInvalid());
  }
  const designatedOnly = input.designatedOnly === true;
  if (designatedOnly && supplierIds.length === 0) check.fail(text.designatedWithoutSuppliers());

  return {
    title,
    productName,
    hsCode,
    industry,
    quantity,
    unit,
    priceMin,
    priceMax,
    currency,
    deadline,
    receiverId: input.receiverId!,
    description,
    attachmentIds,
    supplierIds,
    designatedOnly,
    searchText: demandSearchText({
      title,
      productName,
      description,
      originalLanguage: input.originalLanguage,
      translations: input.translations,
      industry,
      hsCode,
      hsNames: await hsSearchNames(tx, hsCode),
    }),
  };
}

export interface QuoteInput {
  unitPrice?: string | null;
  totalPrice?: string | null;
  quantity?: string;
  currency?: string;
  deliveryTerms?: string;
  deliveryDate?: string;
  validUntil?: string;
  message?: string | null;
  attachmentIds?: number[];
}

/** A file sent with a quote, as its version records it. */
export interface QuoteAttachment {
  fileId: number;
  name: string;
}

export interface CheckedQuote {
  unitPrice: string | null;
  totalPrice: string | null;
  quantity: string;
  currency: string;
  deliveryTerms: string;
  deliveryDate: string;
  validUntil: string;
  message: string;
  /** In the order sent; each a file of the quoting company. */
  attachments: QuoteAttachment[];
}

/**
 * A quote: a unit price or a total (one of the two), a whole quantity in the demand's unit (the
 * order it may become counts whole units), the currency, delivery terms and date, a validity
 * that ends no later than the demand's deadline, and up to `DEMAND_LIMITS.quoteAttachments` files
 * the quoting company uploaded (another company's file is as missing, as for demands).
 */
export async function checkQuote(
  tx: DbExecutor,
  companyId: number,
  input: QuoteInput,
  demandDeadline: string,
  language: Language,
  now: Date,
): Promise<CheckedQuote> {
  const text = demandMessages(language);
  const check: FieldChecks = new FieldChecks(text);
  const unitPrice = blankToNull(input.unitPrice);
  const totalPrice = blankToNull(input.totalPrice);
  if ((unitPrice === null) === (totalPrice === null)) {
    check.fail(text.required({ field: text.field('price') }));
  }
  if (unitPrice !== null) check.number('price', unitPrice, PRICE);
  if (totalPrice !== null) check.number('price', totalPrice, PRICE);
  const quantity = check.number('quantity', input.quantity, QUANTITY);
  if (!WHOLE_QUANTITY.test(quantity)) check.fail(text.wholeQuantity());
  const currency = await check.currency(tx, input.currency);
  const deliveryTerms = check.required(
    'deliveryTerms',
    input.deliveryTerms,
    DEMAND_LIMITS.deliveryTerms,
  );
  const today = platformToday(now);
  const deliveryDate = check.date('deliveryDate', input.deliveryDate, today);
  const validUntil = check.date('validUntil', input.validUntil, today);
  if (validUntil > demandDeadline) check.fail(text.validAfterDeadline());
  const message = input.message?.trim() ?? '';
  if ([...message].length > DEMAND_LIMITS.message) {
    check.fail(text.tooLong({ field: text.field('message'), max: DEMAND_LIMITS.message }));
  }

  const attachmentIds = [...new Set(input.attachmentIds ?? [])];
  if (attachmentIds.length > DEMAND_LIMITS.quoteAttachments) {
    check.fail(text.tooManyAttachments({ max: DEMAND_LIMITS.quoteAttachments }));
  }
  const names = new Map<number, string>();
  if (attachmentIds.length > 0) {
    const { rows } = await tx.query<{ id: number; original_name: string }>(
      'SELECT id, original_name FROM files WHERE id = ANY($1::int[]) AND company_id = $2',
      [attachmentIds, companyId],
    );
    for (const row of rows) names.set(row.id, row.original_name);
    if (names.size !== attachmentIds.length) check.fail(text.attachmentInvalid());
  }
  return {
    unitPrice,
    totalPrice,
    quantity,
    currency,
    deliveryTerms,
    deliveryDate,
    validUntil,
    message,
    attachments: attachmentIds.map((fileId) => ({ fileId, name: names.get(fileId)! })),
  };
}

/** A quote that ended, with what its supplier is told. */
interface EndedQuote {
  member_id: number;
  demand_id: number;
  title: string;
}

/**
 * Tells each supplier whose quote ended, in the transaction that ended the quotes (`tx`), so the
 * notices exist exactly when the change committed; the caller kicks the outbox after the commit.
 */
export async function notifyQuotesExpired(
  app: FastifyInstance,
  ended: EndedQuote[],
  tx: DbExecutor,
) {
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
 * Ends open quotes in one statement: those listed (`demandId`: every open quote of that demand) or,
 * without a demand, every quote past its validity or on a demand no longer ongoing. Returns what
 * changed, so only the caller whose statement changed a row tells its supplier.
 */
export async function expireQuotes(
  tx: DbExecutor,
  now: Date,
  demandId: number | null,
): Promise<EndedQuote[]> {
  const { rows } = await tx.query<EndedQuote>(
    `WITH ended AS (
       UPDATE quotes q SET status = 3, updated_at = $1
         FROM demands d
        WHERE q.demand_id = d.id AND q.status = 1
          AND (CASE WHEN $3::int IS NULL THEN q.valid_until < $2::date OR d.status <> 1
                    ELSE q.demand_id = $3::int END)
        RETURNING q.member_id, q.demand_id, d.title
     )
     SELECT member_id, demand_id, title FROM ended`,
    [now, platformToday(now), demandId],
  );
  return rows;
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
    const demands = await tx.query<{ id: number }>(
      `UPDATE demands SET status = 2, updated_at = $1
        WHERE status = 1 AND deadline < $2::date RETURNING id`,
      [now, platformToday(now)],
    );
    const ended = await expireQuotes(tx, now, null);
    await notifyQuotesExpired(app, ended, tx);
    return { demands: demands.rows.length, quotes: ended.length };
  });
  if (expired.quotes > 0) app.notificationOutbox.deliverSoon();
  return expired;
}
