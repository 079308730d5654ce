import { type Language, type ExhibitionPhase } from '@portal/contracts';
import type { DbExecutor } from '../../platform/db/db';
import { platformToday } from '../../platform/calendar';
import { BusinessError } from '../../platform/http/envelope';
import { localize, type Localized } from '../digital/catalogue';
import { exhibitionMessages } from '../../modules/exhibitions/messages';

/** Spec §4: 0 not registered (no row), 1 under review, 2 approved, 3 rejected. */
export const REGISTRATION_STATUS = { none: 0, underReview: 1, approved: 2, rejected: 3 } as const;

export interface ExhibitionRow {
  id: number;
  title: Localized;
  organizer: Localized;
  description: Localized;
  starts_on: string;
  ends_on: string;
  booth_count: number;
}

/** Dates as text, so a DATE never passes through a time zone. */
export const EXHIBITION_COLUMNS = `e.id, e.title, e.organizer, e.description,
  to_char(e.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(e.ends_on, 'YYYY-MM-DD') AS ends_on,
  (SELECT count(*)::int FROM exhibition_registrations r
    WHERE r.exhibition_id = e.id AND r.status = 2) AS booth_count`;

export function phaseOf(row: { starts_on: string; ends_on: string }, today: string) {
  if (today < row.starts_on) return 'upcoming';
  if (today > row.ends_on) return 'ended';
  return 'ongoing';
}

const SUMMARY_LENGTH = 120;

export function toCard(row: ExhibitionRow, language: Language, now: Date) {
  const description = localize(row.description, language);
  const chars = [...description];
  return {
    id: row.id,
    title: localize(row.title, language),
    organizer: localize(row.organizer, language),
    summary:
      chars.length > SUMMARY_LENGTH ? `${chars.slice(0, SUMMARY_LENGTH).join('')}…` : description,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    status: phaseOf(row, platformToday(now)) as ExhibitionPhase,
    boothCount: row.booth_count,
  };
}

/** An exhibition, or 404 in the request's language. */
export async function findExhibition(
  db: DbExecutor,
  id: number,
  language: Language,
): Promise<ExhibitionRow> {
  const { rows } = await db.query<ExhibitionRow>(
    `SELECT ${EXHIBITION_COLUMNS} FROM exhibitions e WHERE e.id = $1`,
    [id],
  );
  if (!rows[0]) throw new BusinessError(404, exhibitionMessages(language).exhibitionNotFound());
  return rows[0];
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

/**
 * The exhibits of the registrations, in their order: only products still published (a product
 * taken off the supply leaves the booth too).
 */
export async function exhibitsOf(
  db: DbExecutor,
  registrationIds: number[],
): Promise<Map<number, ExhibitRow[]>> {
  const byRegistration = new Map<number, ExhibitRow[]>();
  if (registrationIds.length === 0) return byRegistration;
  const { rows } = await db.query<ExhibitRow>(
    `SELECT x.registration_id, p.id, p.name, p.price::text AS price, p.currency, p.unit,
            (SELECT pm.file_id FROM product_media pm WHERE pm.product_id = p.id AND pm.kind = 'image'
              ORDER BY pm.position LIMIT 1) AS image_file_id
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

/** The public product image route of the supply side (routes/products/public.ts). */
export function toExhibit(row: ExhibitRow, base: string) {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    currency: row.currency.trim(),
    unit: row.unit,
    imageUrl: row.image_file_id
      ? `${base}/product/public/${row.id}/media/${row.image_file_id}`
      : null,
  };
}

/** The base path a request came in on (/haiguan/api or /hg/api). */
export function apiBase(url: string | undefined): string {
  return (url ?? '').replace(/\/(exhibitions|operator)(\/.*)?$/, '');
}
