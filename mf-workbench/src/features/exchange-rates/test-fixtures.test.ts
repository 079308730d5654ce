import { EnteredExchangeRate, schemaErrors } from '@portal/contracts/schemas';
import { usdRate } from './test-fixtures';

// The card is tested against this fixture; a rate the server could not send would let a test
// pass against a shape that never arrives.
test('the fixture usdRate satisfies its schema', () => {
  expect(schemaErrors(EnteredExchangeRate, usdRate)).toEqual([]);
});
