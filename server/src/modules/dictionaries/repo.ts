import type { DictEntry, Static } from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';

/** The entries of a dictionary type, in their order. */
export async function selectEntries(
  db: DbExecutor,
  type: string,
): Promise<Static<typeof DictEntry>[]> {
  const { rows } = await db.query<{
    dict_value: string;
    dict_label: string;
    remark: string | null;
  }>(
    'SELECT dict_value, dict_label, remark FROM dict_data WHERE dict_type = $1 ORDER BY sort, id',
    [type],
  );
  return rows.map((row) => ({
    dictValue: row.dict_value,
    dictLabel: row.dict_label,
    remark: row.remark,
  }));
}
