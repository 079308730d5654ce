import { PERMISSIONS } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ExchangeRates, ExchangeRatesBody } from '@portal/contracts/schemas';
import { platformToday } from '../platform/calendar';
import { BusinessError, Envelope, ok } from '../platform/http/envelope';
import { requestLanguage } from '../platform/language/language';
import { currentMember } from '../platform/auth/plugin';
import { requirePermission } from '../platform/auth/permissions';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const RateMessages = {
  zh: {
    unknownCurrency: (code: string) => `币种 ${code} 不在贸易币种字典中`,
    badRate: (code: string) => `${code} 的汇率必须是大于 0 的数字`,
    badDate: (code: string) => `${code} 的汇率日期不正确（不能晚于今天）`,
    sourceRequired: () => '请注明汇率来源',
    saved: () => '汇率已保存',
  },
  cht: {
    unknownCurrency: (code: string) => `幣種 ${code} 不在貿易幣種字典中`,
    badRate: (code: string) => `${code} 的匯率必須是大於 0 的數字`,
    badDate: (code: string) => `${code} 的匯率日期不正確（不能晚於今天）`,
    sourceRequired: () => '請註明匯率來源',
    saved: () => '匯率已儲存',
  },
  pt: {
    unknownCurrency: (code: string) => `A moeda ${code} não está no dicionário de moedas`,
    badRate: (code: string) => `A taxa de ${code} deve ser um número maior que 0`,
    badDate: (code: string) => `A data da taxa de ${code} não é válida (não pode ser futura)`,
    sourceRequired: () => 'Indique a fonte das taxas',
    saved: () => 'Taxas de câmbio guardadas',
  },
  en: {
    unknownCurrency: (code: string) => `${code} is not in the trade currency dictionary`,
    badRate: (code: string) => `The rate of ${code} must be a number greater than 0`,
    badDate: (code: string) =>
      `The date of the ${code} rate is not valid (it cannot be in the future)`,
    sourceRequired: () => 'Name the source of the rates',
    saved: () => 'Exchange rates saved',
  },
};

/**
 * Exchange rates as the platform's operators enter them (docs/demand.md, "Comparing quotes"):
 * units of each trade currency per 1 CNY with the rate's date and source. Nothing is fetched or
 * invented; the quote comparison converts only with a rate that is here.
 */
const exchangeRateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function currentRates() {
    const { rows } = await app.db.query<{
      currency: string;
      per_cny: string;
      rate_date: string;
      source: string;
      updated_at: Date;
    }>(
      `SELECT currency, per_cny::text AS per_cny, to_char(rate_date, 'YYYY-MM-DD') AS rate_date,
              source, updated_at
         FROM exchange_rates ORDER BY currency`,
    );
    const dates = rows.map((row) => row.rate_date).sort();
    return {
      date: dates[0] ?? null,
      perCny: Object.fromEntries(rows.map((row) => [row.currency, Number(row.per_cny)])),
      rates: rows.map((row) => ({
        currency: row.currency,
        perCny: Number(row.per_cny),
        rateDate: row.rate_date,
        source: row.source,
        updateTime: row.updated_at.toISOString(),
      })),
    };
  }

  app.get(
    '/exchange/rates',
    {
      schema: {
        tags: ['demand'],
        summary:
          "Units of each trade currency per 1 CNY, as the platform's operators last entered them, and the date of the oldest rate",
        response: { 200: Envelope(ExchangeRates) },
      },
    },
    async () => ok(await currentRates()),
  );

  app.put(
    '/operator/exchange/rates',
    {
      schema: {
        tags: ['demand'],
        summary: `Enter or replace rates (${PERMISSIONS.exchangeManage}); currencies not sent keep theirs`,
        body: ExchangeRatesBody,
        response: { 200: Envelope(ExchangeRates) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requirePermission(member, PERMISSIONS.exchangeManage);
      const text = RateMessages[requestLanguage(request.headers['accept-language'])];
      const source = request.body.source.trim();
      if (!source) throw new BusinessError(400, text.sourceRequired());
      const now = app.now();
      const today = platformToday(now);
      const { rows: known } = await app.db.query<{ dict_value: string }>(
        "SELECT dict_value FROM dict_data WHERE dict_type = 'trade_currency'",
      );
      const currencies = new Set(known.map((row) => row.dict_value));
      for (const rate of request.body.rates) {
        if (!currencies.has(rate.currency))
          throw new BusinessError(400, text.unknownCurrency(rate.currency));
        if (!Number.isFinite(rate.perCny) || rate.perCny <= 0 || rate.perCny >= 1e10)
          throw new BusinessError(400, text.badRate(rate.currency));
        if (
          !DATE.test(rate.rateDate) ||
          Number.isNaN(Date.parse(`${rate.rateDate}T00:00:00Z`)) ||
          rate.rateDate > today
        )
          throw new BusinessError(400, text.badDate(rate.currency));
      }
      await app.db.transaction(async (tx) => {
        for (const rate of request.body.rates) {
          await tx.query(
            `INSERT INTO exchange_rates (currency, per_cny, rate_date, source, updated_by, updated_at)
             VALUES ($1, $2, $3::date, $4, $5, $6)
             ON CONFLICT (currency) DO UPDATE SET per_cny = EXCLUDED.per_cny,
               rate_date = EXCLUDED.rate_date, source = EXCLUDED.source,
               updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
            [rate.currency, rate.perCny, rate.rateDate, source, member.id, now],
          );
        }
      });
      return ok(await currentRates(), text.saved());
    },
  );
};

export default exchangeRateRoutes;
