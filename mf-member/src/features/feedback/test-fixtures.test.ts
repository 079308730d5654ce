import {
  FeedbackDetail,
  FeedbackSummary,
  OperatorFeedbackDetail,
  OperatorFeedbackSummary,
  UserInfo,
  schemaErrors,
  type TSchema,
} from '@portal/contracts/schemas';
import { feedback, operatorFeedback, operatorRow, row, user } from './test-fixtures';

// The screens are tested against these fixtures; a fixture the server could not send would let a
// test pass against a shape that never arrives.
type Case = [name: string, schema: TSchema, fixture: unknown];

test.each<Case>([
  ['user', UserInfo, user],
  ['row', FeedbackSummary, row],
  ['feedback', FeedbackDetail, feedback],
  ['operatorRow', OperatorFeedbackSummary, operatorRow],
  ['operatorFeedback', OperatorFeedbackDetail, operatorFeedback],
])('the fixture %s satisfies its schema', (_name, schema, fixture) => {
  expect(schemaErrors(schema, fixture)).toEqual([]);
});
