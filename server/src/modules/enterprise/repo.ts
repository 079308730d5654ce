import type { Language } from '@portal/contracts';
import type { ListingTranslations, Static, SupplyEnterpriseRow } from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import { selectPage, type Page, type PageRequest } from '../../platform/db/paging';
import { COMPANY_TIER_SQL, HIT_COLUMNS, type HitRow } from '../../lib/product-search';
import { shownTexts } from '../listing-texts/shown-texts';
import { companyTextCondition } from '../search/listing-conditions';

/** `value` for LIKE, its own `\`, `%` and `_` escaped. */
const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export interface EnterpriseFilters {
  keyword?: string;
  country?: string;
  industry?: string;
  verified?: boolean;
}

interface EnterpriseListRecord {
  id: number;
  name: string;
  short_name: string | null;
  country: string | null;
  city: string | null;
  industry: string | null;
  scope: string | null;
  original_language: Language;
  translations: ListingTranslations<'company'>;
  review_status: number;
  role_key: string;
  product_count: number;
}

/**
 * Trading companies with a name, by the words in their own texts (any language) or in one of
 * their products, country, industry, verified; the companies' own words first, then the
 * verified, then those with more published products. Each named in `reader`'s language.
 */
export async function selectEnterprises(
  db: DbExecutor,
  filters: EnterpriseFilters,
  page: PageRequest,
  now: Date,
  reader: Language,
): Promise<Page<Static<typeof SupplyEnterpriseRow>>> {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = ['NOT c.is_platform', "c.name <> ''"];
  const words = companyTextCondition(filters.keyword ?? '', param);
  if (words) where.push(words.where);
  if (filters.country) where.push(`c.country = ${param(filters.country)}`);
  const industry = filters.industry?.trim();
  if (industry) where.push(`c.industry ILIKE ${param(`%${likeEscaped(industry)}%`)}`);
  if (filters.verified) where.push('c.review_status = 2');
  // The moment the tiers are read at, joined as one row, so the count states its type too.
  const at = `(SELECT ${param(now)}::timestamptz AS at) asked`;
  const listed = await selectPage<EnterpriseListRecord>(
    db,
    {
      columns: `c.id, c.name, c.short_name, c.country, c.city, c.industry, c.scope,
                c.original_language, c.translations, c.review_status,
                ${COMPANY_TIER_SQL('c.id', 'asked.at')} AS role_key,
                (SELECT count(*)::int FROM products p WHERE p.company_id = c.id AND p.status = 1)
                  AS product_count`,
      from: `companies c CROSS JOIN ${at} WHERE ${where.join(' AND ')}`,
      orderBy: `${words ? `${words.ownWords} DESC, ` : ''}(c.review_status = 2) DESC,
                product_count DESC, c.id`,
      params,
    },
    page,
  );
  return {
    total: listed.total,
    rows: listed.rows.map((row) => {
      const shown = shownTexts(
        {
          original: { name: row.name, scope: row.scope },
          originalLanguage: row.original_language,
          translations: row.translations,
        },
        reader,
      );
      return {
        id: row.id,
        name: shown.texts.name!,
        shortName: row.short_name,
        country: row.country?.trim() ?? null,
        city: row.city,
        industry: row.industry,
        scope: shown.texts.scope,
        textLanguage: shown.textLanguage,
        machineTranslated: shown.machineTranslated,
        verified: row.review_status === 2,
        roleKey: row.role_key,
        productCount: row.product_count,
      };
    }),
  };
}

export interface EnterpriseRecord {
  id: number;
  name: string;
  short_name: string | null;
  country: string | null;
  city: string | null;
  industry: string | null;
  scope: string | null;
  address: string | null;
  founded_on: string | null;
  logo: string | null;
  review_status: number;
  corporate_label: number;
  credit_code: string | null;
  created_at: Date;
  contact_id: number | null;
  original_language: Language;
  translations: ListingTranslations<'company'>;
}

/** A trading company's public fields and its main account (the contact); undefined if none. */
export async function selectEnterprise(
  db: DbExecutor,
  id: number,
): Promise<EnterpriseRecord | undefined> {
  const { rows } = await db.query<EnterpriseRecord>(
    `SELECT id, name, short_name, country, city, industry, scope, address, original_language,
            translations,
            to_char(founded_on, 'YYYY-MM-DD') AS founded_on, logo, review_status, corporate_label,
            credit_code, created_at,
            (SELECT m.id FROM members m WHERE m.company_id = companies.id AND m.mid = 0
                AND NOT m.disabled ORDER BY m.id LIMIT 1) AS contact_id
       FROM companies WHERE id = $1 AND NOT is_platform`,
    [id],
  );
  return rows[0];
}

/** The company's newest published products as search hits, all of the tier `roleKey`. */
export async function selectCompanyHits(
  db: DbExecutor,
  companyId: number,
  count: number,
  roleKey: string,
): Promise<HitRow[]> {
  const { rows } = await db.query<HitRow>(
    `SELECT ${HIT_COLUMNS}, $3::text AS role_key
       FROM products p JOIN companies c ON c.id = p.company_id
      WHERE p.company_id = $1 AND p.status = 1 ORDER BY p.created_at DESC, p.id DESC LIMIT $2`,
    [companyId, count, roleKey],
  );
  return rows;
}

/**
 * The stored file of a company's logo. companies.logo holds the url of one of the company's own
 * uploads (see ownImageUrl), so only that file is reachable, never any other upload.
 */
export async function selectLogoFile(db: DbExecutor, companyId: number) {
  const { rows } = await db.query<{ stored_name: string; mime_type: string }>(
    `SELECT f.stored_name, f.mime_type
       FROM companies c JOIN files f ON f.company_id = c.id AND f.file_type = 'image'
      WHERE c.id = $1 AND NOT c.is_platform
        AND c.logo IN ('/haiguan/api/files/' || f.id, '/hg/api/files/' || f.id)`,
    [companyId],
  );
  return rows[0];
}
