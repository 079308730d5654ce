import { DigitalOrder, schemaErrors } from '@portal/contracts/schemas';
import { digitalOrder } from './test-fixtures';

// The screens are tested against these fixtures; a fixture the server could not send would let a
// test pass against a shape that never arrives.
test.each([
  ['digitalOrder(9)', digitalOrder(9)],
  ['a cancelled digitalOrder', digitalOrder(10, { status: 5, platformRemark: '客户取消' })],
])('the fixture %s satisfies its schema', (_name, fixture) => {
  expect(schemaErrors(DigitalOrder, fixture)).toEqual([]);
});
