import {
  MembershipOverview,
  MembershipTier,
  UserInfo,
  schemaErrors,
  type TSchema,
} from '@portal/contracts/schemas';
import { mainAccount, startOverview, tiers } from './test-fixtures';

// The screens are tested against these fixtures; a fixture the server could not send would let a
// test pass against a shape that never arrives.
type Case = [name: string, schema: TSchema, fixture: unknown];

test.each<Case>([
  ['mainAccount', UserInfo, mainAccount],
  ...tiers.map((tier, index): Case => [`tiers[${index}]`, MembershipTier, tier]),
  ['startOverview', MembershipOverview, startOverview],
])('the fixture %s satisfies its schema', (_name, schema, fixture) => {
  expect(schemaErrors(schema, fixture)).toEqual([]);
});
