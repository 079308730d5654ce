import { migrate } from '../db/migrate';
import { runScript } from './run-script';

runScript('migrate', async (db) => {
  const applied = await migrate(db);
  return applied.length ? `applied ${applied.join(', ')}` : 'schema up to date';
});
