import type { DbExecutor } from '../../platform/db/db';
import { selectEntries } from './repo';

/** The entries of a dictionary type (`trade_currency` …), public; an unknown type has none. */
export function dictionaryEntries(db: DbExecutor, type: string) {
  return selectEntries(db, type);
}
