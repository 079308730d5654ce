import { CartGroup, schemaErrors } from '@portal/contracts/schemas';
import { cartGroups } from './test-fixtures';

// The cart page is tested against these fixtures; a fixture the server could not send would let a
// test pass against a shape that never arrives.
test.each(cartGroups.map((group, index) => [`cartGroups[${index}]`, group] as const))(
  'the fixture %s satisfies CartGroup',
  (_name, group) => {
    expect(schemaErrors(CartGroup, group)).toEqual([]);
  },
);
