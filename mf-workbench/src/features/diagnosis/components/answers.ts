import type { AnswerValue, Answers, Question, Questionnaire } from '../api/diagnosis';

export function isAnswered(value: AnswerValue | undefined): boolean {
  if (value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'number' ? Number.isFinite(value) : value !== '';
}

export interface MissingQuestion {
  sectionIndex: number;
  sectionKey: string;
  /** 1-based within its section, as the form numbers it. */
  number: number;
  id: string;
}

/** The questions still unanswered, in form order (spec §5: submit only when fully filled). */
export function missingQuestions(
  questionnaire: Questionnaire,
  answers: Answers,
): MissingQuestion[] {
  return questionnaire.sections.flatMap((section, sectionIndex) =>
    section.questions
      .map((question, index) => ({
        sectionIndex,
        sectionKey: section.key,
        number: index + 1,
        id: question.id,
      }))
      .filter((entry) => !isAnswered(answers[entry.id])),
  );
}

export function answeredCount(questionnaire: Questionnaire, answers: Answers): number {
  return questionnaire.sections.reduce(
    (count, section) =>
      count + section.questions.filter((question) => isAnswered(answers[question.id])).length,
    0,
  );
}

/**
 * A multiple-choice answer after the user's change: ticking the "none of these" option clears
 * the others, and ticking another option clears "none of these".
 */
export function nextChoices(question: Question, previous: string[], next: string[]): string[] {
  const exclusive = question.exclusive;
  if (!exclusive) return next;
  const added = next.filter((value) => !previous.includes(value));
  if (added.includes(exclusive)) return [exclusive];
  return next.filter((value) => value !== exclusive);
}

/** Every question with its answer or null, so a cleared answer is cleared on the server too. */
export function draftPayload(
  questionnaire: Questionnaire,
  answers: Answers,
): Record<string, AnswerValue | null> {
  return Object.fromEntries(
    questionnaire.sections.flatMap((section) =>
      section.questions.map((question) => {
        const value = answers[question.id];
        return [question.id, isAnswered(value) ? value! : null];
      }),
    ),
  );
}
