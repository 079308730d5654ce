import type { DemandSort, Language } from '@portal/contracts';
import type {
  DemandAttachment,
  DemandCard,
  DemandQuoteTerms,
  ListingTranslations,
  OwnDemand,
  Static,
  TSchema,
} from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import { selectPage, type Page, type PageRequest } from '../../platform/db/paging';
import { fileUrls } from '../files/service';
import { shownTexts } from '../listing-texts/shown-texts';
import { demandTextCondition } from '../search/listing-conditions';
import { OWN_DEMAND_FILTER_SQL } from './own-demand-filters';

/** Every SQL statement of demands and quotes (docs/demand.md), and their rows' one shape each. */

/** A demand as its rules (rules.ts) let it be written. */
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

/** A file sent with a quote, as its version records it. */
export interface QuoteAttachment {
  fileId: number;
  name: string;
}

/** A quote as its rules (rules.ts) let it be written. */
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

// ---------------------------------------------------------------------------------------------
// Demand cards

/**
 * Columns of a demand card: `d` the demand, `c` its company; with every language of the
 * demand's texts and of the company's name, so a reader is shown theirs.
 */
const CARD_COLUMNS = `d.id, d.title, d.product_name, d.description, d.original_language,
  d.translations, d.hs_code, d.industry, d.quantity::text AS quantity,
  d.unit, d.price_min::text AS price_min, d.price_max::text AS price_max, d.currency,
  to_char(d.deadline, 'YYYY-MM-DD') AS deadline, d.status, d.created_at,
  c.id AS company_id, c.name AS company_name, c.country AS company_country,
  c.review_status AS company_review_status, c.original_language AS company_original_language,
  c.translations AS company_translations`;

export interface CardRow {
  id: number;
  title: string;
  product_name: string;
  description: string | null;
  original_language: Language;
  translations: ListingTranslations<'demand'>;
  hs_code: string | null;
  industry: string;
  quantity: string;
  unit: string;
  price_min: string;
  price_max: string;
  currency: string;
  deadline: string;
  status: number;
  created_at: Date;
  company_id: number;
  company_name: string;
  company_country: string | null;
  company_review_status: number;
  company_original_language: Language;
  company_translations: ListingTranslations<'company'>;
}

type DemandTextRow = Pick<
  CardRow,
  'title' | 'product_name' | 'description' | 'original_language' | 'translations'
>;

/** The columns of a company that name it in every language it gave (`c.` as `company_`). */
interface CompanyNameRow {
  company_name: string;
  company_original_language: Language;
  company_translations: ListingTranslations<'company'>;
}

/**
 * Who may see a demand that is not their own: anyone when it is public, only its designated
 * suppliers' members when it is for them only. `company` is the viewer's company id or null.
 */
const VISIBLE_TO = (company: string) => `(NOT d.designated_only OR EXISTS (
  SELECT 1 FROM demand_suppliers s WHERE s.demand_id = d.id AND s.company_id = ${company}))`;

/** "12.500" → "12.5", "3.000" → "3": quantities as typed. */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** The demand's texts in every language it has, as `shownTexts` takes them. */
export function demandTexts(row: DemandTextRow) {
  return {
    original: { title: row.title, productName: row.product_name, description: row.description },
    originalLanguage: row.original_language,
    translations: row.translations,
  };
}

/** The name a reader is shown of a company: theirs where the company gave it, else the original. */
function companyNameFor(row: CompanyNameRow, reader: Language): string {
  return shownTexts(
    {
      // The scope is not shown where only the name is; the name decides the language.
      original: { name: row.company_name, scope: null },
      originalLanguage: row.company_original_language,
      translations: row.company_translations,
    },
    reader,
  ).texts.name!;
}

/** A company as a demand or quote card shows it, named in the reader's language. */
function companyCard(
  row: CompanyNameRow & {
    company_id: number;
    company_country: string | null;
    company_review_status: number;
  },
  reader: Language,
) {
  return {
    id: row.company_id,
    name: companyNameFor(row, reader),
    country: row.company_country,
    verified: row.company_review_status === 2,
  };
}

/** The card's fields other than its texts, as stored. */
function cardFacts(row: CardRow) {
  return {
    id: row.id,
    hsCode: row.hs_code,
    industry: row.industry,
    quantity: trimDecimal(row.quantity),
    unit: row.unit,
    priceMin: row.price_min,
    priceMax: row.price_max,
    currency: row.currency,
    deadline: row.deadline,
    status: row.status,
    createTime: new Date(row.created_at).toISOString(),
  };
}

/**
 * A card's shape with the demand's description, which the pages of one demand show (the lists'
 * schemas leave it out of their answers).
 */
type WithDescription<S extends TSchema> = Static<S> & { description: string | null };

/** A demand card as `reader` is shown it: texts and company name in their language where given. */
export function toCard(row: CardRow, reader: Language): WithDescription<typeof DemandCard> {
  const shown = shownTexts(demandTexts(row), reader);
  return {
    ...cardFacts(row),
    title: shown.texts.title!,
    productName: shown.texts.productName!,
    description: shown.texts.description,
    textLanguage: shown.textLanguage,
    machineTranslated: shown.machineTranslated,
    company: companyCard(row, reader),
  };
}

/** A demand card in its author's own words, without its company: the company's own lists. */
export function toOwnDemand(
  row: CardRow & { quote_count: number },
): WithDescription<typeof OwnDemand> {
  return {
    ...cardFacts(row),
    title: row.title,
    productName: row.product_name,
    description: row.description,
    quoteCount: row.quote_count,
  };
}

// ---------------------------------------------------------------------------------------------
// The hall: public demands

const SORTS: Record<DemandSort, string> = {
  newest: 'd.created_at DESC, d.id DESC',
  deadline: 'd.deadline ASC, d.id DESC',
  priceDesc: 'd.price_max DESC, d.id DESC',
};

export interface DemandSearch {
  /** The viewer's company (its own and designated demands are shown to it), or null. */
  viewerCompanyId: number | null;
  today: string;
  keyword?: string;
  hsCode?: string;
  industry?: string;
  buyerCountry?: string;
  deadlineFrom?: string;
  sort: DemandSort;
}

/** Ongoing demands the viewer may see, past none of their deadlines, filtered and sorted. */
export function searchDemands(
  db: DbExecutor,
  search: DemandSearch,
  page: PageRequest,
): Promise<Page<CardRow>> {
  const params: unknown[] = [search.viewerCompanyId];
  const where = ['d.status = 1', 'NOT c.is_platform', `(d.company_id = $1 OR ${VISIBLE_TO('$1')})`];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  // Past its deadline a demand has ended, even before the expiry job has marked it.
  add((n) => `d.deadline >= ${n}::date`, search.today);
  if (search.keyword?.trim())
    where.push(demandTextCondition(search.keyword, (value) => `$${params.push(value)}`));
  if (search.hsCode) add((n) => `d.hs_code LIKE ${n} || '%'`, search.hsCode);
  if (search.industry?.trim()) add((n) => `d.industry = ${n}`, search.industry.trim());
  if (search.buyerCountry) add((n) => `c.country = ${n}`, search.buyerCountry.toUpperCase());
  if (search.deadlineFrom) add((n) => `d.deadline >= ${n}::date`, search.deadlineFrom);
  return selectPage<CardRow>(
    db,
    {
      columns: CARD_COLUMNS,
      from: `demands d JOIN companies c ON c.id = d.company_id WHERE ${where.join(' AND ')}`,
      orderBy: SORTS[search.sort],
      params,
    },
    page,
  );
}

/** The industries of ongoing public demands. */
export async function readIndustries(db: DbExecutor): Promise<string[]> {
  const { rows } = await db.query<{ industry: string }>(
    `SELECT DISTINCT industry FROM demands d WHERE d.status = 1 AND NOT d.designated_only
      ORDER BY 1 LIMIT 200`,
  );
  return rows.map((row) => row.industry);
}

/** A demand the viewer may see (its own company's, public, or designated to it). */
export async function findVisibleDemand(
  db: DbExecutor,
  id: number,
  viewerCompanyId: number | null,
): Promise<CardRow | undefined> {
  const { rows } = await db.query<CardRow>(
    `SELECT ${CARD_COLUMNS}
       FROM demands d JOIN companies c ON c.id = d.company_id
      WHERE d.id = $1 AND NOT c.is_platform AND (d.company_id = $2 OR ${VISIBLE_TO('$2')})`,
    [id, viewerCompanyId],
  );
  return rows[0];
}

/** A demand's attachments, in order. */
export async function readAttachments(
  db: DbExecutor,
  demandId: number,
): Promise<Static<typeof DemandAttachment>[]> {
  const { rows } = await db.query<{ file_id: number; original_name: string }>(
    `SELECT a.file_id, f.original_name FROM demand_attachments a JOIN files f ON f.id = a.file_id
      WHERE a.demand_id = $1 ORDER BY a.position`,
    [demandId],
  );
  return rows.map((row) => attachment(row.file_id, row.original_name));
}

function attachment(fileId: number, name: string): Static<typeof DemandAttachment> {
  return { fileId, name, url: fileUrls(fileId)[0] };
}

// ---------------------------------------------------------------------------------------------
// The buyer's demands

export interface OwnDemandFilter {
  status?: number;
  quotesReceived?: boolean;
  /** The platform's today and the last day counted as expiring soon, when asked for. */
  expiring?: { today: string; expiringBy: string };
}

const QUOTE_COUNT = '(SELECT count(*)::int FROM quotes q WHERE q.demand_id = d.id) AS quote_count';

/** The company's demands, newest first. */
export function ownDemandsPage(
  db: DbExecutor,
  companyId: number,
  filter: OwnDemandFilter,
  page: PageRequest,
): Promise<Page<CardRow & { quote_count: number }>> {
  const params: unknown[] = [companyId];
  const where = ['d.company_id = $1'];
  if (filter.status) {
    params.push(filter.status);
    where.push(`d.status = $${params.length}`);
  }
  if (filter.quotesReceived) where.push(OWN_DEMAND_FILTER_SQL.quotesReceived);
  if (filter.expiring) {
    params.push(filter.expiring.today, filter.expiring.expiringBy);
    where.push(OWN_DEMAND_FILTER_SQL.expiringSoon(`$${params.length - 1}`, `$${params.length}`));
  }
  return selectPage(
    db,
    {
      columns: `${CARD_COLUMNS}, ${QUOTE_COUNT}`,
      from: `demands d JOIN companies c ON c.id = d.company_id WHERE ${where.join(' AND ')}`,
      orderBy: 'd.created_at DESC, d.id DESC',
      params,
    },
    page,
  );
}

export type OwnDemandRow = CardRow & {
  quote_count: number;
  receiver_id: number;
  designated_only: boolean;
};

/** One of the company's demands with what it was posted with; another company's is missing. */
export async function findOwnDemand(
  db: DbExecutor,
  id: number,
  companyId: number,
): Promise<OwnDemandRow | undefined> {
  const { rows } = await db.query<OwnDemandRow>(
    `SELECT ${CARD_COLUMNS}, d.receiver_id, d.designated_only, ${QUOTE_COUNT}
       FROM demands d JOIN companies c ON c.id = d.company_id
      WHERE d.id = $1 AND d.company_id = $2`,
    [id, companyId],
  );
  return rows[0];
}

/** The suppliers a demand was sent to, by name. */
export async function readDesignatedSuppliers(
  db: DbExecutor,
  demandId: number,
): Promise<{ id: number; name: string }[]> {
  const { rows } = await db.query<{ id: number; name: string }>(
    `SELECT c.id, c.name FROM demand_suppliers s JOIN companies c ON c.id = s.company_id
      WHERE s.demand_id = $1 ORDER BY c.name`,
    [demandId],
  );
  return rows;
}

export async function isOwnDemand(db: DbExecutor, id: number, companyId: number) {
  const { rows } = await db.query('SELECT 1 FROM demands WHERE id = $1 AND company_id = $2', [
    id,
    companyId,
  ]);
  return rows.length > 0;
}

export interface LockedDemand {
  id: number;
  status: number;
  title: string;
  original_language: Language;
  translations: ListingTranslations<'demand'>;
}

/** The company's demand, locked for a change; another company's is missing (undefined). */
export async function lockOwnDemand(
  tx: DbExecutor,
  id: number,
  companyId: number,
): Promise<LockedDemand | undefined> {
  const { rows } = await tx.query<LockedDemand>(
    `SELECT id, status, title, original_language, translations FROM demands
      WHERE id = $1 AND company_id = $2 FOR UPDATE`,
    [id, companyId],
  );
  return rows[0];
}

/** The demand's fields as checked, its texts' language and their other languages. */
export interface DemandRecord {
  demand: CheckedDemand;
  originalLanguage: Language;
  translations: ListingTranslations<'demand'>;
  now: Date;
}

export async function insertDemand(
  tx: DbExecutor,
  author: { id: number; companyId: number },
  { demand, originalLanguage, translations, now }: DemandRecord,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO demands (company_id, created_by, receiver_id, title, product_name, hs_code,
       industry, quantity, unit, price_min, price_max, currency, deadline, description,
       designated_only, search_text, created_at, updated_at, original_language, translations)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17,
       $18, $19)
     RETURNING id`,
    [
      author.companyId,
      author.id,
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
  return rows[0]!.id;
}

export async function updateDemand(
  tx: DbExecutor,
  id: number,
  { demand, originalLanguage, translations, now }: DemandRecord,
): Promise<void> {
  await tx.query(
    `UPDATE demands SET receiver_id = $2, title = $3, product_name = $4, hs_code = $5,
       industry = $6, quantity = $7, unit = $8, price_min = $9, price_max = $10,
       currency = $11, deadline = $12, description = $13, designated_only = $14,
       search_text = $15, updated_at = $16, original_language = $17, translations = $18
     WHERE id = $1`,
    [
      id,
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
}

/**
 * Writes the demand's attachments and designated suppliers as checked; returns the suppliers it
 * did not have before (those to invite).
 */
export async function writeDemandLinks(
  tx: DbExecutor,
  demandId: number,
  demand: CheckedDemand,
): Promise<number[]> {
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

/** A demand is completed: finished by its buyer, or a quote on it confirmed. */
export async function completeDemand(tx: DbExecutor, id: number, now: Date): Promise<void> {
  await tx.query('UPDATE demands SET status = 3, updated_at = $2 WHERE id = $1', [id, now]);
}

export async function readCompanyName(db: DbExecutor, companyId: number): Promise<string> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM companies WHERE id = $1', [
    companyId,
  ]);
  return rows[0]!.name;
}

/** The main account of each company given that may be told something (not disabled). */
export async function readMainAccounts(db: DbExecutor, companyIds: number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number; country: string | null }>(
    `SELECT DISTINCT ON (m.company_id) m.id, c.country
       FROM members m JOIN companies c ON c.id = m.company_id
      WHERE m.company_id = ANY($1::int[]) AND m.mid = 0 AND NOT m.disabled
      ORDER BY m.company_id, m.id`,
    [companyIds],
  );
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------------------------------------
// Quotes

const QUOTE_COLUMNS = `q.id, q.status, q.revision, q.unit_price::text AS unit_price,
  q.total_price::text AS total_price, q.quantity::text AS quantity, q.currency, q.delivery_terms,
  to_char(q.delivery_date, 'YYYY-MM-DD') AS delivery_date,
  to_char(q.valid_until, 'YYYY-MM-DD') AS valid_until, q.message, q.created_at, q.updated_at`;

export interface QuoteRow {
  id: number;
  status: number;
  revision: number;
  unit_price: string | null;
  total_price: string | null;
  quantity: string;
  currency: string;
  delivery_terms: string;
  delivery_date: string;
  valid_until: string;
  message: string;
  created_at: Date;
  updated_at: Date;
}

type QuoteTerms = Omit<Static<typeof DemandQuoteTerms>, 'attachments'>;

/** A quote's terms as stored (without its files). */
export function quoteTerms(row: QuoteRow): QuoteTerms {
  return {
    unitPrice: row.unit_price,
    totalPrice: row.total_price,
    quantity: trimDecimal(row.quantity),
    currency: row.currency,
    deliveryTerms: row.delivery_terms,
    deliveryDate: row.delivery_date,
    validUntil: row.valid_until,
    message: row.message,
  };
}

/** A quote's terms as one of its versions recorded them (quote_versions.content). */
function versionTerms(content: Record<string, string | null>): QuoteTerms {
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

/**
 * The attachments of the given quotes, every version's (the first version's stay when a quote is
 * revised): `of(quoteId, revision)` lists one version's, in order, shaped as a demand's.
 */
export async function readQuoteAttachments(db: DbExecutor, quoteIds: number[]) {
  const byVersion = new Map<string, Static<typeof DemandAttachment>[]>();
  if (quoteIds.length > 0) {
    const { rows } = await db.query<{
      quote_id: number;
      revision: number;
      file_id: number;
      original_name: string;
    }>(
      `SELECT a.quote_id, a.revision, a.file_id, f.original_name
         FROM quote_attachments a JOIN files f ON f.id = a.file_id
        WHERE a.quote_id = ANY($1::int[]) ORDER BY a.quote_id, a.revision, a.position`,
      [quoteIds],
    );
    for (const row of rows) {
      const key = `${row.quote_id}:${row.revision}`;
      const list = byVersion.get(key) ?? [];
      list.push(attachment(row.file_id, row.original_name));
      byVersion.set(key, list);
    }
  }
  return (quoteId: number, revision: number) => byVersion.get(`${quoteId}:${revision}`) ?? [];
}

export type ReceivedQuoteRow = QuoteRow &
  CompanyNameRow & {
    member_id: number;
    company_id: number;
    company_country: string | null;
    company_review_status: number;
    previous: { content: Record<string, string | null> } | null;
  };

/** The quotes on a demand, oldest first, each with its company and its first version. */
export async function readReceivedQuotes(
  db: DbExecutor,
  demandId: number,
): Promise<ReceivedQuoteRow[]> {
  const { rows } = await db.query<ReceivedQuoteRow>(
    `SELECT ${QUOTE_COLUMNS}, q.member_id, c.id AS company_id, c.name AS company_name,
            c.country AS company_country, c.review_status AS company_review_status,
            c.original_language AS company_original_language,
            c.translations AS company_translations,
            (SELECT row_to_json(v) FROM (SELECT content FROM quote_versions
              WHERE quote_id = q.id AND revision = 0) v) AS previous
       FROM quotes q JOIN companies c ON c.id = q.company_id
      WHERE q.demand_id = $1 ORDER BY q.created_at, q.id`,
    [demandId],
  );
  return rows;
}

/** A received quote as the buyer reads it: both versions' terms and files, the supplier named. */
export function toReceivedQuote(
  row: ReceivedQuoteRow,
  attachments: (quoteId: number, revision: number) => Static<typeof DemandAttachment>[],
  reader: Language,
) {
  return {
    ...quoteTerms(row),
    attachments: attachments(row.id, row.revision),
    id: row.id,
    status: row.status,
    revised: row.revision > 0,
    previous:
      row.revision > 0 && row.previous
        ? { ...versionTerms(row.previous.content), attachments: attachments(row.id, 0) }
        : null,
    company: companyCard(row, reader),
    contactId: row.member_id,
    createTime: new Date(row.created_at).toISOString(),
    updateTime: new Date(row.updated_at).toISOString(),
  };
}

export interface QuoteToConfirm {
  demand_id: number;
  company_id: number;
  member_id: number;
  status: number;
  unit_price: string | null;
  total_price: string | null;
  quantity: string;
  currency: string;
  valid_until: string;
}

/** A quote on one of the buyer company's demands; another company's is missing (undefined). */
export async function findQuoteToConfirm(
  tx: DbExecutor,
  quoteId: number,
  buyerCompanyId: number,
): Promise<QuoteToConfirm | undefined> {
  const { rows } = await tx.query<QuoteToConfirm>(
    `SELECT q.demand_id, q.company_id, q.member_id, q.status, q.unit_price::text AS unit_price,
            q.total_price::text AS total_price, q.quantity::int::text AS quantity, q.currency,
            to_char(q.valid_until, 'YYYY-MM-DD') AS valid_until
       FROM quotes q JOIN demands d ON d.id = q.demand_id
      WHERE q.id = $1 AND d.company_id = $2`,
    [quoteId, buyerCompanyId],
  );
  return rows[0];
}

/** What the order placed from a demand's quote buys: the demand's product and unit. */
export async function readDemandProduct(
  tx: DbExecutor,
  demandId: number,
): Promise<{ product_name: string; unit: string }> {
  const { rows } = await tx.query<{ product_name: string; unit: string }>(
    'SELECT product_name, unit FROM demands WHERE id = $1',
    [demandId],
  );
  return rows[0]!;
}

export async function markQuoteConfirmed(
  tx: DbExecutor,
  quoteId: number,
  orderId: number,
  now: Date,
): Promise<void> {
  await tx.query('UPDATE quotes SET status = 2, order_id = $2, updated_at = $3 WHERE id = $1', [
    quoteId,
    orderId,
    now,
  ]);
}

/** Quotes the company sent since `since`, and its tier's monthly quota. */
export async function readQuoteQuota(
  db: DbExecutor,
  companyId: number,
  since: Date,
  tierId: number,
): Promise<{ used: number; quota: number }> {
  const { rows } = await db.query<{ used: number; quota: number }>(
    `SELECT (SELECT count(*)::int FROM quotes WHERE company_id = $1 AND created_at >= $2) AS used,
            (SELECT quote_quota FROM membership_tiers WHERE id = $3) AS quota`,
    [companyId, since, tierId],
  );
  return rows[0]!;
}

/** The company's quote on a demand, if it sent one. */
export async function findCompanyQuote(
  db: DbExecutor,
  demandId: number,
  companyId: number,
): Promise<QuoteRow | undefined> {
  const { rows } = await db.query<QuoteRow>(
    `SELECT ${QUOTE_COLUMNS} FROM quotes q WHERE q.demand_id = $1 AND q.company_id = $2`,
    [demandId, companyId],
  );
  return rows[0];
}

/** A demand the quoting company may see, locked while it quotes; undefined when it may not. */
export async function lockDemandToQuote(
  tx: DbExecutor,
  demandId: number,
  companyId: number,
): Promise<{ id: number; company_id: number; status: number; deadline: string } | undefined> {
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
    [demandId, companyId],
  );
  return rows[0];
}

export async function hasQuoted(tx: DbExecutor, demandId: number, companyId: number) {
  const { rows } = await tx.query('SELECT 1 FROM quotes WHERE demand_id = $1 AND company_id = $2', [
    demandId,
    companyId,
  ]);
  return rows.length > 0;
}

export async function insertQuote(
  tx: DbExecutor,
  quoted: { demandId: number; companyId: number; memberId: number },
  quote: CheckedQuote,
  now: Date,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO quotes (demand_id, company_id, member_id, unit_price, total_price, quantity,
       currency, delivery_terms, delivery_date, valid_until, message, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) RETURNING id`,
    [
      quoted.demandId,
      quoted.companyId,
      quoted.memberId,
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
  return rows[0]!.id;
}

/**
 * Records one version of a quote: its JSON (terms and attachments, ids and names) and its
 * attachment rows, which keep the files referenced and readable to the buyer.
 */
export async function writeQuoteVersion(
  tx: DbExecutor,
  quoteId: number,
  revision: 0 | 1,
  quote: CheckedQuote,
  now: Date,
): Promise<void> {
  await tx.query(
    'INSERT INTO quote_versions (quote_id, revision, content, created_at) VALUES ($1, $2, $3, $4)',
    [quoteId, revision, JSON.stringify(quote), now],
  );
  for (const [position, file] of quote.attachments.entries()) {
    await tx.query(
      'INSERT INTO quote_attachments (quote_id, revision, file_id, position) VALUES ($1, $2, $3, $4)',
      [quoteId, revision, file.fileId, position],
    );
  }
}

/** The company's quote with its demand's state, locked for a revision; another's is missing. */
export async function lockCompanyQuote(
  tx: DbExecutor,
  quoteId: number,
  companyId: number,
): Promise<
  | {
      id: number;
      demand_id: number;
      status: number;
      revision: number;
      demand_status: number;
      deadline: string;
    }
  | undefined
> {
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
    [quoteId, companyId],
  );
  return rows[0];
}

/** The quote's one revision: its new terms, by the member who revised it. */
export async function reviseQuote(
  tx: DbExecutor,
  quoteId: number,
  memberId: number,
  quote: CheckedQuote,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE quotes SET revision = 1, unit_price = $2, total_price = $3, quantity = $4,
       currency = $5, delivery_terms = $6, delivery_date = $7, valid_until = $8, message = $9,
       member_id = $10, updated_at = $11
     WHERE id = $1`,
    [
      quoteId,
      quote.unitPrice,
      quote.totalPrice,
      quote.quantity,
      quote.currency,
      quote.deliveryTerms,
      quote.deliveryDate,
      quote.validUntil,
      quote.message,
      memberId,
      now,
    ],
  );
}

/** Who is told of a quote on a demand: its reception contact, and the demand and quoter's names. */
export async function readQuoteNoticeParties(
  tx: DbExecutor,
  demandId: number,
  supplierCompanyId: number,
): Promise<{ receiver_id: number; title: string; supplier: string }> {
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
  return rows[0]!;
}

export type SentQuoteRow = QuoteRow & DemandTextRow & { demand_id: number; unit: string };

/** The quotes the company sent, newest first, each with its demand's texts. */
export function sentQuotesPage(
  db: DbExecutor,
  companyId: number,
  page: PageRequest,
): Promise<Page<SentQuoteRow>> {
  return selectPage<SentQuoteRow>(
    db,
    {
      columns: `${QUOTE_COLUMNS}, d.id AS demand_id, d.title, d.product_name, d.description,
                d.original_language, d.translations, d.unit`,
      from: 'quotes q JOIN demands d ON d.id = q.demand_id WHERE q.company_id = $1',
      orderBy: 'q.created_at DESC, q.id DESC',
      params: [companyId],
    },
    page,
  );
}

/** A sent quote as its supplier's list shows it, the demand titled in the reader's language. */
export function toSentQuote(row: SentQuoteRow, reader: Language) {
  return {
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
  };
}

export type QuoteForChatRow = QuoteRow &
  DemandTextRow & {
    member_id: number;
    supplier_name: string;
    supplier_original_language: Language;
    supplier_translations: ListingTranslations<'company'>;
    demand_quantity: string;
    unit: string;
    deadline: string;
  };

/** A quote on one of the buyer company's demands with what the demand card shows of both. */
export async function findQuoteForChat(
  db: DbExecutor,
  demandId: number,
  quoteId: number,
  buyerCompanyId: number,
): Promise<QuoteForChatRow | undefined> {
  const { rows } = await db.query<QuoteForChatRow>(
    `SELECT ${QUOTE_COLUMNS}, q.member_id, s.name AS supplier_name,
            s.original_language AS supplier_original_language,
            s.translations AS supplier_translations, d.title, d.product_name, d.description,
            d.original_language, d.translations, d.quantity::text AS demand_quantity, d.unit,
            to_char(d.deadline, 'YYYY-MM-DD') AS deadline
       FROM quotes q JOIN demands d ON d.id = q.demand_id JOIN companies s ON s.id = q.company_id
      WHERE q.id = $1 AND q.demand_id = $2 AND d.company_id = $3`,
    [quoteId, demandId, buyerCompanyId],
  );
  return rows[0];
}

// ---------------------------------------------------------------------------------------------
// Expiry

/** A quote that ended, with what its supplier is told. */
export interface EndedQuote {
  member_id: number;
  demand_id: number;
  title: string;
}

/**
 * Ends open quotes in one statement: those of one demand (`demandId`: every open quote of it) or,
 * without a demand, every quote past its validity (`today`) or on a demand no longer ongoing.
 * Returns what changed, so only the caller whose statement changed a row tells its supplier.
 */
export async function expireQuotes(
  tx: DbExecutor,
  now: Date,
  today: string,
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
    [now, today, demandId],
  );
  return rows;
}

/** Ongoing demands whose deadline is before `today` become expired; returns how many. */
export async function expireOverdueDemands(
  tx: DbExecutor,
  now: Date,
  today: string,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `UPDATE demands SET status = 2, updated_at = $1
      WHERE status = 1 AND deadline < $2::date RETURNING id`,
    [now, today],
  );
  return rows.length;
}

// ---------------------------------------------------------------------------------------------
// What the form's rules ask the database (rules.ts)

export async function isTradeCurrency(tx: DbExecutor, code: string): Promise<boolean> {
  const { rows } = await tx.query(
    "SELECT 1 FROM dict_data WHERE dict_type = 'trade_currency' AND dict_value = $1",
    [code],
  );
  return rows.length > 0;
}

/** Whether the member belongs to the company and is not disabled (a reception contact). */
export async function isActiveMemberOf(
  tx: DbExecutor,
  memberId: number | undefined,
  companyId: number,
): Promise<boolean> {
  const { rows } = await tx.query(
    'SELECT 1 FROM members WHERE id = $1 AND company_id = $2 AND NOT disabled',
    [memberId, companyId],
  );
  return rows.length > 0;
}

/** Whether the HS code (its first six digits) is in the nomenclature. */
export async function isKnownHsCode(tx: DbExecutor, code: string): Promise<boolean> {
  const { rows } = await tx.query<{ description_en: string }>(
    'SELECT description_en FROM hs_codes WHERE code = $1',
    [code.length > 6 ? code.slice(0, 6) : code],
  );
  return rows.length > 0;
}

/** How many of the files are the company's own uploads. */
export async function countCompanyFiles(
  tx: DbExecutor,
  fileIds: number[],
  companyId: number,
): Promise<number> {
  const { rows } = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM files WHERE id = ANY($1::int[]) AND company_id = $2',
    [fileIds, companyId],
  );
  return rows[0]!.count;
}

/** The names of those of the files that are the company's own uploads, by id. */
export async function readCompanyFileNames(
  tx: DbExecutor,
  fileIds: number[],
  companyId: number,
): Promise<Map<number, string>> {
  const { rows } = await tx.query<{ id: number; original_name: string }>(
    'SELECT id, original_name FROM files WHERE id = ANY($1::int[]) AND company_id = $2',
    [fileIds, companyId],
  );
  return new Map(rows.map((row) => [row.id, row.original_name]));
}

/** How many of the companies are trading companies (not the platform). */
export async function countTradingCompanies(tx: DbExecutor, companyIds: number[]): Promise<number> {
  const { rows } = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM companies WHERE id = ANY($1::int[]) AND NOT is_platform',
    [companyIds],
  );
  return rows[0]!.count;
}
