import {
  HsCodeEntry,
  OwnProductRow,
  ProductQuota,
  ProductReceiver,
  schemaErrors,
  type TSchema,
} from '@portal/contracts/schemas';
import {
  fatsChapter,
  fullProductQuota,
  ownProductRow,
  productQuota,
  receivers,
  teaHsCodes,
} from './test-fixtures';

// The screens are tested against these fixtures; a fixture the server could not send would let a
// test pass against a shape that never arrives.
type Case = [name: string, schema: TSchema, fixture: unknown];

test.each<Case>([
  ['ownProductRow(1, 0, …)', OwnProductRow, ownProductRow(1, 0, 'Azeite Virgem Extra')],
  ['ownProductRow(2, 1, …) (面议)', OwnProductRow, ownProductRow(2, 1, 'Rolhas de cortiça')],
  ['productQuota', ProductQuota, productQuota],
  ['fullProductQuota', ProductQuota, fullProductQuota],
  ['fatsChapter', HsCodeEntry, fatsChapter],
  ...Object.entries(teaHsCodes).map(([name, entry]): Case => [
    `teaHsCodes.${name}`,
    HsCodeEntry,
    entry,
  ]),
  ...receivers(5).map((receiver, index): Case => [
    `receivers[${index}]`,
    ProductReceiver,
    receiver,
  ]),
])('the fixture %s satisfies its schema', (_name, schema, fixture) => {
  expect(schemaErrors(schema, fixture)).toEqual([]);
});
