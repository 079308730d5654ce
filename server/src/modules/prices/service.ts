import type { Language } from '@portal/contracts';
import type { PriceEntryBody, Static } from '@portal/contracts/schemas';
import type { Db, DbExecutor } from '../../platform/db/db';
import { BusinessError } from '../../platform/http/envelope';
import { platformToday } from '../../platform/calendar';
import { describeProblem, priceMessages } from './messages';
import {
  PriceProblemError,
  checkObservation,
  csvBatch,
  importBatch,
  storeObservations,
} from './price-source';
import * as repo from './repo';

/** "The pavilion does not exist", in the reader's language (the pavilions answer it too). */
export const pavilionNotFoundMsg = (language: Language) =>
  priceMessages(language).pavilionNotFound();

/**
 * Commodity prices as observed (docs/prices-and-pavilions.md), public: each commodity's latest
 * figure with its date, unit, currency and source, the change since the previous observation,
 * and `lastObservedOn`, the newest date of all. `pavilion` narrows the list to a pavilion's
 * commodities, in its order.
 */
export async function latestPrices(
  db: DbExecutor,
  pavilion: string | undefined,
  language: Language,
) {
  if (pavilion !== undefined && !(await repo.pavilionExists(db, pavilion)))
    throw new BusinessError(404, pavilionNotFoundMsg(language));
  const commodities = await repo.selectLatestPrices(db, pavilion ?? null, language);
  const dates = commodities.flatMap((row) => (row.latest ? [row.latest.observedOn] : [])).sort();
  return { lastObservedOn: dates[dates.length - 1] ?? null, commodities };
}

/** A commodity and its observations, oldest first (`from`/`to`: observation dates). */
export async function priceHistory(
  db: DbExecutor,
  code: string,
  range: { from?: string; to?: string },
  language: Language,
) {
  const commodity = await repo.selectCommodity(db, code, language);
  if (!commodity) throw new BusinessError(404, priceMessages(language).commodityNotFound());
  const observations = await repo.selectObservations(
    db,
    code,
    range.from ?? null,
    range.to ?? null,
  );
  return { commodity, observations };
}

/**
 * The operator's entry of one observed price, checked like the folder import; it replaces the
 * figure of that day. Returns what was saved and the message saying so.
 */
export async function enterPrice(
  db: DbExecutor,
  operatorId: number,
  body: Static<typeof PriceEntryBody>,
  language: Language,
  now: Date,
) {
  const entry = {
    commodity: body.commodity.trim(),
    observedOn: body.observedOn.trim(),
    price: body.price.trim(),
    source: body.source.trim(),
    currency: '',
    unit: '',
  };
  const problem = checkObservation(
    entry,
    await repo.loadCommodities(db),
    platformToday(now),
    { commodity: 'commodity', observedOn: 'observedOn', price: 'price', source: 'source' },
    false,
  );
  if (problem) throw new BusinessError(400, describeProblem(problem, {}, language));
  await storeObservations(db, [entry], { enteredBy: operatorId, now });
  return {
    saved: { commodity: entry.commodity, observedOn: entry.observedOn },
    msg: priceMessages(language).saved(),
  };
}

/**
 * The operator's CSV file sent as text: checked whole first, then stored in chunks the other
 * requests' queries can pass between; refused whole at its first problem.
 */
export async function importPrices(
  db: Db,
  operatorId: number,
  file: { fileName: string; csv: string },
  language: Language,
  now: Date,
) {
  const name = file.fileName.trim().replace(/^.*[\\/]/, '') || 'upload.csv';
  try {
    const rows = await importBatch(db, csvBatch(name, file.csv), { enteredBy: operatorId, now });
    return { rows, msg: priceMessages(language).imported({ rows }) };
  } catch (error) {
    if (error instanceof PriceProblemError)
      throw new BusinessError(400, describeProblem(error.problem, error.place, language));
    throw error;
  }
}
