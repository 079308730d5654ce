import {
  ExhibitionCard,
  ExhibitionDetail,
  ExhibitionRegistration,
  OwnExhibitionRegistration,
  schemaErrors,
  type TSchema,
} from '@portal/contracts/schemas';
import { exhibitionCard, exhibitionDetail, notRegistered, registration } from './test-fixtures';

// The screens are tested against these fixtures; a fixture the server could not send would let a
// test pass against a shape that never arrives.
type Case = [name: string, schema: TSchema, fixture: unknown];

test.each<Case>([
  ['exhibitionCard', ExhibitionCard, exhibitionCard],
  ['exhibitionDetail', ExhibitionDetail, exhibitionDetail],
  ['notRegistered', OwnExhibitionRegistration, notRegistered],
  ['registration(1)', ExhibitionRegistration, registration(1)],
  ['registration(3, remark)', ExhibitionRegistration, registration(3, '展品图片与规格不完整')],
])('the fixture %s satisfies its schema', (_name, schema, fixture) => {
  expect(schemaErrors(schema, fixture)).toEqual([]);
});
