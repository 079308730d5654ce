import { PriceHistory, PriceList, schemaErrors, type TSchema } from '@portal/contracts/schemas';
import { oliveOilHistory, priceList, soybeanHistory, unobservedPriceList } from './test-fixtures';

// The screens are tested against these fixtures; a fixture the server could not send would let a
// test pass against a shape that never arrives.
type Case = [name: string, schema: TSchema, fixture: unknown];

test.each<Case>([
  ['priceList', PriceList, priceList],
  ['unobservedPriceList', PriceList, unobservedPriceList],
  ['oliveOilHistory', PriceHistory, oliveOilHistory],
  ['soybeanHistory', PriceHistory, soybeanHistory],
])('the fixture %s satisfies its schema', (_name, schema, fixture) => {
  expect(schemaErrors(schema, fixture)).toEqual([]);
});
