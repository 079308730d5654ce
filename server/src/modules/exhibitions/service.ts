import {
  EXHIBITION_LIMITS,
  LANGUAGES,
  PERMISSIONS,
  type ExhibitionPhase,
  type Language,
} from '@portal/contracts';
import type {
  ExhibitionBody,
  ExhibitionCard,
  ExhibitionDetail,
  ExhibitionRegistration,
  ManagedExhibition,
  OwnExhibitionRegistration,
  Static,
} from '@portal/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { lockCompany, currentMembership, exhibitionUsage } from '../../lib/quotas';
import type { AuthenticatedMember } from '../../platform/auth/plugin';
import { holdsPermission } from '../../platform/auth/permissions';
import { platformToday } from '../../platform/calendar';
import type { Db, DbExecutor } from '../../platform/db/db';
import type { Page, PageRequest } from '../../platform/db/paging';
import { BusinessError } from '../../platform/http/envelope';
import { localize, type Localized } from '../../platform/language/localized';
import { NOTIFICATION_TYPES, notify } from '../notifications/service';
import { exhibitionMessages, type ExhibitionMessages } from './messages';
import {
  countOwnPublished,
  decideRegistration,
  findExhibitionRow,
  findManagedRow,
  findOwnRegistrationRow,
  insertExhibition,
  insertExhibits,
  insertRegistration,
  isPlatformCompany,
  lockPreviousRegistration,
  lockRegistrationRow,
  resubmitRegistration,
  selectBooths,
  selectExhibitableProducts,
  selectExhibitions,
  selectExhibits,
  selectManagedExhibitions,
  selectRegistrations,
  updateExhibition,
  type ExhibitRow,
  type ExhibitionRow,
  type ExhibitionValues,
  type ManagedRow,
  type RegistrationRow,
} from './repo';

/** Spec §4: 0 not registered (no row), 1 under review, 2 approved, 3 rejected. */
export const REGISTRATION_STATUS = { none: 0, underReview: 1, approved: 2, rejected: 3 } as const;

const REMARK_MAX = 200;
const SUMMARY_LENGTH = 120;

type Card = Static<typeof ExhibitionCard>;
type Registration = Static<typeof ExhibitionRegistration>;
type Managed = Static<typeof ManagedExhibition>;

/** Where the request came in: the language it reads, the moment and the API base path. */
export interface Reader {
  language: Language;
  now: Date;
  /** `/haiguan/api` or `/hg/api`, for the product image addresses. */
  base: string;
}

function phaseOf(row: { starts_on: string; ends_on: string }, today: string): ExhibitionPhase {
  if (today < row.starts_on) return 'upcoming';
  if (today > row.ends_on) return 'ended';
  return 'ongoing';
}

function toCard(row: ExhibitionRow, language: Language, now: Date): Card {
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
    status: phaseOf(row, platformToday(now)),
    boothCount: row.booth_count,
  };
}

/** The public product image route of the supply side. */
function toExhibit(row: ExhibitRow, base: string) {
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

function toManaged(row: ManagedRow, today: string): Managed {
  return {
    id: row.id,
    title: row.title,
    organizer: row.organizer,
    description: row.description,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    status: phaseOf(row, today),
    boothCount: row.booth_count,
    pendingCount: row.pending_count,
  };
}

async function toRegistrations(
  db: DbExecutor,
  rows: RegistrationRow[],
  reader: Reader,
): Promise<Registration[]> {
  const exhibits = await selectExhibits(
    db,
    rows.map((row) => row.id),
  );
  const today = platformToday(reader.now);
  return rows.map((row) => ({
    id: row.id,
    exhibitionId: row.exhibition_id,
    exhibitionTitle: localize(row.title, reader.language),
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    exhibitionStatus: phaseOf(row, today),
    companyId: row.company_id,
    companyName: row.company_name,
    status: row.status,
    remark: row.remark,
    exhibits: (exhibits.get(row.id) ?? []).map((exhibit) => toExhibit(exhibit, reader.base)),
    createTime: new Date(row.created_at).toISOString(),
    updateTime: new Date(row.updated_at).toISOString(),
    reviewTime: row.reviewed_at ? new Date(row.reviewed_at).toISOString() : null,
  }));
}

/** An exhibition, or 404 in the reader's language. */
async function findExhibition(
  db: DbExecutor,
  id: number,
  language: Language,
): Promise<ExhibitionRow> {
  const row = await findExhibitionRow(db, id);
  if (!row) throw new BusinessError(404, exhibitionMessages(language).exhibitionNotFound());
  return row;
}

/** A registration locked for a decision; another company's answers like a missing one. */
async function lockRegistration(
  db: DbExecutor,
  id: number,
  companyId: number | null,
  language: Language,
): Promise<RegistrationRow> {
  const row = await lockRegistrationRow(db, id, companyId);
  if (!row) throw new BusinessError(404, exhibitionMessages(language).registrationNotFound());
  return row;
}

export async function listExhibitions(
  db: DbExecutor,
  query: PageRequest & { status?: ExhibitionPhase; keyword?: string },
  reader: Pick<Reader, 'language' | 'now'>,
): Promise<Page<Card>> {
  const page = await selectExhibitions(
    db,
    {
      today: platformToday(reader.now),
      phase: query.status ?? null,
      keyword: query.keyword?.trim().toLowerCase() || null,
    },
    query,
  );
  return {
    rows: page.rows.map((row) => toCard(row, reader.language, reader.now)),
    total: page.total,
  };
}

/** An exhibition with its booths: the approved companies and the published products they show. */
export async function exhibitionDetail(
  db: DbExecutor,
  id: number,
  reader: Reader,
): Promise<Static<typeof ExhibitionDetail>> {
  const row = await findExhibition(db, id, reader.language);
  const booths = await selectBooths(db, row.id);
  const exhibits = await selectExhibits(
    db,
    booths.map((booth) => booth.id),
  );
  return {
    ...toCard(row, reader.language, reader.now),
    description: localize(row.description, reader.language),
    booths: booths.map((booth) => ({
      registrationId: booth.id,
      companyId: booth.company_id,
      companyName: booth.company_name,
      country: booth.country?.trim() ?? null,
      verified: booth.review_status === 2,
      exhibits: (exhibits.get(booth.id) ?? []).map((exhibit) => toExhibit(exhibit, reader.base)),
    })),
  };
}

function isDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The body trimmed, or a message in the request's language. */
function checked(body: Static<typeof ExhibitionBody>, text: ExhibitionMessages): ExhibitionValues {
  const texts = (value: Localized, field: string, max: number): Localized => {
    const trimmed = Object.fromEntries(
      LANGUAGES.map((language) => [language, value[language].trim()]),
    ) as Localized;
    if (LANGUAGES.some((language) => !trimmed[language]))
      throw new BusinessError(400, text.textRequired({ field }));
    if (LANGUAGES.some((language) => [...trimmed[language]].length > max))
      throw new BusinessError(400, text.tooLong({ field, max }));
    return trimmed;
  };
  const title = texts(body.title, text.titleField(), EXHIBITION_LIMITS.title);
  const organizer = texts(body.organizer, text.organizerField(), EXHIBITION_LIMITS.organizer);
  const description = texts(
    body.description,
    text.descriptionField(),
    EXHIBITION_LIMITS.description,
  );
  if (!isDay(body.startsOn) || !isDay(body.endsOn))
    throw new BusinessError(400, text.dateInvalid());
  if (body.endsOn < body.startsOn) throw new BusinessError(400, text.datesOrder());
  return { title, organizer, description, startsOn: body.startsOn, endsOn: body.endsOn };
}

export async function managedExhibitions(
  db: DbExecutor,
  page: PageRequest,
  now: Date,
): Promise<Page<Managed>> {
  const found = await selectManagedExhibitions(db, page);
  const today = platformToday(now);
  return { rows: found.rows.map((row) => toManaged(row, today)), total: found.total };
}

/** Creates an exhibition (`id` null) or edits one; answers it with the message to show. */
export async function saveExhibition(
  db: DbExecutor,
  member: AuthenticatedMember,
  id: number | null,
  body: Static<typeof ExhibitionBody>,
  reader: Pick<Reader, 'language' | 'now'>,
): Promise<{ exhibition: Managed; message: string }> {
  const text = exhibitionMessages(reader.language);
  let savedId: number;
  if (id === null) {
    savedId = await insertExhibition(db, checked(body, text), member.id, reader.now);
  } else {
    const existing = await findExhibition(db, id, reader.language);
    await updateExhibition(db, existing.id, checked(body, text), reader.now);
    savedId = existing.id;
  }
  const row = await findManagedRow(db, savedId);
  return { exhibition: toManaged(row, platformToday(reader.now)), message: text.saved() };
}

async function ownUsage(db: DbExecutor, companyId: number, now: Date) {
  const { tier } = await currentMembership(db, companyId, now);
  const used = await exhibitionUsage(db, companyId, platformToday(now));
  return {
    exhibitions: { used: used.exhibitions, quota: tier.exhibitionQuota },
    exhibits: { used: used.exhibits, quota: tier.exhibitQuota },
  };
}

/** The company's registration for an exhibition, its quotas and the products it may show. */
export async function ownRegistration(
  db: DbExecutor,
  member: AuthenticatedMember,
  exhibitionId: number,
  reader: Reader,
): Promise<Static<typeof OwnExhibitionRegistration>> {
  const exhibition = await findExhibition(db, exhibitionId, reader.language);
  const row = await findOwnRegistrationRow(db, exhibition.id, member.companyId);
  const [registration] = await toRegistrations(db, row ? [row] : [], reader);
  const products = await selectExhibitableProducts(db, member.companyId);
  const status = registration?.status ?? REGISTRATION_STATUS.none;
  return {
    status,
    registration: registration ?? null,
    canRegister:
      phaseOf(exhibition, platformToday(reader.now)) !== 'ended' &&
      (status === REGISTRATION_STATUS.none || status === REGISTRATION_STATUS.rejected),
    usage: await ownUsage(db, member.companyId, reader.now),
    products: products.map((product) => toExhibit(product, reader.base)),
  };
}

/** Fails unless the member may register its company: a trading company, with the publish grant. */
async function assertMayRegister(db: DbExecutor, member: AuthenticatedMember, language: Language) {
  const text = exhibitionMessages(language);
  if (await isPlatformCompany(db, member.companyId))
    throw new BusinessError(403, text.platformCannotRegister());
  if (!holdsPermission(member, PERMISSIONS.supplyPublish))
    throw new BusinessError(403, text.publishPermission());
}

/**
 * Registers the member's company for an exhibition with some of its published products (again
 * after a rejection), within its tier's exhibition and exhibit quotas, checked under the company
 * lock in the transaction that registers.
 */
export async function register(
  db: Db,
  member: AuthenticatedMember,
  exhibitionId: number,
  requestedIds: number[],
  reader: Reader,
): Promise<{ registration: Registration; message: string }> {
  const text = exhibitionMessages(reader.language);
  const today = platformToday(reader.now);
  const productIds = [...new Set(requestedIds)];
  const exhibition = await findExhibition(db, exhibitionId, reader.language);
  await assertMayRegister(db, member, reader.language);
  if (phaseOf(exhibition, today) === 'ended') throw new BusinessError(400, text.ended());
  if (productIds.length === 0) throw new BusinessError(400, text.productsRequired());

  const id = await db.transaction(async (tx) => {
    await lockCompany(tx, member.companyId);
    const previous = await lockPreviousRegistration(tx, exhibition.id, member.companyId);
    if (previous?.status === REGISTRATION_STATUS.underReview)
      throw new BusinessError(400, text.underReview());
    if (previous?.status === REGISTRATION_STATUS.approved)
      throw new BusinessError(400, text.alreadyApproved());

    // Another company's product, a pending or withdrawn one: all refused alike.
    if ((await countOwnPublished(tx, productIds, member.companyId)) !== productIds.length)
      throw new BusinessError(400, text.productNotAvailable());

    const { tier } = await currentMembership(tx, member.companyId, reader.now);
    const used = await exhibitionUsage(tx, member.companyId, today, previous?.id ?? null);
    if (used.exhibitions >= tier.exhibitionQuota)
      throw new BusinessError(
        403,
        text.exhibitionQuota({ used: used.exhibitions, quota: tier.exhibitionQuota }),
      );
    if (used.exhibits + productIds.length > tier.exhibitQuota)
      throw new BusinessError(
        403,
        text.exhibitQuota({
          used: used.exhibits,
          quota: tier.exhibitQuota,
          adding: productIds.length,
        }),
      );

    let registrationId: number;
    if (previous) {
      registrationId = previous.id;
      await resubmitRegistration(tx, previous.id, member.id, reader.now);
    } else {
      registrationId = await insertRegistration(
        tx,
        { exhibitionId: exhibition.id, companyId: member.companyId, memberId: member.id },
        reader.now,
      );
    }
    await insertExhibits(tx, registrationId, productIds);
    return registrationId;
  });
  const row = await lockRegistration(db, id, member.companyId, reader.language);
  const [registration] = await toRegistrations(db, [row], reader);
  return { registration: registration!, message: text.registered() };
}

/** Registrations of a company, or every company's (null) for the platform's review. */
export async function listRegistrations(
  db: DbExecutor,
  companyId: number | null,
  query: PageRequest & { status?: number },
  reader: Reader,
): Promise<Page<Registration>> {
  const page = await selectRegistrations(db, { companyId, status: query.status ?? null }, query);
  return { rows: await toRegistrations(db, page.rows, reader), total: page.total };
}

async function notifyDecision(app: FastifyInstance, row: RegistrationRow, tx: DbExecutor) {
  const approved = row.status === REGISTRATION_STATUS.approved;
  await notify(
    app,
    {
      memberId: row.member_id,
      type: NOTIFICATION_TYPES.exhibition,
      message: {
        key: approved ? 'exhibition.approved' : 'exhibition.rejected',
        params: {
          title_zh: localize(row.title, 'zh'),
          title_cht: localize(row.title, 'cht'),
          title_pt: localize(row.title, 'pt'),
          title_en: localize(row.title, 'en'),
          remark: row.remark,
        },
      },
      jumpId: row.id,
    },
    tx,
  );
}

/**
 * The platform approves or rejects (with a remark) a registration under review, which notifies
 * the member who registered (type 12).
 */
export async function decide(
  app: FastifyInstance,
  reviewer: AuthenticatedMember,
  id: number,
  kind: 'approve' | 'reject',
  givenRemark: string | undefined,
  reader: Reader,
): Promise<{ registration: Registration; message: string }> {
  const text = exhibitionMessages(reader.language);
  const remark = givenRemark?.trim() || null;
  if (kind === 'reject' && !remark) throw new BusinessError(400, text.remarkRequired());
  if (remark && [...remark].length > REMARK_MAX)
    throw new BusinessError(400, text.tooLong({ field: text.remarkField(), max: REMARK_MAX }));
  const row = await app.db.transaction(async (tx) => {
    const locked = await lockRegistration(tx, id, null, reader.language);
    if (locked.status !== REGISTRATION_STATUS.underReview)
      throw new BusinessError(400, text.notUnderReview());
    await decideRegistration(
      tx,
      locked.id,
      {
        status: kind === 'approve' ? REGISTRATION_STATUS.approved : REGISTRATION_STATUS.rejected,
        remark,
        reviewerId: reviewer.id,
      },
      reader.now,
    );
    const decided = await lockRegistration(tx, locked.id, null, reader.language);
    await notifyDecision(app, decided, tx);
    return decided;
  });
  app.notificationOutbox.deliverSoon();
  const [registration] = await toRegistrations(app.db, [row], reader);
  return {
    registration: registration!,
    message: kind === 'approve' ? text.approved() : text.rejected(),
  };
}
