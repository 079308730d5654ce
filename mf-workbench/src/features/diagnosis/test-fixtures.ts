import type {
  DiagnosisDetail,
  DiagnosisSummary,
  Questionnaire,
  RecommendedProduct,
  ReviewEntry,
} from './api/diagnosis';

/** The diagnosis answers the screens' tests are given, each checked against its schema. */

const text = (zh: string) => ({ zh, cht: zh, pt: zh, en: zh });

/** Two sections of the questionnaire, one question of each kind. */
export const questionnaire: Questionnaire = {
  version: 1,
  sections: [
    {
      key: 'strategy',
      title: text('战略与组织'),
      questions: [
        {
          id: 'strategy.plan',
          type: 'single',
          text: text('是否有书面的数字化规划？'),
          options: [
            { value: 'none', label: text('没有') },
            { value: 'written', label: text('有书面规划') },
          ],
        },
        {
          id: 'strategy.budget',
          type: 'number',
          text: text('数字化预算占营收的比例'),
          min: 0,
          max: 100,
          decimals: 1,
          unit: text('%'),
        },
      ],
    },
    {
      key: 'people',
      title: text('人才与技能'),
      questions: [
        {
          id: 'people.training',
          type: 'multiple',
          text: text('员工接受过哪些培训？'),
          options: [
            { value: 'ecommerce', label: text('跨境电商') },
            { value: 'none', label: text('以上都没有') },
          ],
          exclusive: 'none',
        },
      ],
    },
  ],
  levels: [
    { level: 3, minScore: 40, name: text('集成提升级'), description: text('主要业务已系统化') },
  ],
};

/** Choice questions without options: what the answer helpers must cope with. */
export const questionnaireWithoutOptions: Questionnaire = {
  version: 1,
  levels: [],
  sections: [
    {
      key: 'strategy',
      title: text('战略'),
      questions: [
        { id: 'strategy.plan', type: 'single', text: text('规划'), options: [] },
        { id: 'strategy.budget', type: 'number', text: text('预算'), min: 0, max: 100 },
      ],
    },
    {
      key: 'marketing',
      title: text('营销'),
      questions: [
        {
          id: 'marketing.channels',
          type: 'multiple',
          text: text('渠道'),
          options: [],
          exclusive: 'none',
        },
      ],
    },
  ],
};

/** A draft with nothing answered, changed by `overrides`. */
export const diagnosisDetail = (overrides: Partial<DiagnosisDetail> = {}): DiagnosisDetail => ({
  id: 7,
  status: 1,
  answered: 0,
  questionCount: 3,
  overallScore: null,
  level: null,
  rejectReason: null,
  createTime: '2026-11-20T08:00:00.000Z',
  updateTime: '2026-11-20T08:00:00.000Z',
  submitTime: null,
  reviewTime: null,
  companyId: 5,
  companyName: 'Lusitânia Vinhos e Azeites, Lda.',
  questionnaireVersion: 1,
  answers: {},
  scores: null,
  strengths: [],
  gaps: [],
  submitter: null,
  reviewer: null,
  comments: [],
  ...overrides,
});

/** Every dimension's score of a completed diagnosis: the server sends all seven. */
export const completedScores: NonNullable<DiagnosisDetail['scores']> = {
  strategy: 61,
  production: 55,
  supplyChain: 50,
  marketing: 57,
  finance: 49,
  dataIt: 52,
  people: 38,
};

/** A completed diagnosis in the company's list, changed by `overrides`. */
export const diagnosisSummary = (overrides: Partial<DiagnosisSummary> = {}): DiagnosisSummary => ({
  id: 3,
  status: 4,
  answered: 36,
  questionCount: 36,
  overallScore: 52,
  level: 3,
  rejectReason: null,
  createTime: '2026-10-01T08:00:00.000Z',
  updateTime: '2026-10-02T08:00:00.000Z',
  submitTime: '2026-10-01T09:00:00.000Z',
  reviewTime: '2026-10-02T08:00:00.000Z',
  ...overrides,
});

/** A diagnosis awaiting the platform's decision, as its review queue lists it. */
export const reviewEntry: ReviewEntry = {
  ...diagnosisSummary({ id: 2, status: 2, overallScore: null, level: null }),
  companyId: 4,
  companyName: 'Lusitânia Vinhos e Azeites, Lda.',
  country: 'PT',
  submitterName: 'João Ferreira',
};

/** A digital product that improves the 'people' dimension. */
export const recommendedProduct: RecommendedProduct = {
  id: 10,
  name: '数字技能培训',
  provider: '示例',
  summary: '课程',
  dimensions: ['people'],
  fromPrice: '1200.00',
  currency: 'CNY',
};
