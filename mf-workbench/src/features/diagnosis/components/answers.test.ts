import { questionnaireWithoutOptions as questionnaire } from '../test-fixtures';
import { answeredCount, draftPayload, missingQuestions, nextChoices } from './answers';

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
