import type { DbExecutor } from '../platform/db/db';
import type { AuthenticatedMember } from '../platform/auth/plugin';
import { BusinessError } from '../platform/http/envelope';

export const UNSUPPORTED_ENTITY_TYPE_MSG = '不支持的内容类型';
export const ENTITY_NOT_FOUND_MSG = '内容不存在';

/** What a favourite or history row shows of the thing it points at. */
export interface EntitySummary {
  title: string;
  subtitle: string | null;
  /** The portal route that opens it. */
  link: string;
}

/**
 * Summaries of those of `ids` that exist and that the member may see, in one query; the ids
 * missing from the map are missing or invisible (the caller cannot tell which).
 */
type EntityResolver = (
  db: DbExecutor,
  member: AuthenticatedMember,
  ids: number[],
) => Promise<Map<number, EntitySummary>>;

const joinPresent = (...parts: (string | null | undefined)[]) =>
  parts.filter((part) => part?.trim()).join(' · ') || null;

const resolveProducts: EntityResolver = async (db, member, ids) => {
  const { rows } = await db.query<{
    id: number;
    name: string;
    price: string | null;
    currency: string;
    company_id: number;
    company_name: string;
    status: number;
  }>(
    `SELECT p.id, p.name, p.price, p.currency, p.company_id, c.name AS company_name, p.status
       FROM products p JOIN companies c ON c.id = p.company_id
      WHERE p.id = ANY($1::int[]) AND (p.status = 1 OR p.company_id = $2)`,
    [ids, member.companyId],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        title: row.name,
        subtitle: joinPresent(
          row.company_name,
          row.price === null ? '面议' : `${row.currency.trim()} ${row.price}`,
        ),
        // A published product has its own page; one taken offline still shows its company.
        link:
          row.status === 1 ? `/productDetail?id=${row.id}` : `/enterpriseInfo?id=${row.company_id}`,
      },
    ]),
  );
};

const resolveCompanies: EntityResolver = async (db, _member, ids) => {
  const { rows } = await db.query<{
    id: number;
    name: string;
    country: string | null;
    industry: string | null;
  }>(
    `SELECT id, name, country, industry FROM companies
      WHERE id = ANY($1::int[]) AND NOT is_platform`,
    [ids],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        title: row.name,
        subtitle: joinPresent(row.country, row.industry),
        link: `/enterpriseInfo?id=${row.id}`,
      },
    ]),
  );
};

const resolveNews: EntityResolver = async (db, _member, ids) => {
  const { rows } = await db.query<{ id: number; title: string; summary: string | null }>(
    'SELECT id, title, left(summary, 200) AS summary FROM news WHERE id = ANY($1::int[])',
    [ids],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      { title: row.title, subtitle: row.summary || null, link: `/newsInfo?id=${row.id}` },
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

/** The summary of one entity the member may see; 404 '内容不存在' when missing or invisible. */
export async function resolveEntity(
  db: DbExecutor,
  member: AuthenticatedMember,
  entityType: string,
  entityId: number,
): Promise<EntitySummary> {
  assertEntityType(entityType);
  const summary = (await ENTITY_RESOLVERS[entityType]!(db, member, [entityId])).get(entityId);
  if (!summary) throw new BusinessError(404, ENTITY_NOT_FOUND_MSG);
  return summary;
}

/**
 * Summaries for a page of references, one query per type present. A reference to something that
 * has vanished, become invisible or whose type left the registry maps to null.
 */
export async function summariseEntities(
  db: DbExecutor,
  member: AuthenticatedMember,
  references: { entityType: string; entityId: number }[],
): Promise<(EntitySummary | null)[]> {
  const idsByType = new Map<string, number[]>();
  for (const { entityType, entityId } of references) {
    if (!Object.hasOwn(ENTITY_RESOLVERS, entityType)) continue;
    idsByType.set(entityType, [...(idsByType.get(entityType) ?? []), entityId]);
  }
  const summariesByType = new Map<string, Map<number, EntitySummary>>();
  for (const [entityType, ids] of idsByType) {
    summariesByType.set(entityType, await ENTITY_RESOLVERS[entityType]!(db, member, ids));
  }
  return references.map(
    ({ entityType, entityId }) => summariesByType.get(entityType)?.get(entityId) ?? null,
  );
}
