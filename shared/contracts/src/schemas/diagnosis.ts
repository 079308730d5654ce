import { Type, type TLiteral } from 'typebox';
import { DIAGNOSIS_DIMENSIONS, type DiagnosisDimension } from '../keys';
import { Nullable, OptionalText, PageQuery, SerialId } from './common';

/** Request and response shapes of the digital-transformation diagnosis (docs/diagnosis.md). */

export const DiagnosisDimensionKey = Type.Union(
  DIAGNOSIS_DIMENSIONS.map((key) => Type.Literal(key)) as [TLiteral<DiagnosisDimension>],
);

export const DiagnosisIdParams = Type.Object({
  id: SerialId,
});

/** A text in every portal language (also the exhibitions'; a candidate for common.ts). */
export const PortalLocalizedText = Type.Object({
  zh: Type.String(),
  cht: Type.String(),
  pt: Type.String(),
  en: Type.String(),
});

export const DiagnosisQuestion = Type.Object({
  id: Type.String(),
  type: Type.Union([Type.Literal('single'), Type.Literal('multiple'), Type.Literal('number')]),
  text: PortalLocalizedText,
  options: Type.Optional(
    Type.Array(Type.Object({ value: Type.String(), label: PortalLocalizedText })),
  ),
  exclusive: Type.Optional(Type.String()),
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  decimals: Type.Optional(Type.Integer()),
  unit: Type.Optional(PortalLocalizedText),
});

export const DiagnosisSection = Type.Object({
  key: Type.String(),
  title: PortalLocalizedText,
  questions: Type.Array(DiagnosisQuestion),
});

export const DiagnosisLevel = Type.Object({
  level: Type.Integer(),
  minScore: Type.Integer(),
  name: PortalLocalizedText,
  description: PortalLocalizedText,
});

/** The form's view of the questionnaire: texts and bounds, without points or weights. */
export const DiagnosisQuestionnaire = Type.Object({
  version: Type.Integer(),
  sections: Type.Array(DiagnosisSection),
  levels: Type.Array(DiagnosisLevel),
});

const Time = Type.String({ format: 'date-time' });
const DiagnosisPerson = Nullable(Type.Object({ id: Type.Integer(), name: Type.String() }));

export const DiagnosisSummary = Type.Object({
  id: Type.Integer(),
  status: Type.Integer({ description: '1 draft, 2 awaiting approval, 3 rejected, 4 completed' }),
  answered: Type.Integer({ description: 'questions answered' }),
  questionCount: Type.Integer(),
  overallScore: Nullable(Type.Integer({ description: '0–100; shown once completed' })),
  level: Nullable(Type.Integer({ description: '1–5; shown once completed' })),
  rejectReason: Nullable(Type.String()),
  createTime: Time,
  updateTime: Time,
  submitTime: Nullable(Time),
  reviewTime: Nullable(Time),
});

export const DiagnosisAnswerValue = Type.Union([
  Type.String(),
  Type.Array(Type.String()),
  Type.Number(),
]);

export const DiagnosisComment = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('comment'), Type.Literal('rejection')]),
  content: Type.String(),
  authorName: Type.String(),
  createTime: Time,
});

export const DiagnosisDetail = Type.Object({
  ...DiagnosisSummary.properties,
  companyId: Type.Integer(),
  companyName: Type.String(),
  questionnaireVersion: Type.Integer(),
  answers: Type.Record(Type.String(), DiagnosisAnswerValue),
  scores: Nullable(
    Type.Object({
      strategy: Type.Integer(),
      production: Type.Integer(),
      supplyChain: Type.Integer(),
      marketing: Type.Integer(),
      finance: Type.Integer(),
      dataIt: Type.Integer(),
      people: Type.Integer(),
    } satisfies Record<DiagnosisDimension, unknown>),
  ),
  strengths: Type.Array(DiagnosisDimensionKey),
  gaps: Type.Array(DiagnosisDimensionKey),
  submitter: DiagnosisPerson,
  reviewer: DiagnosisPerson,
  comments: Type.Array(DiagnosisComment),
});

export const DiagnosisCreatedId = Type.Object({ id: Type.Integer() });

/**
 * Answers by question id. The values are checked by their question (the server's
 * modules/diagnosis/answers.ts), not by the schema: Ajv's type coercion would turn a number into a
 * string (or null into 0) on its way through a union of value types.
 */
export const DiagnosisAnswersBody = Type.Object(
  {
    answers: Type.Record(
      Type.String({ maxLength: 60 }),
      Type.Unknown({
        description:
          'an option value (single), option values (multiple), a number, or null to clear',
      }),
      { maxProperties: 100 },
    ),
  },
  { additionalProperties: false },
);

export const DiagnosisReviewQuery = Type.Intersect([
  PageQuery,
  Type.Object({ status: Type.Integer({ minimum: 2, maximum: 4, default: 2 }) }),
]);

/** A submitted diagnosis in the platform's review queue. */
export const DiagnosisReviewEntry = Type.Object({
  ...DiagnosisSummary.properties,
  companyId: Type.Integer(),
  companyName: Type.String(),
  country: Type.String(),
  submitterName: Nullable(Type.String()),
});

export const DiagnosisCommentBody = Type.Object(
  { content: OptionalText(1000) },
  { additionalProperties: false },
);
export const DiagnosisRejectBody = Type.Object(
  { reason: OptionalText(500) },
  { additionalProperties: false },
);
