import { EXHIBITION_MAX_EXHIBITS, type ExhibitionPhase } from '@portal/contracts';
import type { DbExecutor } from '../../platform/db/db';
import { selectPage, type Page, type PageRequest } from '../../platform/db/paging';
import type { Localized } from '../../platform/language/localized';

export interface ExhibitionRow {
  id: number;
  title: Localized;
  organizer: Localized;
  description: Localized;
  starts_on: string;
  ends_on: string;
  booth_count: number;
}

export type ManagedRow = ExhibitionRow & { pending_count: number };

/** Dates as text, so a DATE never passes through a time zone. */
const EXHIBITION_COLUMNS = `e.id, e.title, e.organizer, e.description,
  to_char(e.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(e.ends_on, 'YYYY-MM-DD') AS ends_on,
  (SELECT count(*)::int FROM exhibition_registrations r
    WHERE r.exhibition_id = e.id AND r.status = 2) AS booth_count`;

const MANAGED_COLUMNS = `${EXHIBITION_COLUMNS},
  (SELECT count(*)::int FROM exhibition_registrations r
    WHERE r.exhibition_id = e.id AND r.status = 1) AS pending_count`;

/** Which rows a phase keeps, for the platform's day `$1`. */
const PHASE_SQL: Record<ExhibitionPhase, string> = {
  upcoming: 'e.starts_on > $1::date',
  ongoing: 'e.starts_on <= $1::date AND e.ends_on >= $1::date',
  ended: 'e.ends_on < $1::date',
};

/**
 * Exhibitions of a phase (any when null) whose title or organizer holds the lower-cased words:
 * running and coming ones first (soonest first), then ended ones (latest first).
 */
export function selectExhibitions(
  db: DbExecutor,
  filter: { today: string; phase: ExhibitionPhase | null; keyword: string | null },
  page: PageRequest,
): Promise<Page<ExhibitionRow>> {
  return selectPage<ExhibitionRow>(
    db,
    {
      columns: EXHIBITION_COLUMNS,
      from: `exhibitions e WHERE ${filter.phase ? PHASE_SQL[filter.phase] : '$1::date IS NOT NULL'}
        AND ($2::text IS NULL OR strpos(lower(concat_ws(' ', e.title->>'zh', e.title->>'cht',
              e.title->>'pt', e.title->>'en', e.organizer->>'zh', e.organizer->>'cht',
              e.organizer->>'pt', e.organizer->>'en')), $2) > 0)`,
      orderBy: `(e.ends_on < $1::date),
                CASE WHEN e.ends_on >= $1::date THEN e.starts_on END ASC,
                e.ends_on DESC, e.id DESC`,
      params: [filter.today, filter.keyword],
    },
    page,
  );
}

export async function findExhibitionRow(
  db: DbExecutor,
  id: number,
): Promise<ExhibitionRow | undefined> {
  const { rows } = await db.query<ExhibitionRow>(
    `SELECT ${EXHIBITION_COLUMNS} FROM exhibitions e WHERE e.id = $1`,
    [id],
  );
  return rows[0];
}

export interface BoothRow {
  id: number;
  company_id: number;
  company_name: string;
  country: string | null;
  review_status: number;
}

/** The approved registrations of an exhibition, in the order they were approved. */
export async function selectBooths(db: DbExecutor, exhibitionId: number): Promise<BoothRow[]> {
  const { rows } = await db.query<BoothRow>(
    `SELECT r.id, c.id AS company_id, c.name AS company_name, c.country, c.review_status
       FROM exhibition_registrations r JOIN companies c ON c.id = r.company_id
      WHERE r.exhibition_id = $1 AND r.status = 2
      ORDER BY r.reviewed_at, r.id`,
    [exhibitionId],
  );
  return rows;
}

export interface ExhibitRow {
  registration_id: number;
  id: number;
  name: string;
  price: string | null;
  currency: string;
  unit: string;
  image_file_id: number | null;
}

const FIRST_IMAGE_SQL = `(SELECT pm.file_id FROM product_media pm WHERE pm.product_id = p.id
    AND pm.kind = 'image' ORDER BY pm.position LIMIT 1) AS image_file_id`;

/**
 * The exhibits of the registrations, in their order: only products still published (a product
 * taken off the supply leaves the booth too).
 */
export async function selectExhibits(
  db: DbExecutor,
  registrationIds: number[],
): Promise<Map<number, ExhibitRow[]>> {
  const byRegistration = new Map<number, ExhibitRow[]>();
  if (registrationIds.length === 0) return byRegistration;
  const { rows } = await db.query<ExhibitRow>(
    `SELECT x.registration_id, p.id, p.name, p.price::text AS price, p.currency, p.unit,
            ${FIRST_IMAGE_SQL}
       FROM exhibition_exhibits x JOIN products p ON p.id = x.product_id
      WHERE x.registration_id = ANY($1::int[]) AND p.status = 1
      ORDER BY x.registration_id, x.position`,
    [registrationIds],
  );
  for (const row of rows) {
    const list = byRegistration.get(row.registration_id) ?? [];
    list.push(row);
    byRegistration.set(row.registration_id, list);
  }
  return byRegistration;
}

/** The company's published products a registration may show, newest first. */
export async function selectExhibitableProducts(
  db: DbExecutor,
  companyId: number,
): Promise<ExhibitRow[]> {
  const { rows } = await db.query<Omit<ExhibitRow, 'registration_id'>>(
    `SELECT p.id, p.name, p.price::text AS price, p.currency, p.unit, ${FIRST_IMAGE_SQL}
       FROM products p WHERE p.company_id = $1 AND p.status = 1
      ORDER BY p.published_at DESC NULLS LAST, p.id DESC LIMIT ${EXHIBITION_MAX_EXHIBITS}`,
    [companyId],
  );
  return rows.map((row) => ({ ...row, registration_id: 0 }));
}

/** Every exhibition with its texts in the four languages, newest first. */
export function selectManagedExhibitions(
  db: DbExecutor,
  page: PageRequest,
): Promise<Page<ManagedRow>> {
  return selectPage<ManagedRow>(
    db,
    { columns: MANAGED_COLUMNS, from: 'exhibitions e', orderBy: 'e.starts_on DESC, e.id DESC' },
    page,
  );
}

export async function findManagedRow(db: DbExecutor, id: number): Promise<ManagedRow> {
  const { rows } = await db.query<ManagedRow>(
    `SELECT ${MANAGED_COLUMNS} FROM exhibitions e WHERE e.id = $1`,
    [id],
  );
  return rows[0]!;
}

export interface ExhibitionValues {
  title: Localized;
  organizer: Localized;
  description: Localized;
  startsOn: string;
  endsOn: string;
}

export async function insertExhibition(
  db: DbExecutor,
  values: ExhibitionValues,
  createdBy: number,
  now: Date,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO exhibitions (title, organizer, description, starts_on, ends_on, created_by,
       created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
    [
      JSON.stringify(values.title),
      JSON.stringify(values.organizer),
      JSON.stringify(values.description),
      values.startsOn,
      values.endsOn,
      createdBy,
      now,
    ],
  );
  return rows[0]!.id;
}

export async function updateExhibition(
  db: DbExecutor,
  id: number,
  values: ExhibitionValues,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE exhibitions SET title = $2, organizer = $3, description = $4, starts_on = $5,
            ends_on = $6, updated_at = $7
      WHERE id = $1`,
    [
      id,
      JSON.stringify(values.title),
      JSON.stringify(values.organizer),
      JSON.stringify(values.description),
      values.startsOn,
      values.endsOn,
      now,
    ],
  );
}

export interface RegistrationRow {
  id: number;
  exhibition_id: number;
  title: Localized;
  starts_on: string;
  ends_on: string;
  company_id: number;
  company_name: string;
  member_id: number;
  status: number;
  remark: string | null;
  created_at: Date;
  updated_at: Date;
  reviewed_at: Date | null;
}

const REGISTRATION_COLUMNS = `r.id, r.exhibition_id, e.title,
       to_char(e.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(e.ends_on, 'YYYY-MM-DD') AS ends_on,
       r.company_id, c.name AS company_name, r.member_id, r.status, r.remark, r.created_at,
       r.updated_at, r.reviewed_at`;

const REGISTRATION_FROM = `exhibition_registrations r
  JOIN exhibitions e ON e.id = r.exhibition_id
  JOIN companies c ON c.id = r.company_id`;

export async function findOwnRegistrationRow(
  db: DbExecutor,
  exhibitionId: number,
  companyId: number,
): Promise<RegistrationRow | undefined> {
  const { rows } = await db.query<RegistrationRow>(
    `SELECT ${REGISTRATION_COLUMNS} FROM ${REGISTRATION_FROM}
      WHERE r.exhibition_id = $1 AND r.company_id = $2`,
    [exhibitionId, companyId],
  );
  return rows[0];
}

/** A registration, locked for a decision; of the company when one is given. */
export async function lockRegistrationRow(
  db: DbExecutor,
  id: number,
  companyId: number | null,
): Promise<RegistrationRow | undefined> {
  const { rows } = await db.query<RegistrationRow>(
    `SELECT ${REGISTRATION_COLUMNS} FROM ${REGISTRATION_FROM}
      WHERE r.id = $1 AND ($2::int IS NULL OR r.company_id = $2)
      FOR UPDATE OF r`,
    [id, companyId],
  );
  return rows[0];
}

/**
 * Registrations of a company (every company's when null), of a status when one is given. The
 * platform works the oldest waiting first; a company sees its newest first.
 */
export function selectRegistrations(
  db: DbExecutor,
  filter: { companyId: number | null; status: number | null },
  page: PageRequest,
): Promise<Page<RegistrationRow>> {
  return selectPage<RegistrationRow>(
    db,
    {
      columns: REGISTRATION_COLUMNS,
      from: `${REGISTRATION_FROM}
        WHERE ($1::int IS NULL OR r.company_id = $1) AND ($2::int IS NULL OR r.status = $2)`,
      orderBy:
        filter.companyId === null ? 'r.updated_at ASC, r.id ASC' : 'r.updated_at DESC, r.id DESC',
      params: [filter.companyId, filter.status],
    },
    page,
  );
}

export async function isPlatformCompany(db: DbExecutor, companyId: number): Promise<boolean> {
  const { rows } = await db.query<{ is_platform: boolean }>(
    'SELECT is_platform FROM companies WHERE id = $1',
    [companyId],
  );
  return rows[0]?.is_platform ?? false;
}

/** The company's registration for the exhibition, if any, locked for a new submission. */
export async function lockPreviousRegistration(
  tx: DbExecutor,
  exhibitionId: number,
  companyId: number,
): Promise<{ id: number; status: number } | undefined> {
  const { rows } = await tx.query<{ id: number; status: number }>(
    `SELECT id, status FROM exhibition_registrations
      WHERE exhibition_id = $1 AND company_id = $2 FOR UPDATE`,
    [exhibitionId, companyId],
  );
  return rows[0];
}

/** How many of the products are the company's and published. */
export async function countOwnPublished(
  tx: DbExecutor,
  productIds: number[],
  companyId: number,
): Promise<number> {
  const { rows } = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM products
      WHERE id = ANY($1::int[]) AND company_id = $2 AND status = 1`,
    [productIds, companyId],
  );
  return rows[0]!.count;
}

/** A rejected registration sent again: under review, its decision and exhibits cleared. */
export async function resubmitRegistration(
  tx: DbExecutor,
  id: number,
  memberId: number,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE exhibition_registrations
        SET status = 1, member_id = $2, remark = NULL, reviewer_id = NULL,
            reviewed_at = NULL, updated_at = $3
      WHERE id = $1`,
    [id, memberId, now],
  );
  await tx.query('DELETE FROM exhibition_exhibits WHERE registration_id = $1', [id]);
}

export async function insertRegistration(
  tx: DbExecutor,
  registration: { exhibitionId: number; companyId: number; memberId: number },
  now: Date,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO exhibition_registrations (exhibition_id, company_id, member_id, status,
       created_at, updated_at)
     VALUES ($1, $2, $3, 1, $4, $4) RETURNING id`,
    [registration.exhibitionId, registration.companyId, registration.memberId, now],
  );
  return rows[0]!.id;
}

/** The registration's exhibits, in the order given. */
export async function insertExhibits(
  tx: DbExecutor,
  registrationId: number,
  productIds: number[],
): Promise<void> {
  for (const [position, productId] of productIds.entries()) {
    await tx.query(
      `INSERT INTO exhibition_exhibits (registration_id, product_id, position)
       VALUES ($1, $2, $3)`,
      [registrationId, productId, position],
    );
  }
}

export async function decideRegistration(
  tx: DbExecutor,
  id: number,
  decision: { status: number; remark: string | null; reviewerId: number },
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE exhibition_registrations
        SET status = $2, remark = $3, reviewer_id = $4, reviewed_at = $5, updated_at = $5
      WHERE id = $1`,
    [id, decision.status, decision.remark, decision.reviewerId, now],
  );
}
