import type { Language } from '@portal/contracts';
import { BusinessError } from '../../platform/http/envelope';
import { diagnosisMessages } from './messages';
import { QUESTIONS, QUESTION_BY_ID, type LocatedQuestion } from './questionnaire';
import type { AnswerValue, Answers } from './scoring';

/** How many unanswered questions the completeness message names before "and n more". */
const LISTED_MISSING = 5;

/** "「Section」第 n 题" in the language asked for. */
export function questionLabel({ section, number }: LocatedQuestion, language: Language): string {
  return diagnosisMessages(language).question({ section: section.title[language], number });
}

function checkAnswer(
  located: LocatedQuestion,
  value: unknown,
  language: Language,
): AnswerValue | null {
  const text = diagnosisMessages(language);
  const where = questionLabel(located, language);
  const fail = (message: string): never => {
    throw new BusinessError(400, message);
  };
  const { question } = located;
  switch (question.type) {
    case 'single': {
      if (typeof value !== 'string') return fail(text.wrongType({ where }));
      if (!question.options.some((option) => option.value === value)) {
        return fail(text.invalidOption({ where }));
      }
      return value;
    }
    case 'multiple': {
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
        return fail(text.wrongType({ where }));
      }
      const chosen = value as string[];
      if (chosen.length === 0) return null;
      if (!chosen.every((item) => question.options.some((option) => option.value === item))) {
        return fail(text.invalidOption({ where }));
      }
      if (new Set(chosen).size !== chosen.length) return fail(text.duplicateOption({ where }));
      if (chosen.length > 1 && chosen.includes(question.exclusive)) {
        const none = question.options.find((option) => option.value === question.exclusive)!;
        return fail(text.exclusiveOption({ where, option: none.label[language] }));
      }
      return chosen;
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        return fail(text.wrongType({ where }));
      }
      if (value < question.min || value > question.max) {
        return fail(text.outOfRange({ where, min: question.min, max: question.max }));
      }
      const scaled = value * 10 ** question.decimals;
      if (Math.abs(scaled - Math.round(scaled)) > 1e-9) {
        return fail(
          question.decimals === 0 ? text.wholeNumber({ where }) : text.oneDecimal({ where }),
        );
      }
      return value;
    }
  }
}

/**
 * Checks a (possibly partial) answer set question by question, as a draft may be saved at any
 * time; fails with the first problem, naming the section and question in the request's
 * language. `null` or an empty choice list clears an answer. Returns the answers to store.
 */
export function checkAnswers(raw: Record<string, unknown>, language: Language): Answers {
  const answers: Answers = {};
  for (const [id, value] of Object.entries(raw)) {
    const located = QUESTION_BY_ID.get(id);
    if (!located) {
      throw new BusinessError(400, diagnosisMessages(language).unknownQuestion({ id }));
    }
    if (value === null) continue;
    const checked = checkAnswer(located, value, language);
    if (checked !== null) answers[id] = checked;
  }
  return answers;
}

/** Questions without an answer, in form order. */
export function missingQuestions(answers: Answers): LocatedQuestion[] {
  return QUESTIONS.filter(({ question }) => answers[question.id] === undefined);
}

/** "The questionnaire must be fully filled" (spec §5), naming the first unanswered questions. */
export function incompleteMessage(missing: LocatedQuestion[], language: Language): string {
  const text = diagnosisMessages(language);
  const named = missing.slice(0, LISTED_MISSING).map((located) => questionLabel(located, language));
  const rest = missing.length - named.length;
  const list = named.join(text.listSeparator()) + (rest > 0 ? text.andMore({ count: rest }) : '');
  return text.incomplete({ count: missing.length, list });
}
