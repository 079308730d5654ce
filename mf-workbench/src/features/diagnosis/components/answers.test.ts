import type { Questionnaire } from '../api/diagnosis';
import { answeredCount, draftPayload, missingQuestions, nextChoices } from './answers';

const text = (value: string) => ({ zh: value, cht: value, pt: value, en: value });

const questionnaire: Questionnaire = {
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

test('lists what is still unanswered by section and number; zero and empty choices count right', () => {
  const answers = { 'strategy.budget': 0, 'marketing.channels': [] };
  expect(missingQuestions(questionnaire, answers)).toEqual([
    { sectionIndex: 0, sectionKey: 'strategy', number: 1, id: 'strategy.plan' },
    { sectionIndex: 1, sectionKey: 'marketing', number: 1, id: 'marketing.channels' },
  ]);
  expect(answeredCount(questionnaire, answers)).toBe(1);
});

test('"none of these" cannot stay ticked with another option', () => {
  const question = questionnaire.sections[1]!.questions[0]!;
  expect(nextChoices(question, ['social', 'live'], ['social', 'live', 'none'])).toEqual(['none']);
  expect(nextChoices(question, ['none'], ['none', 'social'])).toEqual(['social']);
  expect(nextChoices(question, ['social'], [])).toEqual([]);
});

test('a draft sends every question, null where the answer was cleared', () => {
  expect(
    draftPayload(questionnaire, { 'strategy.plan': 'written', 'marketing.channels': [] }),
  ).toEqual({
    'strategy.plan': 'written',
    'strategy.budget': null,
    'marketing.channels': null,
  });
});
