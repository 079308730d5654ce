import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PERMISSIONS,
  type Language,
  EXHIBITION_MAX_EXHIBITS,
  type ExhibitionPhase,
} from '@portal/contracts';
import {
  ExhibitionDecisionBody,
  ExhibitionIdParams,
  ExhibitionRegistration,
  ExhibitionRegistrationBody,
  ExhibitionRegistrationQuery,
  OwnExhibitionRegistration,
} from '@portal/contracts/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbExecutor } from '../../platform/db/db';
import { platformToday } from '../../platform/calendar';
import {
  BusinessError,
  Envelope,
  PageEnvelope,
  SUCCESS_MSG,
  ok,
} from '../../platform/http/envelope';
import { NOTIFICATION_TYPES, notify } from '../../modules/notifications/notifications';
import { holdsPermission, requirePermission } from '../../platform/auth/permissions';
import { currentMembership, exhibitionUsage, lockCompany } from '../../lib/quotas';
import { currentMember, type AuthenticatedMember } from '../../platform/auth/plugin';
import { languageOf, localize, type Localized } from '../digital/catalogue';
import { exhibitionMessages } from '../../modules/exhibitions/messages';
import {
  REGISTRATION_STATUS,
  apiBase,
  exhibitsOf,
  findExhibition,
  phaseOf,
  toExhibit,
} from './shared';

const REMARK_MAX = 200;

interface RegistrationRow {
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

const REGISTRATION_SELECT = `SELECT r.id, r.exhibition_id, e.title,
       to_char(e.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(e.ends_on, 'YYYY-MM-DD') AS ends_on,
       r.company_id, c.name AS company_name, r.member_id, r.status, r.remark, r.created_at,
       r.updated_at, r.reviewed_at
  FROM exhibition_registrations r
  JOIN exhibitions e ON e.id = r.exhibition_id
  JOIN companies c ON c.id = r.company_id`;

async function toRegistrations(
  db: DbExecutor,
  rows: RegistrationRow[],
  language: Language,
  now: Date,
  base: string,
) {
  const exhibits = await exhibitsOf(
    db,
    rows.map((row) => row.id),
  );
  const today = platformToday(now);
  return rows.map((row) => ({
    id: row.id,
    exhibitionId: row.exhibition_id,
    exhibitionTitle: localize(row.title, language),
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    exhibitionStatus: phaseOf(row, today) as ExhibitionPhase,
    companyId: row.company_id,
    companyName: row.company_name,
    status: row.status,
    remark: row.remark,
    exhibits: (exhibits.get(row.id) ?? []).map((exhibit) => toExhibit(exhibit, base)),
    createTime: new Date(row.created_at).toISOString(),
    updateTime: new Date(row.updated_at).toISOString(),
    reviewTime: row.reviewed_at ? new Date(row.reviewed_at).toISOString() : null,
  }));
}

/** A registration locked for a decision; another company's answers like a missing one. */
async function lockRegistration(
  db: DbExecutor,
  id: number,
  companyId: number | null,
  language: Language,
): Promise<RegistrationRow> {
  const { rows } = await db.query<RegistrationRow>(
    `${REGISTRATION_SELECT} WHERE r.id = $1 AND ($2::int IS NULL OR r.company_id = $2)
      FOR UPDATE OF r`,
    [id, companyId],
  );
  if (!rows[0]) throw new BusinessError(404, exhibitionMessages(language).registrationNotFound());
  return rows[0];
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

async function ownUsage(db: DbExecutor, companyId: number, now: Date) {
  const { tier } = await currentMembership(db, companyId, now);
  const used = await exhibitionUsage(db, companyId, platformToday(now));
  return {
    exhibitions: { used: used.exhibitions, quota: tier.exhibitionQuota },
    exhibits: { used: used.exhibits, quota: tier.exhibitQuota },
  };
}

/** Fails unless the member may register its company: a trading company, with the publish grant. */
async function assertMayRegister(db: DbExecutor, member: AuthenticatedMember, language: Language) {
  const text = exhibitionMessages(language);
  const { rows } = await db.query<{ is_platform: boolean }>(
    'SELECT is_platform FROM companies WHERE id = $1',
    [member.companyId],
  );
  if (rows[0]?.is_platform) throw new BusinessError(403, text.platformCannotRegister());
  if (!holdsPermission(member, PERMISSIONS.supplyPublish))
    throw new BusinessError(403, text.publishPermission());
}

/**
 * Registrations for the online exhibitions (docs/exhibitions.md, spec §4 and §6): an enterprise
 * registers with some of its published products, within its tier's exhibition and exhibit
 * quotas (checked under the company lock, in the transaction that registers); the platform
 * (`platform:exhibition:review`) approves or rejects with a remark, which notifies the member who
 * registered (type 12); a rejected registration may be sent again.
 */
const exhibitionRegistrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/exhibitions/:id/registration',
    {
      schema: {
        tags: ['exhibition'],
        summary:
          "The caller's company's registration for an exhibition, its quotas x/y and the products it may exhibit",
        params: ExhibitionIdParams,
        response: { 200: Envelope(OwnExhibitionRegistration) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const language = languageOf(request);
      const now = app.now();
      const exhibition = await findExhibition(app.db, request.params.id, language);
      const { rows } = await app.db.query<RegistrationRow>(
        `${REGISTRATION_SELECT} WHERE r.exhibition_id = $1 AND r.company_id = $2`,
        [exhibition.id, member.companyId],
      );
      const base = apiBase(request.routeOptions.url);
      const [registration] = await toRegistrations(app.db, rows, language, now, base);
      const products = await app.db.query<{
        id: number;
        name: string;
        price: string | null;
        currency: string;
        unit: string;
        image_file_id: number | null;
      }>(
        `SELECT p.id, p.name, p.price::text AS price, p.currency, p.unit,
                (SELECT pm.file_id FROM product_media pm WHERE pm.product_id = p.id AND pm.kind = 'image'
                  ORDER BY pm.position LIMIT 1) AS image_file_id
           FROM products p WHERE p.company_id = $1 AND p.status = 1
          ORDER BY p.published_at DESC NULLS LAST, p.id DESC LIMIT ${EXHIBITION_MAX_EXHIBITS}`,
        [member.companyId],
      );
      const status = registration?.status ?? REGISTRATION_STATUS.none;
      return ok({
        status,
        registration: registration ?? null,
        canRegister:
          phaseOf(exhibition, platformToday(now)) !== 'ended' &&
          (status === REGISTRATION_STATUS.none || status === REGISTRATION_STATUS.rejected),
        usage: await ownUsage(app.db, member.companyId, now),
        products: products.rows.map((row) => toExhibit({ ...row, registration_id: 0 }, base)),
      });
    },
  );

  app.post(
    '/exhibitions/:id/registration',
    {
      schema: {
        tags: ['exhibition'],
        summary:
          "Register the caller's company for an exhibition with some of its published products (again after a rejection)",
        params: ExhibitionIdParams,
        body: ExhibitionRegistrationBody,
        response: { 200: Envelope(ExhibitionRegistration) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const language = languageOf(request);
      const text = exhibitionMessages(language);
      const now = app.now();
      const today = platformToday(now);
      const productIds = [...new Set(request.body.productIds)];
      const exhibition = await findExhibition(app.db, request.params.id, language);
      await assertMayRegister(app.db, member, language);
      if (phaseOf(exhibition, today) === 'ended') throw new BusinessError(400, text.ended());
      if (productIds.length === 0) throw new BusinessError(400, text.productsRequired());

      const id = await app.db.transaction(async (tx) => {
        await lockCompany(tx, member.companyId);
        const existing = await tx.query<{ id: number; status: number }>(
          `SELECT id, status FROM exhibition_registrations
            WHERE exhibition_id = $1 AND company_id = $2 FOR UPDATE`,
          [exhibition.id, member.companyId],
        );
        const previous = existing.rows[0];
        if (previous?.status === REGISTRATION_STATUS.underReview)
          throw new BusinessError(400, text.underReview());
        if (previous?.status === REGISTRATION_STATUS.approved)
          throw new BusinessError(400, text.alreadyApproved());

        // Another company's product, a pending or withdrawn one: all refused alike.
        const owned = await tx.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM products
            WHERE id = ANY($1::int[]) AND company_id = $2 AND status = 1`,
          [productIds, member.companyId],
        );
        if (owned.rows[0]!.count !== productIds.length)
          throw new BusinessError(400, text.productNotAvailable());

        const { tier } = await currentMembership(tx, member.companyId, now);
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
          await tx.query(
            `UPDATE exhibition_registrations
                SET status = 1, member_id = $2, remark = NULL, reviewer_id = NULL,
                    reviewed_at = NULL, updated_at = $3
              WHERE id = $1`,
            [previous.id, member.id, now],
          );
          await tx.query('DELETE FROM exhibition_exhibits WHERE registration_id = $1', [
            previous.id,
          ]);
        } else {
          const inserted = await tx.query<{ id: number }>(
            `INSERT INTO exhibition_registrations (exhibition_id, company_id, member_id, status,
               created_at, updated_at)
             VALUES ($1, $2, $3, 1, $4, $4) RETURNING id`,
            [exhibition.id, member.companyId, member.id, now],
          );
          registrationId = inserted.rows[0]!.id;
        }
        for (const [position, productId] of productIds.entries()) {
          await tx.query(
            `INSERT INTO exhibition_exhibits (registration_id, product_id, position)
             VALUES ($1, $2, $3)`,
            [registrationId, productId, position],
          );
        }
        return registrationId;
      });
      const row = await lockRegistration(app.db, id, member.companyId, language);
      const [registration] = await toRegistrations(
        app.db,
        [row],
        language,
        now,
        apiBase(request.routeOptions.url),
      );
      return ok(registration!, text.registered());
    },
  );

  app.get(
    '/exhibitions/registrations/own',
    {
      schema: {
        tags: ['exhibition'],
        summary: "The caller's company's exhibition registrations, newest first",
        querystring: ExhibitionRegistrationQuery,
        response: { 200: PageEnvelope(ExhibitionRegistration) },
      },
    },
    async (request) =>
      listRegistrations(app, currentMember(request).companyId, request.query, request),
  );

  app.get(
    '/operator/exhibitions/registrations',
    {
      schema: {
        tags: ['exhibition'],
        summary: `Every company's exhibition registrations, oldest waiting first (${PERMISSIONS.exhibitionReview})`,
        querystring: ExhibitionRegistrationQuery,
        response: { 200: PageEnvelope(ExhibitionRegistration) },
      },
    },
    async (request) => {
      requirePermission(currentMember(request), PERMISSIONS.exhibitionReview);
      return listRegistrations(app, null, request.query, request);
    },
  );

  const decide = (kind: 'approve' | 'reject') =>
    app.put(
      `/operator/exhibitions/registrations/:id/${kind}`,
      {
        schema: {
          tags: ['exhibition'],
          summary:
            kind === 'approve'
              ? `Approve a registration under review (${PERMISSIONS.exhibitionReview})`
              : `Reject a registration under review with a remark (${PERMISSIONS.exhibitionReview})`,
          params: ExhibitionIdParams,
          body: ExhibitionDecisionBody,
          response: { 200: Envelope(ExhibitionRegistration) },
        },
      },
      async (request) => {
        const member = currentMember(request);
        requirePermission(member, PERMISSIONS.exhibitionReview);
        const language = languageOf(request);
        const text = exhibitionMessages(language);
        const remark = request.body?.remark?.trim() || null;
        if (kind === 'reject' && !remark) throw new BusinessError(400, text.remarkRequired());
        if (remark && [...remark].length > REMARK_MAX)
          throw new BusinessError(
            400,
            text.tooLong({ field: text.remarkField(), max: REMARK_MAX }),
          );
        const now = app.now();
        const row = await app.db.transaction(async (tx) => {
          const locked = await lockRegistration(tx, request.params.id, null, language);
          if (locked.status !== REGISTRATION_STATUS.underReview)
            throw new BusinessError(400, text.notUnderReview());
          await tx.query(
            `UPDATE exhibition_registrations
                SET status = $2, remark = $3, reviewer_id = $4, reviewed_at = $5, updated_at = $5
              WHERE id = $1`,
            [
              locked.id,
              kind === 'approve' ? REGISTRATION_STATUS.approved : REGISTRATION_STATUS.rejected,
              remark,
              member.id,
              now,
            ],
          );
          const decided = await lockRegistration(tx, locked.id, null, language);
          await notifyDecision(app, decided, tx);
          return decided;
        });
        app.notificationOutbox.deliverSoon();
        const [registration] = await toRegistrations(
          app.db,
          [row],
          language,
          now,
          apiBase(request.routeOptions.url),
        );
        return ok(registration!, kind === 'approve' ? text.approved() : text.rejected());
      },
    );
  decide('approve');
  decide('reject');
};

async function listRegistrations(
  app: FastifyInstance,
  companyId: number | null,
  query: { pageNum: number; pageSize: number; status?: number },
  request: FastifyRequest,
) {
  const where = '($1::int IS NULL OR r.company_id = $1) AND ($2::int IS NULL OR r.status = $2)';
  const params = [companyId, query.status ?? null];
  // The platform works the oldest waiting first; a company sees its newest first.
  const order = companyId === null ? 'r.updated_at ASC, r.id ASC' : 'r.updated_at DESC, r.id DESC';
  const [count, page] = await Promise.all([
    app.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM exhibition_registrations r WHERE ${where}`,
      params,
    ),
    app.db.query<RegistrationRow>(
      `${REGISTRATION_SELECT} WHERE ${where} ORDER BY ${order} LIMIT $3 OFFSET $4`,
      [...params, query.pageSize, (query.pageNum - 1) * query.pageSize],
    ),
  ]);
  const language = languageOf(request);
  return {
    code: 200,
    msg: SUCCESS_MSG,
    rows: await toRegistrations(
      app.db,
      page.rows,
      language,
      app.now(),
      apiBase(request.routeOptions.url),
    ),
    total: count.rows[0]!.total,
  };
}

export default exhibitionRegistrationRoutes;
