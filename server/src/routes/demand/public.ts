import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type DemandSort } from '@portal/contracts';
import {
  DemandCard,
  DemandIdParams,
  DemandSearchQuery,
  PublicDemand,
} from '@portal/contracts/schemas';
import {
  BusinessError,
  Envelope,
  PageEnvelope,
  SUCCESS_MSG,
  ok,
} from '../../platform/http/envelope';
import { platformToday } from '../../platform/calendar';
import { requestLanguage } from '../../platform/language/language';
import { demandTextCondition } from '../../modules/search/listing-conditions';
import { bearerToken } from '../../platform/auth/plugin';
import {
  CARD_COLUMNS,
  VISIBLE_TO,
  attachmentsOf,
  messagesOf,
  toCard,
  type CardRow,
} from './common';

const SORTS: Record<DemandSort, string> = {
  newest: 'd.created_at DESC, d.id DESC',
  deadline: 'd.deadline ASC, d.id DESC',
  priceDesc: 'd.price_max DESC, d.id DESC',
};

/**
 * The demand tab of the supply-and-demand hall (docs/demand.md): ongoing demands anyone may see,
 * searched and sorted, and one demand's page without the buyer's private contact. A demand for
 * designated suppliers only exists for them and its own company; for everyone else it is missing.
 */
const publicDemandRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const viewer = async (request: Parameters<typeof bearerToken>[0]) => {
    const token = bearerToken(request);
    return token ? app.memberForToken(token) : null;
  };

  app.get(
    '/demand/search',
    {
      schema: {
        tags: ['demand'],
        summary: 'Ongoing demands: words in any language, HS prefix, industry, buyer country',
        querystring: DemandSearchQuery,
        response: { 200: PageEnvelope(DemandCard) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, keyword, hsCode, industry, buyerCountry, deadlineFrom } =
        request.query;
      const member = await viewer(request);
      const params: unknown[] = [member?.companyId ?? null];
      const where = [
        'd.status = 1',
        'NOT c.is_platform',
        `(d.company_id = $1 OR ${VISIBLE_TO('$1')})`,
      ];
      const add = (clause: (n: string) => string, value: unknown) => {
        params.push(value);
        where.push(clause(`$${params.length}`));
      };
      // Past its deadline a demand has ended, even before the expiry job has marked it.
      add((n) => `d.deadline >= ${n}::date`, platformToday(app.now()));
      if (keyword?.trim())
        where.push(demandTextCondition(keyword, (value) => `$${params.push(value)}`));
      if (hsCode) add((n) => `d.hs_code LIKE ${n} || '%'`, hsCode);
      if (industry?.trim()) add((n) => `d.industry = ${n}`, industry.trim());
      if (buyerCountry) add((n) => `c.country = ${n}`, buyerCountry.toUpperCase());
      if (deadlineFrom) add((n) => `d.deadline >= ${n}::date`, deadlineFrom);
      const from = `FROM demands d JOIN companies c ON c.id = d.company_id WHERE ${where.join(' AND ')}`;
      const reader = requestLanguage(request.headers['accept-language']);
      const order = SORTS[request.query.sort ?? 'newest'];
      const [count, page] = await Promise.all([
        app.db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params),
        app.db.query<CardRow>(
          `SELECT ${CARD_COLUMNS} ${from} ORDER BY ${order}
           LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, pageSize, (pageNum - 1) * pageSize],
        ),
      ]);
      app.searchInsights.recordSearch('demand', request, count.rows[0]!.total);
      return {
        code: 200,
        msg: SUCCESS_MSG,
        rows: page.rows.map((row) => toCard(row, reader)),
        total: count.rows[0]!.total,
      };
    },
  );

  app.get(
    '/demand/industries',
    {
      schema: {
        tags: ['demand'],
        summary: 'The industries of ongoing public demands (the hall filter)',
        response: { 200: Envelope(Type.Array(Type.String())) },
      },
    },
    async () => {
      const { rows } = await app.db.query<{ industry: string }>(
        `SELECT DISTINCT industry FROM demands d WHERE d.status = 1 AND NOT d.designated_only
          ORDER BY 1 LIMIT 200`,
      );
      return ok(rows.map((row) => row.industry));
    },
  );

  app.get(
    '/demand/public/:id',
    {
      schema: {
        tags: ['demand'],
        summary: "A demand as suppliers see it (no buyer's private contact)",
        params: DemandIdParams,
        response: { 200: Envelope(PublicDemand) },
      },
    },
    async (request) => {
      const member = await viewer(request);
      const { rows } = await app.db.query<CardRow>(
        `SELECT ${CARD_COLUMNS}
           FROM demands d JOIN companies c ON c.id = d.company_id
          WHERE d.id = $1 AND NOT c.is_platform AND (d.company_id = $2 OR ${VISIBLE_TO('$2')})`,
        [request.params.id, member?.companyId ?? null],
      );
      const row = rows[0];
      if (!row) throw new BusinessError(404, messagesOf(request).demandNotFound());
      // Deadline passed but the scheduled job has not run yet: show it as it is.
      const status = row.status === 1 && row.deadline < platformToday(app.now()) ? 2 : row.status;
      return ok({
        ...toCard({ ...row, status }, requestLanguage(request.headers['accept-language'])),
        attachments: member ? await attachmentsOf(app.db, row.id) : [],
        own: member?.companyId === row.company_id,
      });
    },
  );
};

export default publicDemandRoutes;
