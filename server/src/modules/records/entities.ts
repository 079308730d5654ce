import type { Language } from '@portal/contracts';
import type { ListingTranslations } from '@portal/contracts/schemas';
import { shownName } from '../listing-texts/shown-texts';
import type { DbExecutor } from '../../platform/db/db';
import type { AuthenticatedMember } from '../../platform/auth/plugin';
import { BusinessError } from '../../platform/http/envelope';

export const UNSUPPORTED_ENTITY_TYPE_MSG = '不支持的内容类型';
export const ENTITY_NOT_FOUND_MSG = '内容不存在';

/**
 * What a favourite or history row shows of the thing it points at, in the reader's language
 * where the listing has it (docs/listing-languages.md).
 */
export interface EntitySummary {
  title: string;
  /** The language `title` is in: the reader's own, or the original's (the client marks it). */
  textLanguage: Language;
  /** `title` is a machine translation nobody has reviewed. */
  machineTranslated: boolean;
  subtitle: string | null;
  /** The portal route that opens it. */
  link: string;
}

/**
 * Summaries of those of `ids` that exist and that the member may see, in one query, named for
 * `reader`; the ids missing from the map are missing or invisible (the caller cannot tell which).
 */
type EntityResolver = (
  db: DbExecutor,
  member: AuthenticatedMember,
  ids: number[],
  reader: Language,
) => Promise<Map<number, EntitySummary>>;

const joinPresent = (...parts: (string | null | undefined)[]) =>
  parts.filter((part) => part?.trim()).join(' · ') || null;

const resolveProducts: EntityResolver = async (db, member, ids, reader) => {
  const { rows } = await db.query<{
    id: number;
    name: string;
    original_language: Language;
    translations: ListingTranslations<'product'>;
    price: string | null;
    currency: string;
    company_id: number;
    company_name: string;
    company_language: Language;
    company_translations: ListingTranslations<'company'>;
    status: number;
  }>(
    `SELECT p.id, p.name, p.original_language, p.translations, p.price, p.currency, p.company_id,
            c.name AS company_name, c.original_language AS company_language,
            c.translations AS company_translations, p.status
       FROM products p JOIN companies c ON c.id = p.company_id
      WHERE p.id = ANY($1::int[]) AND (p.status = 1 OR p.company_id = $2)`,
    [ids, member.companyId],
  );
  return new Map(
    rows.map((row) => {
      const product = shownName(
        { name: row.name, originalLanguage: row.original_language, translations: row.translations },
        reader,
      );
      const company = shownName(
        {
          name: row.company_name,
          originalLanguage: row.company_language,
          translations: row.company_translations,
        },
        reader,
      );
      return [
        row.id,
        {
          title: product.name,
          textLanguage: product.textLanguage,
          machineTranslated: product.machineTranslated,
          subtitle: joinPresent(
            company.name,
            row.price === null ? '面议' : `${row.currency.trim()} ${row.price}`,
          ),
          // A published product has its own page; one taken offline still shows its company.
          link:
            row.status === 1
              ? `/productDetail?id=${row.id}`
              : `/enterpriseInfo?id=${row.company_id}`,
        },
      ];
    }),
  );
};

const resolveCompanies: EntityResolver = async (db, _member, ids, reader) => {
  const { rows } = await db.query<{
    id: number;
    name: string;
    original_language: Language;
    translations: ListingTranslations<'company'>;
    country: string | null;
    industry: string | null;
  }>(
    `SELECT id, name, original_language, translations, country, industry FROM companies
      WHERE id = ANY($1::int[]) AND NOT is_platform`,
    [ids],
  );
  return new Map(
    rows.map((row) => {
      const company = shownName(
        { name: row.name, originalLanguage: row.original_language, translations: row.translations },
        reader,
      );
      return [
        row.id,
        {
          title: company.name,
          textLanguage: company.textLanguage,
          machineTranslated: company.machineTranslated,
          subtitle: joinPresent(row.country, row.industry),
          link: `/enterpriseInfo?id=${row.id}`,
        },
      ];
    }),
  );
};

/** A news item is written in one language (its `lang`), and shown in it. */
const resolveNews: EntityResolver = async (db, _member, ids) => {
  const { rows } = await db.query<{
    id: number;
    title: string;
    summary: string | null;
    lang: Language;
  }>('SELECT id, title, left(summary, 200) AS summary, lang FROM news WHERE id = ANY($1::int[])', [
    ids,
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        title: row.title,
        textLanguage: row.lang,
        machineTranslated: false,
        subtitle: row.summary || null,
        link: `/newsInfo?id=${row.id}`,
      },
    ]),
  );
};

/** The types a member can favourite or record a view of; 'demand' joins once demands exist. */
const ENTITY_RESOLVERS: Record<string, EntityResolver> = {
  product: resolveProducts,
  company: resolveCompanies,
  news: resolveNews,
};

/** Fails with 400 '不支持的内容类型' unless the type is in the registry. */
export function assertEntityType(entityType: string): void {
  if (!Object.hasOwn(ENTITY_RESOLVERS, entityType)) {
    throw new BusinessError(400, UNSUPPORTED_ENTITY_TYPE_MSG);
  }
}

/**
 * The summary of one entity the member may see, named for `reader`; 404 '内容不存在' when missing
 * or invisible.
 */
export async function resolveEntity(
  db: DbExecutor,
  member: AuthenticatedMember,
  entityType: string,
  entityId: number,
  reader: Language,
): Promise<EntitySummary> {
  assertEntityType(entityType);
  const resolve = ENTITY_RESOLVERS[entityType]!;
  const summary = (await resolve(db, member, [entityId], reader)).get(entityId);
  if (!summary) throw new BusinessError(404, ENTITY_NOT_FOUND_MSG);
  return summary;
}

/**
 * Summaries for a page of references, one query per type present, named for `reader` (the
 * request's language). A reference to something that has vanished, become invisible or whose
 * type left the registry maps to null.
 */
export async function summariseEntities(
  db: DbExecutor,
  member: AuthenticatedMember,
  references: { entityType: string; entityId: number }[],
  reader: Language,
): Promise<(EntitySummary | null)[]> {
  const idsByType = new Map<string, number[]>();
  for (const { entityType, entityId } of references) {
    if (!Object.hasOwn(ENTITY_RESOLVERS, entityType)) continue;
    idsByType.set(entityType, [...(idsByType.get(entityType) ?? []), entityId]);
  }
  const summariesByType = new Map<string, Map<number, EntitySummary>>();
  for (const [entityType, ids] of idsByType) {
    summariesByType.set(entityType, await ENTITY_RESOLVERS[entityType]!(db, member, ids, reader));
  }
  return references.map(
    ({ entityType, entityId }) => summariesByType.get(entityType)?.get(entityId) ?? null,
  );
}
