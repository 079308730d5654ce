import { SearchInsights, schemaErrors } from '@portal/contracts/schemas';
import { week } from './test-fixtures';

// The screen is tested against these fixtures; a fixture the server could not send would let a
// test pass against a shape that never arrives.
test('the fixture week satisfies its schema', () => {
  expect(schemaErrors(SearchInsights, week)).toEqual([]);
});
