import { StaffMember, UserInfo, schemaErrors, type TSchema } from '@portal/contracts/schemas';
import { ana, disabledLucas, lucas, mainAccount } from './test-fixtures';

// The screens are tested against these fixtures; a fixture the server could not send would let a
// test pass against a shape that never arrives.
type Case = [name: string, schema: TSchema, fixture: unknown];

test.each<Case>([
  ['mainAccount', UserInfo, mainAccount],
  ['lucas', StaffMember, lucas],
  ['ana', StaffMember, ana],
  ['disabledLucas', StaffMember, disabledLucas],
])('the fixture %s satisfies its schema', (_name, schema, fixture) => {
  expect(schemaErrors(schema, fixture)).toEqual([]);
});
