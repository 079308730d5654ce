import type { Language } from '@portal/contracts';

/** Messages of the trade-statistics routes in the four portal languages. */
const MESSAGES = {
  zh: {
    yearOrder: (p: { from: number; to: number }) =>
      `起始年份（${p.from}）不能晚于结束年份（${p.to}）`,
  },
  cht: {
    yearOrder: (p: { from: number; to: number }) =>
      `起始年份（${p.from}）不能晚於結束年份（${p.to}）`,
  },
  pt: {
    yearOrder: (p: { from: number; to: number }) =>
      `O ano inicial (${p.from}) não pode ser posterior ao ano final (${p.to})`,
  },
  en: {
    yearOrder: (p: { from: number; to: number }) =>
      `The first year (${p.from}) must not be after the last year (${p.to})`,
  },
} satisfies Record<Language, Record<string, (params: never) => string>>;

export type StatisticsMessages = (typeof MESSAGES)['zh'];

export function statisticsMessages(language: Language): StatisticsMessages {
  return MESSAGES[language];
}
