import type { Language } from '@portal/contracts';
import type { ListingTranslations } from '@portal/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { DbExecutor } from '../../platform/db/db';
import { demandMessages, type DemandMessages } from '../../lib/demand-messages';
import { fileUrls } from '../../modules/files/service';
import { requestLanguage } from '../../platform/language/language';
import { shownTexts } from '../../modules/listing-texts/shown-texts';

/** The caller's messages, in the language it asked for. */
export function messagesOf(request: FastifyRequest): DemandMessages {
  return demandMessages(requestLanguage(request.headers['accept-language']));
}

/**
 * Columns of a demand card: `d` the demand, `c` its company; with every language of the
 * demand's texts and of the company's name, so a reader is shown theirs.
 */
export const CARD_COLUMNS = `d.id, d.title, d.product_name, d.description, d.original_language,
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

/** "12.500" → "12.5", "3.000" → "3": quantities as typed. */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** The demand's texts in every language it has, as `shownTexts` takes them. */
export function demandTexts(
  row: Pick<
    CardRow,
    'title' | 'product_name' | 'description' | 'original_language' | 'translations'
  >,
) {
  return {
    original: { title: row.title, productName: row.product_name, description: row.description },
    originalLanguage: row.original_language,
    translations: row.translations,
  };
}

/** The name a reader is shown of a company: theirs where the company gave it, else the original. */
export function companyNameFor(
  company: {
    name: string;
    original_language: Language;
    translations: ListingTranslations<'company'>;
  },
  reader: Language,
): string {
  return shownTexts(
    {
      // The scope is not shown where only the name is; the name decides the language.
      original: { name: company.name, scope: null },
      originalLanguage: company.original_language,
      translations: company.translations,
    },
    reader,
  ).texts.name!;
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

/** A demand card as `reader` is shown it: texts and company name in their language where given. */
export function toCard(row: CardRow, reader: Language) {
  const shown = shownTexts(demandTexts(row), reader);
  return {
    ...cardFacts(row),
    title: shown.texts.title!,
    productName: shown.texts.productName!,
    description: shown.texts.description,
    textLanguage: shown.textLanguage,
    machineTranslated: shown.machineTranslated,
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
  };
}

/** A demand card in its author's own words, without its company: the company's own lists. */
export function ownCard(row: CardRow) {
  return {
    ...cardFacts(row),
    title: row.title,
    productName: row.product_name,
    description: row.description,
  };
}

/** A demand's attachments, in order. */
export async function attachmentsOf(db: DbExecutor, demandId: number) {
  const { rows } = await db.query<{ file_id: number; original_name: string }>(
    `SELECT a.file_id, f.original_name FROM demand_attachments a JOIN files f ON f.id = a.file_id
      WHERE a.demand_id = $1 ORDER BY a.position`,
    [demandId],
  );
  return rows.map((row) => ({
    fileId: row.file_id,
    name: row.original_name,
    url: fileUrls(row.file_id)[0],
  }));
}

/**
 * The attachments of the given quotes, every version's (the first version's stay when a quote is
 * revised): `of(quoteId, revision)` lists one version's, in order, shaped as a demand's.
 */
export async function quoteAttachmentsOf(db: DbExecutor, quoteIds: number[]) {
  const byVersion = new Map<string, { fileId: number; name: string; url: string }[]>();
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
      list.push({ fileId: row.file_id, name: row.original_name, url: fileUrls(row.file_id)[0] });
      byVersion.set(key, list);
    }
  }
  return (quoteId: number, revision: number) => byVersion.get(`${quoteId}:${revision}`) ?? [];
}

/**
 * Who may see a demand that is not their own: anyone when it is public, only its designated
 * suppliers' members when it is for them only. `$company` is the viewer's company id or null.
 */
export const VISIBLE_TO = (company: string) => `(NOT d.designated_only OR EXISTS (
  SELECT 1 FROM demand_suppliers s WHERE s.demand_id = d.id AND s.company_id = ${company}))`;

export const QUOTE_COLUMNS = `q.id, q.status, q.revision, q.unit_price::text AS unit_price,
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

export function quoteTerms(row: QuoteRow) {
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
