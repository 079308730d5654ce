import type { FastifyPluginAsyncTypebox, Static } from '@fastify/type-provider-typebox';
import { PERMISSIONS, LANGUAGES, EXHIBITION_LIMITS, type ExhibitionPhase } from '@portal/contracts';
import { ExhibitionBody, ExhibitionIdParams, ManagedExhibition } from '@portal/contracts/schemas';
import { platformToday } from '../../platform/calendar';
import {
  BusinessError,
  Envelope,
  PageEnvelope,
  PageQuery,
  SUCCESS_MSG,
  ok,
} from '../../platform/http/envelope';
import { requirePermission } from '../../platform/auth/permissions';
import { currentMember } from '../../platform/auth/plugin';
import { languageOf, type Localized } from '../digital/catalogue';
import { exhibitionMessages, type ExhibitionMessages } from '../../modules/exhibitions/messages';
import { EXHIBITION_COLUMNS, findExhibition, phaseOf, type ExhibitionRow } from './shared';

function isDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The body trimmed, or a message in the request's language. */
function checked(body: Static<typeof ExhibitionBody>, text: ExhibitionMessages) {
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

type ManagedRow = ExhibitionRow & { pending_count: number };

function toManaged(row: ManagedRow, today: string) {
  return {
    id: row.id,
    title: row.title,
    organizer: row.organizer,
    description: row.description,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    status: phaseOf(row, today) as ExhibitionPhase,
    boothCount: row.booth_count,
    pendingCount: row.pending_count,
  };
}

const MANAGED_COLUMNS = `${EXHIBITION_COLUMNS},
  (SELECT count(*)::int FROM exhibition_registrations r
    WHERE r.exhibition_id = e.id AND r.status = 1) AS pending_count`;

/**
 * The platform's exhibitions (`platform:exhibition:manage`): every exhibition with its texts in
 * the four languages, created and edited by operators (docs/exhibitions.md).
 */
const exhibitionManageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/operator/exhibitions',
    {
      schema: {
        tags: ['exhibition'],
        summary: `Every exhibition with its texts in the four languages, newest first (${PERMISSIONS.exhibitionManage})`,
        querystring: PageQuery,
        response: { 200: PageEnvelope(ManagedExhibition) },
      },
    },
    async (request) => {
      requirePermission(currentMember(request), PERMISSIONS.exhibitionManage);
      const { pageNum, pageSize } = request.query;
      const [count, page] = await Promise.all([
        app.db.query<{ total: number }>('SELECT count(*)::int AS total FROM exhibitions'),
        app.db.query<ManagedRow>(
          `SELECT ${MANAGED_COLUMNS} FROM exhibitions e
            ORDER BY e.starts_on DESC, e.id DESC LIMIT $1 OFFSET $2`,
          [pageSize, (pageNum - 1) * pageSize],
        ),
      ]);
      const today = platformToday(app.now());
      return {
        code: 200,
        msg: SUCCESS_MSG,
        rows: page.rows.map((row) => toManaged(row, today)),
        total: count.rows[0]!.total,
      };
    },
  );

  const load = async (id: number) => {
    const { rows } = await app.db.query<ManagedRow>(
      `SELECT ${MANAGED_COLUMNS} FROM exhibitions e WHERE e.id = $1`,
      [id],
    );
    return toManaged(rows[0]!, platformToday(app.now()));
  };

  app.post(
    '/operator/exhibitions',
    {
      schema: {
        tags: ['exhibition'],
        summary: `Create an exhibition (${PERMISSIONS.exhibitionManage})`,
        body: ExhibitionBody,
        response: { 200: Envelope(ManagedExhibition) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requirePermission(member, PERMISSIONS.exhibitionManage);
      const text = exhibitionMessages(languageOf(request));
      const values = checked(request.body, text);
      const now = app.now();
      const { rows } = await app.db.query<{ id: number }>(
        `INSERT INTO exhibitions (title, organizer, description, starts_on, ends_on, created_by,
           created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
        [
          JSON.stringify(values.title),
          JSON.stringify(values.organizer),
          JSON.stringify(values.description),
          values.startsOn,
          values.endsOn,
          member.id,
          now,
        ],
      );
      return ok(await load(rows[0]!.id), text.saved());
    },
  );

  app.put(
    '/operator/exhibitions/:id',
    {
      schema: {
        tags: ['exhibition'],
        summary: `Edit an exhibition's texts and dates (${PERMISSIONS.exhibitionManage})`,
        params: ExhibitionIdParams,
        body: ExhibitionBody,
        response: { 200: Envelope(ManagedExhibition) },
      },
    },
    async (request) => {
      requirePermission(currentMember(request), PERMISSIONS.exhibitionManage);
      const language = languageOf(request);
      const text = exhibitionMessages(language);
      const existing = await findExhibition(app.db, request.params.id, language);
      const values = checked(request.body, text);
      await app.db.query(
        `UPDATE exhibitions SET title = $2, organizer = $3, description = $4, starts_on = $5,
                ends_on = $6, updated_at = $7
          WHERE id = $1`,
        [
          existing.id,
          JSON.stringify(values.title),
          JSON.stringify(values.organizer),
          JSON.stringify(values.description),
          values.startsOn,
          values.endsOn,
          app.now(),
        ],
      );
      return ok(await load(existing.id), text.saved());
    },
  );
};

export default exhibitionManageRoutes;
