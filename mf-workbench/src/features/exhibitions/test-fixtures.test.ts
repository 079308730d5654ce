import { ExhibitionRegistration, schemaErrors } from '@portal/contracts/schemas';
import { registration } from './test-fixtures';

// The screens are tested against these fixtures; a fixture the server could not send would let a
// test pass against a shape that never arrives.
test.each([
  ['registration(9)', registration(9)],
  [
    'a rejected registration',
    registration(10, {
      status: 3,
      remark: '展品图片不完整',
      reviewTime: '2026-11-21T02:00:00.000Z',
    }),
  ],
])('the fixture %s satisfies its schema', (_name, fixture) => {
  expect(schemaErrors(ExhibitionRegistration, fixture)).toEqual([]);
});
