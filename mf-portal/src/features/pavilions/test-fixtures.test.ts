import {
  Pavilion,
  PavilionSummary,
  PriceHistory,
  PriceList,
  schemaErrors,
  type TSchema,
} from '@portal/contracts/schemas';
import { pavilionSummaries, teaPavilion, teaPriceHistory, teaPriceList } from './test-fixtures';

// The screens are tested against these fixtures; a fixture the server could not send would let a
// test pass against a shape that never arrives.
type Case = [name: string, schema: TSchema, fixture: unknown];

test.each<Case>([
  ...pavilionSummaries.map((row, index): Case => [
    `pavilionSummaries[${index}]`,
    PavilionSummary,
    row,
  ]),
  ['teaPavilion', Pavilion, teaPavilion],
  ['teaPriceList', PriceList, teaPriceList],
  ['teaPriceHistory', PriceHistory, teaPriceHistory],
])('the fixture %s satisfies its schema', (_name, schema, fixture) => {
  expect(schemaErrors(schema, fixture)).toEqual([]);
});
