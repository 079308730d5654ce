import {
  CertificationRequest,
  OwnCompany,
  UserInfo,
  schemaErrors,
  type TSchema,
} from '@portal/contracts/schemas';
import { certificationRequest, company, user } from './test-fixtures';

// The screens are tested against these fixtures; a fixture the server could not send would let a
// test pass against a shape that never arrives.
type Case = [name: string, schema: TSchema, fixture: unknown];

test.each<Case>([
  ['user', UserInfo, user],
  ['company', OwnCompany, company],
  ['certificationRequest', CertificationRequest, certificationRequest],
])('the fixture %s satisfies its schema', (_name, schema, fixture) => {
  expect(schemaErrors(schema, fixture)).toEqual([]);
});
