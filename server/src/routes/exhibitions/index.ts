import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ExhibitionCard,
  ExhibitionDetail,
  ExhibitionIdParams,
  ExhibitionListQuery,
} from '@portal/contracts/schemas';
import { platformToday } from '../../platform/calendar';
import { Envelope, PageEnvelope, SUCCESS_MSG, ok } from '../../platform/http/envelope';
import { languageOf, localize } from '../digital/catalogue';
import {
  EXHIBITION_COLUMNS,
  apiBase,
  exhibitsOf,
  findExhibition,
  toCard,
  toExhibit,
  type ExhibitionRow,
} from './shared';

/** Which rows a phase keeps, for the platform's day `$1`. */
const PHASE_SQL = {
  upcoming: 'e.starts_on > $1::date',
  ongoing: 'e.starts_on <= $1::date AND e.ends_on >= $1::date',
  ended: 'e.ends_on < $1::date',
} as const;

/**
 * The public side of the online exhibitions (issue #15, docs/exhibitions.md): the list by phase
 * and words, and an exhibition with its booths — the approved companies and the published
 * products they exhibit. No sign-in needed.
 */
const publicExhibitionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/exhibitions',
    {
      schema: {
        tags: ['exhibition'],
        summary:
          'Exhibitions by phase and words: running and coming ones first (soonest first), then ended ones (latest first)',
        querystring: ExhibitionListQuery,
        response: { 200: PageEnvelope(ExhibitionCard) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, status } = request.query;
      const keyword = request.query.keyword?.trim().toLowerCase() || null;
      const now = app.now();
      const where = `${status ? PHASE_SQL[status] : '$1::date IS NOT NULL'}
        AND ($2::text IS NULL OR strpos(lower(concat_ws(' ', e.title->>'zh', e.title->>'cht',
              e.title->>'pt', e.title->>'en', e.organizer->>'zh', e.organizer->>'cht',
              e.organizer->>'pt', e.organizer->>'en')), $2) > 0)`;
      const params = [platformToday(now), keyword];
      const [count, page] = await Promise.all([
        app.db.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM exhibitions e WHERE ${where}`,
          params,
        ),
        app.db.query<ExhibitionRow>(
          `SELECT ${EXHIBITION_COLUMNS} FROM exhibitions e WHERE ${where}
            ORDER BY (e.ends_on < $1::date),
                     CASE WHEN e.ends_on >= $1::date THEN e.starts_on END ASC,
                     e.ends_on DESC, e.id DESC
            LIMIT $3 OFFSET $4`,
          [...params, pageSize, (pageNum - 1) * pageSize],
        ),
      ]);
      const language = languageOf(request);
      return {
        code: 200,
        msg: SUCCESS_MSG,
        rows: page.rows.map((row) => toCard(row, language, now)),
        total: count.rows[0]!.total,
      };
    },
  );

  app.get(
    '/exhibitions/:id',
    {
      schema: {
        tags: ['exhibition'],
        summary: 'An exhibition with its booths: approved companies and their exhibits',
        params: ExhibitionIdParams,
        response: { 200: Envelope(ExhibitionDetail) },
      },
    },
    async (request) => {
      const language = languageOf(request);
      const row = await findExhibition(app.db, request.params.id, language);
      const booths = await app.db.query<{
        id: number;
        company_id: number;
        company_name: string;
        country: string | null;
        review_status: number;
      }>(
        `SELECT r.id, c.id AS company_id, c.name AS company_name, c.country, c.review_status
           FROM exhibition_registrations r JOIN companies c ON c.id = r.company_id
          WHERE r.exhibition_id = $1 AND r.status = 2
          ORDER BY r.reviewed_at, r.id`,
        [row.id],
      );
      const exhibits = await exhibitsOf(
        app.db,
        booths.rows.map((booth) => booth.id),
      );
      const base = apiBase(request.routeOptions.url);
      return ok({
        ...toCard(row, language, app.now()),
        description: localize(row.description, language),
        booths: booths.rows.map((booth) => ({
          registrationId: booth.id,
          companyId: booth.company_id,
          companyName: booth.company_name,
          country: booth.country?.trim() ?? null,
          verified: booth.review_status === 2,
          exhibits: (exhibits.get(booth.id) ?? []).map((exhibit) => toExhibit(exhibit, base)),
        })),
      });
    },
  );
};

export default publicExhibitionRoutes;
