import { PERMISSIONS } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Language } from '@portal/contracts';
import {
  CommodityCodeParams,
  PriceEntryBody,
  PriceHistory,
  PriceHistoryQuery,
  PriceImportBody,
  PriceImportResult,
  PriceList,
  PriceListQuery,
  SavedPriceEntry,
} from '@portal/contracts/schemas';
import { platformToday } from '../../platform/calendar';
import { BusinessError, Envelope, ok, rejectUnknownFields } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import { requirePermission } from '../../platform/auth/permissions';
import { currentMember } from '../../platform/auth/plugin';
import { describeProblem, priceMessages } from './price-messages';
import {
  PriceProblemError,
  checkObservation,
  csvBatch,
  importBatch,
  loadCommodities,
  storeObservations,
} from './price-source';

type Localized = Record<Language, string>;
const localize = (text: Localized, language: Language) => text[language] || text.zh;

interface CommodityRecord {
  code: string;
  name: Localized;
  description: Localized;
  unit: string;
  currency: string;
  hs_code: string | null;
}

const COMMODITY_COLUMNS =
  'c.code, c.name, c.description, c.unit, trim(c.currency) AS currency, c.hs_code';

const toCommodity = (row: CommodityRecord, language: Language) => ({
  code: row.code,
  name: localize(row.name, language),
  description: localize(row.description, language),
  unit: row.unit,
  currency: row.currency,
  hsCode: row.hs_code,
});

/**
 * Commodity prices as observed (docs/prices-and-pavilions.md), public: each commodity's latest
 * figure with its date, unit, currency and source, the change since the previous observation,
 * and the history. `pavilion` narrows the list to a pavilion's commodities, in its order.
 */
export const priceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/prices',
    {
      schema: {
        tags: ['prices'],
        summary: "Each commodity's latest observed price and its change since the previous one",
        querystring: PriceListQuery,
        response: { 200: Envelope(PriceList) },
      },
    },
    async (request) => {
      const language = requestLanguage(request.headers['accept-language']);
      const { pavilion } = request.query;
      if (pavilion !== undefined) {
        const found = await app.db.query('SELECT 1 FROM pavilions WHERE key = $1', [pavilion]);
        if (found.rows.length === 0)
          throw new BusinessError(404, priceMessages(language).pavilionNotFound());
      }
      const { rows } = await app.db.query<
        CommodityRecord & {
          latest_on: string | null;
          latest_price: string | null;
          latest_source: string | null;
          previous_on: string | null;
          previous_price: string | null;
          previous_source: string | null;
          change: string | null;
          change_percent: number | null;
        }
      >(
        `SELECT ${COMMODITY_COLUMNS},
                to_char(l.observed_on, 'YYYY-MM-DD') AS latest_on,
                trim_scale(l.price)::text AS latest_price, l.source AS latest_source,
                to_char(p.observed_on, 'YYYY-MM-DD') AS previous_on,
                trim_scale(p.price)::text AS previous_price, p.source AS previous_source,
                trim_scale(l.price - p.price)::text AS change,
                round((l.price - p.price) / p.price * 100, 2)::float8 AS change_percent
           FROM commodities c
           LEFT JOIN LATERAL (SELECT observed_on, price, source FROM commodity_prices
                               WHERE commodity = c.code ORDER BY observed_on DESC LIMIT 1) l ON true
           LEFT JOIN LATERAL (SELECT observed_on, price, source FROM commodity_prices
                               WHERE commodity = c.code AND observed_on < l.observed_on
                               ORDER BY observed_on DESC LIMIT 1) p ON true
          WHERE $1::text IS NULL
             OR c.code = ANY (SELECT unnest(commodities) FROM pavilions WHERE key = $1)
          ORDER BY CASE WHEN $1::text IS NULL THEN c.sort
                        ELSE array_position((SELECT commodities FROM pavilions WHERE key = $1), c.code)
                   END, c.code`,
        [pavilion ?? null],
      );
      const observed = (on: string | null, price: string | null, source: string | null) =>
        on && price && source ? { observedOn: on, price, source } : null;
      const dates = rows.flatMap((row) => (row.latest_on ? [row.latest_on] : [])).sort();
      return ok({
        lastObservedOn: dates[dates.length - 1] ?? null,
        commodities: rows.map((row) => ({
          ...toCommodity(row, language),
          latest: observed(row.latest_on, row.latest_price, row.latest_source),
          previous: observed(row.previous_on, row.previous_price, row.previous_source),
          change: row.change,
          changePercent: row.change_percent,
        })),
      });
    },
  );

  app.get(
    '/prices/:code/history',
    {
      schema: {
        tags: ['prices'],
        summary: "A commodity's observations, oldest first (from/to: observation dates)",
        params: CommodityCodeParams,
        querystring: PriceHistoryQuery,
        response: { 200: Envelope(PriceHistory) },
      },
    },
    async (request) => {
      const language = requestLanguage(request.headers['accept-language']);
      const { rows } = await app.db.query<CommodityRecord>(
        `SELECT ${COMMODITY_COLUMNS} FROM commodities c WHERE c.code = $1`,
        [request.params.code],
      );
      if (!rows[0]) throw new BusinessError(404, priceMessages(language).commodityNotFound());
      const history = await app.db.query<{ observed_on: string; price: string; source: string }>(
        `SELECT to_char(observed_on, 'YYYY-MM-DD') AS observed_on, trim_scale(price)::text AS price,
                source
           FROM commodity_prices
          WHERE commodity = $1 AND ($2::date IS NULL OR observed_on >= $2::date)
            AND ($3::date IS NULL OR observed_on <= $3::date)
          ORDER BY observed_on`,
        [request.params.code, request.query.from ?? null, request.query.to ?? null],
      );
      return ok({
        commodity: toCommodity(rows[0], language),
        observations: history.rows.map((row) => ({
          observedOn: row.observed_on,
          price: row.price,
          source: row.source,
        })),
      });
    },
  );
};

/**
 * The operator's entries (`platform:price:manage`): one observation from the form, or a CSV file
 * uploaded as text, checked like the folder import and stored only when all of it passes.
 */
export const operatorPriceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/operator/prices',
    {
      preValidation: rejectUnknownFields(PriceEntryBody),
      schema: {
        tags: ['prices'],
        summary: `Enter one observed price (${PERMISSIONS.priceManage}); replaces the figure of that day`,
        body: PriceEntryBody,
        response: { 200: Envelope(SavedPriceEntry) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requirePermission(member, PERMISSIONS.priceManage);
      const language = requestLanguage(request.headers['accept-language']);
      const now = app.now();
      const entry = {
        commodity: request.body.commodity.trim(),
        observedOn: request.body.observedOn.trim(),
        price: request.body.price.trim(),
        source: request.body.source.trim(),
        currency: '',
        unit: '',
      };
      const problem = checkObservation(
        entry,
        await loadCommodities(app.db),
        platformToday(now),
        { commodity: 'commodity', observedOn: 'observedOn', price: 'price', source: 'source' },
        false,
      );
      if (problem) throw new BusinessError(400, describeProblem(problem, {}, language));
      await storeObservations(app.db, [entry], { enteredBy: member.id, now });
      return ok(
        { commodity: entry.commodity, observedOn: entry.observedOn },
        priceMessages(language).saved(),
      );
    },
  );

  app.post(
    '/operator/prices/import',
    {
      preValidation: rejectUnknownFields(PriceImportBody),
      schema: {
        tags: ['prices'],
        summary: `Import a price CSV sent as text (${PERMISSIONS.priceManage}); refused whole at its first problem`,
        body: PriceImportBody,
        response: { 200: Envelope(PriceImportResult) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requirePermission(member, PERMISSIONS.priceManage);
      const language = requestLanguage(request.headers['accept-language']);
      const name = request.body.fileName.trim().replace(/^.*[\\/]/, '') || 'upload.csv';
      try {
        // Checked whole first, then stored in chunks the other requests' queries can pass between.
        const rows = await importBatch(app.db, csvBatch(name, request.body.csv), {
          enteredBy: member.id,
          now: app.now(),
        });
        return ok({ rows }, priceMessages(language).imported({ rows }));
      } catch (error) {
        if (error instanceof PriceProblemError)
          throw new BusinessError(400, describeProblem(error.problem, error.place, language));
        throw error;
      }
    },
  );
};
