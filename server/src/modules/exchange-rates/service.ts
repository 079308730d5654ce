import type { Language } from '@portal/contracts';
import type { ExchangeRatesBody, Static } from '@portal/contracts/schemas';
import type { Db, DbExecutor } from '../../platform/db/db';
import { BusinessError } from '../../platform/http/envelope';
import { platformToday } from '../../platform/calendar';
import { RATE_MESSAGES } from './messages';
import { selectRates, tradeCurrencies, upsertRate } from './repo';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Exchange rates as the platform's operators enter them (docs/demand.md, "Comparing quotes"):
 * units of each trade currency per 1 CNY with the rate's date and source. Nothing is fetched or
 * invented; the quote comparison converts only with a rate that is here.
 */
export function currentRates(db: DbExecutor) {
  return selectRates(db);
}

/**
 * Enters or replaces rates, each of a trade currency, greater than 0 and dated no later than the
 * platform's today; currencies not sent keep theirs. Returns the rates now and the message.
 */
export async function enterRates(
  db: Db,
  operatorId: number,
  body: Static<typeof ExchangeRatesBody>,
  language: Language,
  now: Date,
) {
  const text = RATE_MESSAGES[language];
  const source = body.source.trim();
  if (!source) throw new BusinessError(400, text.sourceRequired());
  const today = platformToday(now);
  const currencies = await tradeCurrencies(db);
  for (const rate of body.rates) {
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
  await db.transaction(async (tx) => {
    for (const rate of body.rates) await upsertRate(tx, rate, source, operatorId, now);
  });
  return { rates: await selectRates(db), msg: text.saved() };
}
