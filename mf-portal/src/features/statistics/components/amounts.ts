import type { Language } from '@portal/contracts';
import type { Formatters } from '@portal/i18n';

/**
 * How large amounts are read in each language (docs/statistics.md): 亿 and 万 in Chinese, the long
 * scale of European Portuguese (mil milhões, biliões), the short scale in English. Spelled out
 * here rather than left to Intl's compact notation, which writes Brazilian "bilhões" for `pt`,
 * "兆" for Traditional Chinese and no digit grouping ("1234亿").
 */
interface Scale {
  divisor: number;
  word: string;
  /** Portuguese words that take the singular for exactly one ("1 milhão"). */
  one?: string;
}

const SCALES: Record<Language, Scale[]> = {
  zh: [
    { divisor: 1e12, word: '万亿' },
    { divisor: 1e8, word: '亿' },
    { divisor: 1e4, word: '万' },
  ],
  cht: [
    { divisor: 1e12, word: '萬億' },
    { divisor: 1e8, word: '億' },
    { divisor: 1e4, word: '萬' },
  ],
  pt: [
    { divisor: 1e12, word: 'biliões', one: 'bilião' },
    { divisor: 1e9, word: 'mil milhões' },
    { divisor: 1e6, word: 'milhões', one: 'milhão' },
    { divisor: 1e3, word: 'mil' },
  ],
  en: [
    { divisor: 1e12, word: 'trillion' },
    { divisor: 1e9, word: 'billion' },
    { divisor: 1e6, word: 'million' },
    { divisor: 1e3, word: 'thousand' },
  ],
};

const ONE_DECIMAL = { maximumFractionDigits: 1 };

/**
 * A number in the language's large units with one decimal at most: "1,234.5亿", "123,4 mil
 * milhões", "1.2 billion". The unit is the largest the rounded number reaches, so 999,960,000 is
 * "1 billion", not "1,000 million".
 */
export function compactNumber(value: number, format: Formatters): string {
  const scales = SCALES[format.language];
  const size = Math.abs(value);
  const round = (number: number) => Math.round(number * 10) / 10;
  let index = scales.findIndex(({ divisor }) => size >= divisor);
  if (index === -1) return format.number(value, { maximumFractionDigits: 0 });
  const larger = scales[index - 1];
  if (larger && round(size / scales[index]!.divisor) * scales[index]!.divisor >= larger.divisor) {
    index -= 1;
  }
  const scale = scales[index]!;
  const scaled = round(value / scale.divisor);
  const word = Math.abs(scaled) === 1 && scale.one ? scale.one : scale.word;
  const digits = format.number(scaled, ONE_DECIMAL);
  return format.language === 'zh' || format.language === 'cht'
    ? `${digits}${word}`
    : `${digits} ${word}`;
}

/**
 * US dollars for reading at a glance: "1,234.5亿美元", "US$ 123,4 mil milhões", "US$123.4 billion".
 * US$ in every language: the figures are about many countries, where a bare "$" is ambiguous.
 */
export function compactUsd(value: number | string, format: Formatters): string {
  const amount = Number(value);
  const sign = amount < 0 ? '-' : '';
  const number = compactNumber(Math.abs(amount), format);
  switch (format.language) {
    case 'zh':
    case 'cht':
      return `${sign}${number}美元`;
    case 'pt':
      return `${sign}US$ ${number}`;
    default:
      return `${sign}US$${number}`;
  }
}

/**
 * A dollar amount for the tables, to the cent: "11,430,590,925", "4,810,446.35". The source's
 * thousandths (Macau's figures, converted from patacas) are finer than money is counted in; the
 * CSV download keeps them.
 */
export function exactUsd(value: number | string, format: Formatters): string {
  return format.number(value, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    trailingZeroDisplay: 'stripIfInteger',
  });
}

/** A share (0–1) as a percentage with two decimals at most: "12.34%". */
export function percent(share: number, format: Formatters): string {
  return format.number(share, { style: 'percent', maximumFractionDigits: 2 });
}
