import {
  DIMENSIONS,
  LEVELS,
  MAX_POINTS,
  SECTIONS,
  type Dimension,
  type NumberQuestion,
  type Question,
} from './questionnaire';

/** A question's answer: an option value, several option values, or a figure. */
export type AnswerValue = string | string[] | number;
export type Answers = Record<string, AnswerValue>;

export interface DiagnosisScore {
  /** Per dimension, 0–100. */
  dimensions: Record<Dimension, number>;
  /** 0–100: the dimensions' weighted mean. */
  overall: number;
  /** 1–5 by the overall score. */
  level: number;
}

/** Rounds num/den (both ≥ 0, den > 0) half up in integer arithmetic, free of float error at .5. */
function roundedRatio(num: number, den: number): number {
  return Math.floor((2 * num + den) / (2 * den));
}

function numberPoints(question: NumberQuestion, value: number): number {
  const { scale } = question;
  return 'atLeast' in scale
    ? scale.atLeast.filter((threshold) => value >= threshold).length
    : scale.atMost.filter((threshold) => value <= threshold).length;
}

/** 0 to MAX_POINTS for one answered question (docs/diagnosis.md, "Points"). */
export function questionPoints(question: Question, answer: AnswerValue): number {
  switch (question.type) {
    case 'single':
      return question.options.find((option) => option.value === answer)?.points ?? 0;
    case 'multiple': {
      const chosen = new Set(answer as string[]);
      const sum = question.options
        .filter((option) => chosen.has(option.value))
        .reduce((total, option) => total + option.points, 0);
      return Math.min(MAX_POINTS, sum);
    }
    case 'number':
      return numberPoints(question, answer as number);
  }
}

/** The level of an overall score: the highest whose lower bound it reaches. */
export function levelOf(overall: number): number {
  return LEVELS.filter((level) => overall >= level.minScore).at(-1)!.level;
}

/**
 * Scores a complete answer set (docs/diagnosis.md): each dimension is its questions' weighted
 * points as a share of the maximum, 0–100, rounded half up; the overall score is the dimensions'
 * weighted mean of those rounded scores (so the figures on the report reproduce it), rounded half
 * up; the level follows from the overall score.
 */
export function scoreDiagnosis(answers: Answers): DiagnosisScore {
  const dimensions = {} as Record<Dimension, number>;
  let weightedTotal = 0;
  let weightSum = 0;
  for (const section of SECTIONS) {
    let earned = 0;
    let possible = 0;
    for (const question of section.questions) {
      const answer = answers[question.id];
      if (answer === undefined) throw new Error(`scoreDiagnosis: ${question.id} is not answered`);
      earned += question.weight * questionPoints(question, answer);
      possible += question.weight * MAX_POINTS;
    }
    const score = roundedRatio(100 * earned, possible);
    dimensions[section.key] = score;
    weightedTotal += section.weight * score;
    weightSum += section.weight;
  }
  const overall = roundedRatio(weightedTotal, weightSum);
  return { dimensions, overall, level: levelOf(overall) };
}

/** A strength is one of the two best dimensions scoring at least this. */
export const STRENGTH_MIN_SCORE = 60;
/** A gap is one of the two weakest dimensions scoring below this (and not a strength). */
export const GAP_BELOW_SCORE = 80;
const HIGHLIGHTS = 2;

/**
 * What the report puts forward: the best dimensions as strengths and the weakest as gaps, for
 * which digital products are recommended. Ties keep the questionnaire's order.
 */
export function strengthsAndGaps(dimensions: Record<Dimension, number>): {
  strengths: Dimension[];
  gaps: Dimension[];
} {
  const ranked = [...DIMENSIONS].sort((a, b) => dimensions[b] - dimensions[a]);
  const strengths = ranked
    .filter((key) => dimensions[key] >= STRENGTH_MIN_SCORE)
    .slice(0, HIGHLIGHTS);
  const gaps = [...DIMENSIONS]
    .sort((a, b) => dimensions[a] - dimensions[b])
    .filter((key) => dimensions[key] < GAP_BELOW_SCORE && !strengths.includes(key))
    .slice(0, HIGHLIGHTS);
  return { strengths, gaps };
}
