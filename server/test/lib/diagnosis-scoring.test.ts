import {
  checkAnswers,
  incompleteMessage,
  missingQuestions,
} from '../../src/modules/diagnosis/answers';
import {
  DIMENSIONS,
  MAX_POINTS,
  QUESTIONS,
  QUESTION_BY_ID,
  SECTIONS,
  type Dimension,
  type Question,
} from '../../src/modules/diagnosis/questionnaire';
import {
  levelOf,
  questionPoints,
  scoreDiagnosis,
  strengthsAndGaps,
  type AnswerValue,
  type Answers,
} from '../../src/modules/diagnosis/scoring';

/** An answer to the question worth exactly `points`. */
function answerWorth(question: Question, points: number): AnswerValue {
  switch (question.type) {
    case 'single':
      return question.options.find((option) => option.points === points)!.value;
    case 'multiple':
      return points === 0
        ? [question.exclusive]
        : question.options
            .filter((option) => option.value !== question.exclusive)
            .slice(0, points)
            .map((option) => option.value);
    case 'number': {
      const { scale } = question;
      if ('atLeast' in scale) return points === 0 ? question.min : scale.atLeast[points - 1]!;
      return points === 0 ? question.max : scale.atMost[points - 1]!;
    }
  }
}

/** A complete answer set: every question of a dimension worth the points given for it. */
function answersWorth(points: (dimension: Dimension) => number): Answers {
  return Object.fromEntries(
    QUESTIONS.map(({ section, question }) => [
      question.id,
      answerWorth(question, points(section.key)),
    ]),
  );
}

const question = (id: string) => QUESTION_BY_ID.get(id)!.question;

describe('the questionnaire', () => {
  it('has the seven dimensions, at least 30 questions and dimension weights adding up to 100', () => {
    expect(SECTIONS.map((section) => section.key)).toEqual([...DIMENSIONS]);
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(30);
    expect(SECTIONS.reduce((sum, section) => sum + section.weight, 0)).toBe(100);
  });

  it('can reach 0 and 4 points on every question, with texts in four languages', () => {
    for (const { question: q } of QUESTIONS) {
      expect(questionPoints(q, answerWorth(q, 0))).toBe(0);
      expect(questionPoints(q, answerWorth(q, MAX_POINTS))).toBe(MAX_POINTS);
      const texts = [q.text, ...(q.type === 'number' ? [q.unit] : q.options.map((o) => o.label))];
      for (const text of texts) {
        expect(Object.keys(text).sort()).toEqual(['cht', 'en', 'pt', 'zh']);
        expect(Object.values(text).every((value) => value.trim().length > 0)).toBe(true);
      }
    }
  });
});

describe('points per question', () => {
  it('single choice: the option’s points', () => {
    expect(questionPoints(question('strategy.plan'), 'none')).toBe(0);
    expect(questionPoints(question('strategy.plan'), 'partial')).toBe(3);
    expect(questionPoints(question('dataIt.backups'), 'tested')).toBe(4);
  });

  it('multiple choice: the options’ points added up, capped at 4', () => {
    const channels = question('marketing.channels');
    expect(questionPoints(channels, ['none'])).toBe(0);
    expect(questionPoints(channels, ['social'])).toBe(1);
    expect(questionPoints(channels, ['b2bPlatform', 'ownShop', 'social'])).toBe(3);
    expect(
      questionPoints(channels, ['b2bPlatform', 'ownShop', 'marketplace', 'social', 'live']),
    ).toBe(4);
  });

  it('numbers: one point per threshold reached, at the thresholds themselves', () => {
    const budget = question('strategy.budget'); // at least 0.5, 1, 2, 4 %
    expect(
      [0, 0.4, 0.5, 0.9, 1, 1.9, 2, 3.9, 4, 100].map((v) => questionPoints(budget, v)),
    ).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
    const entries = question('production.manualEntries'); // at most 8, 5, 3, 1 steps
    expect([0, 1, 2, 3, 4, 5, 6, 8, 9, 30].map((v) => questionPoints(entries, v))).toEqual([
      4, 4, 3, 3, 2, 2, 1, 1, 0, 0,
    ]);
  });
});

describe('levels by overall score', () => {
  it('starts each level at 20, 40, 60 and 80', () => {
    const cases: [number, number][] = [
      [0, 1],
      [19, 1],
      [20, 2],
      [39, 2],
      [40, 3],
      [59, 3],
      [60, 4],
      [79, 4],
      [80, 5],
      [100, 5],
    ];
    for (const [overall, level] of cases)
      expect([overall, levelOf(overall)]).toEqual([overall, level]);
  });
});

describe('scoreDiagnosis', () => {
  const all = (score: number) =>
    Object.fromEntries(DIMENSIONS.map((key) => [key, score])) as Record<Dimension, number>;

  it('best answers everywhere: 100, level 5', () => {
    expect(scoreDiagnosis(answersWorth(() => 4))).toEqual({
      dimensions: all(100),
      overall: 100,
      level: 5,
    });
  });

  it('weakest answers everywhere: 0, level 1', () => {
    expect(scoreDiagnosis(answersWorth(() => 0))).toEqual({
      dimensions: all(0),
      overall: 0,
      level: 1,
    });
  });

  it('every answer worth 1, 2 or 3 of 4 points: 25, 50, 75', () => {
    expect(scoreDiagnosis(answersWorth(() => 1))).toEqual({
      dimensions: all(25),
      overall: 25,
      level: 2,
    });
    expect(scoreDiagnosis(answersWorth(() => 2))).toEqual({
      dimensions: all(50),
      overall: 50,
      level: 3,
    });
    expect(scoreDiagnosis(answersWorth(() => 3))).toEqual({
      dimensions: all(75),
      overall: 75,
      level: 4,
    });
  });

  it('weighs the dimensions: data and IT counts 20 %, finance 10 %', () => {
    // Everything at 100 but data and IT at 0: 100 × 80 / 100 = 80, exactly the level-5 bound.
    expect(scoreDiagnosis(answersWorth((key) => (key === 'dataIt' ? 0 : 4)))).toMatchObject({
      overall: 80,
      level: 5,
    });
    // … and people at 0 too: 65, level 4.
    expect(
      scoreDiagnosis(answersWorth((key) => (key === 'dataIt' || key === 'people' ? 0 : 4))),
    ).toMatchObject({ overall: 65, level: 4 });
    // Only finance at 100: 10, level 1; only data and IT: 20, level 2.
    expect(scoreDiagnosis(answersWorth((key) => (key === 'finance' ? 4 : 0)))).toMatchObject({
      overall: 10,
      level: 1,
    });
    expect(scoreDiagnosis(answersWorth((key) => (key === 'dataIt' ? 4 : 0)))).toMatchObject({
      overall: 20,
      level: 2,
    });
  });

  it('weighs the questions within a dimension and rounds half up', () => {
    // Strategy: plan (weight 2) 0, owner 1, budget 0, market sources 2, KPIs 0 → 3 of 24 = 12.5 → 13.
    const answers = {
      ...answersWorth(() => 0),
      'strategy.plan': 'none',
      'strategy.owner': 'itStaff',
      'strategy.budget': 0.2,
      'strategy.marketIntelligence': ['tradeStatistics', 'platforms'],
      'strategy.kpis': 'never',
    };
    const { dimensions, overall } = scoreDiagnosis(answers);
    expect(dimensions.strategy).toBe(13);
    // 13 × 15 / 100 = 1.95 → 2.
    expect(overall).toBe(2);
    // The plan's weight 2: 'reviewed' (4 points) alone is 8 of 24 = 33.3 → 33.
    expect(
      scoreDiagnosis({ ...answersWorth(() => 0), 'strategy.plan': 'reviewed' }).dimensions.strategy,
    ).toBe(33);
  });

  it('refuses an incomplete answer set', () => {
    const answers = answersWorth(() => 2);
    delete answers['people.culture'];
    expect(() => scoreDiagnosis(answers)).toThrow('people.culture');
  });
});

describe('strengths and gaps', () => {
  const scores = (values: number[]) =>
    Object.fromEntries(DIMENSIONS.map((key, index) => [key, values[index]!])) as Record<
      Dimension,
      number
    >;

  it('the two best dimensions of at least 60, the two weakest below 80', () => {
    expect(strengthsAndGaps(scores([70, 55, 90, 30, 60, 20, 45]))).toEqual({
      strengths: ['supplyChain', 'strategy'],
      gaps: ['dataIt', 'marketing'],
    });
  });

  it('no strength below 60, no gap from 80 on, ties in questionnaire order', () => {
    expect(strengthsAndGaps(scores([50, 50, 50, 50, 50, 50, 50]))).toEqual({
      strengths: [],
      gaps: ['strategy', 'production'],
    });
    expect(strengthsAndGaps(scores([100, 100, 100, 100, 100, 100, 100]))).toEqual({
      strengths: ['strategy', 'production'],
      gaps: [],
    });
    expect(strengthsAndGaps(scores([65, 85, 85, 85, 85, 85, 85]))).toEqual({
      strengths: ['production', 'supplyChain'],
      gaps: ['strategy'],
    });
  });
});

describe('answer checks', () => {
  it('keeps valid partial answers and clears null or empty ones', () => {
    expect(
      checkAnswers(
        {
          'strategy.plan': 'idea',
          'strategy.budget': 1.5,
          'marketing.channels': [],
          'people.culture': null,
        },
        'zh',
      ),
    ).toEqual({ 'strategy.plan': 'idea', 'strategy.budget': 1.5 });
  });

  it('names the section and question in the request’s language', () => {
    const refused = (raw: Record<string, unknown>, language: 'zh' | 'cht' | 'pt' | 'en' = 'zh') => {
      try {
        checkAnswers(raw, language);
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refused({ 'strategy.plan': 'maybe' })).toBe('「战略与组织」第 1 题：请选择列出的选项');
    expect(refused({ 'strategy.plan': ['idea'] })).toBe('「战略与组织」第 1 题：答案格式不正确');
    expect(refused({ 'strategy.budget': 101 })).toBe(
      '「战略与组织」第 3 题：请输入 0 到 100 之间的数字',
    );
    expect(refused({ 'strategy.budget': 1.25 })).toBe('「战略与组织」第 3 题：最多 1 位小数');
    expect(refused({ 'production.manualEntries': 2.5 })).toBe('「生产与运营」第 4 题：请输入整数');
    expect(refused({ 'marketing.channels': ['social', 'social'] })).toBe(
      '「销售与营销」第 1 题：选项不能重复',
    );
    expect(refused({ 'marketing.channels': ['social', 'none'] })).toBe(
      '「销售与营销」第 1 题：“没有线上渠道”不能与其他选项同时选择',
    );
    expect(refused({ 'strategy.vision': 'yes' })).toBe('问卷中没有这道题：strategy.vision');
    expect(refused({ 'strategy.plan': 'maybe' }, 'cht')).toBe(
      '「戰略與組織」第 1 題：請選擇列出的選項',
    );
    expect(refused({ 'strategy.plan': 'maybe' }, 'pt')).toBe(
      '«Estratégia e organização», pergunta 1: escolha uma das opções apresentadas',
    );
    expect(refused({ 'strategy.budget': -1 }, 'en')).toBe(
      '"Strategy and organisation", question 3: enter a number from 0 to 100',
    );
  });

  it('lists what is missing, the first five by name', () => {
    const answers = answersWorth(() => 2);
    delete answers['finance.currencyRisk'];
    delete answers['people.culture'];
    const missing = missingQuestions(answers);
    expect(missing.map(({ question: q }) => q.id)).toEqual([
      'finance.currencyRisk',
      'people.culture',
    ]);
    expect(incompleteMessage(missing, 'zh')).toBe(
      '问卷必须全部填写，还有 2 题未答：「财务管理」第 5 题、「人才与文化」第 5 题',
    );
    expect(incompleteMessage(missingQuestions({}), 'zh')).toBe(
      `问卷必须全部填写，还有 ${QUESTIONS.length} 题未答：「战略与组织」第 1 题、「战略与组织」第 2 题、「战略与组织」第 3 题、「战略与组织」第 4 题、「战略与组织」第 5 题等`,
    );
    expect(incompleteMessage(missingQuestions({}), 'en')).toMatch(
      new RegExp(
        `^The questionnaire must be filled in completely\\. Unanswered \\(${QUESTIONS.length}\\): "Strategy and organisation", question 1; .* and ${QUESTIONS.length - 5} more$`,
      ),
    );
  });
});
