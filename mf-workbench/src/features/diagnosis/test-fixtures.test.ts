import {
  DiagnosisDetail,
  DiagnosisQuestionnaire,
  DiagnosisReviewEntry,
  DiagnosisSummary,
  DigitalProductCard,
  schemaErrors,
  type TSchema,
} from '@portal/contracts/schemas';
import {
  completedScores,
  diagnosisDetail,
  diagnosisSummary,
  questionnaire,
  questionnaireWithoutOptions,
  recommendedProduct,
  reviewEntry,
} from './test-fixtures';

// The screens are tested against these fixtures; a fixture the server could not send would let a
// test pass against a shape that never arrives.
type Case = [name: string, schema: TSchema, fixture: unknown];

test.each<Case>([
  ['questionnaire', DiagnosisQuestionnaire, questionnaire],
  ['questionnaireWithoutOptions', DiagnosisQuestionnaire, questionnaireWithoutOptions],
  ['diagnosisDetail()', DiagnosisDetail, diagnosisDetail()],
  [
    'a completed diagnosisDetail',
    DiagnosisDetail,
    diagnosisDetail({
      status: 4,
      overallScore: 52,
      level: 3,
      scores: completedScores,
      strengths: ['strategy'],
      gaps: ['people'],
    }),
  ],
  ['diagnosisSummary()', DiagnosisSummary, diagnosisSummary()],
  ['reviewEntry', DiagnosisReviewEntry, reviewEntry],
  ['recommendedProduct', DigitalProductCard, recommendedProduct],
])('the fixture %s satisfies its schema', (_name, schema, fixture) => {
  expect(schemaErrors(schema, fixture)).toEqual([]);
});
