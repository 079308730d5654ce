import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/contracts';
import { htmlLang } from './i18n';
import { unitLabel } from './units';

// The one formatting layer (docs/i18n.md): dates, numbers, money and quantities are written the
// reader's way (2026/11/25 in Chinese, 25/11/2026 in Portuguese, 11/25/2026 in English).

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

function dateFormat(language: Language, withTime: boolean, utc: boolean): Intl.DateTimeFormat {
  return cached(
    `date:${language}:${withTime}:${utc}`,
    () =>
      new Intl.DateTimeFormat(htmlLang(language), {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
        ...(utc ? { timeZone: 'UTC' } : {}),
      }),
  );
}

/**
 * A calendar day. A bare `yyyy-mm-dd` (a deadline, a delivery date) is that day wherever the
 * reader is; an instant is the reader's local day.
 */
export function formatDate(value: string | Date, language: Language): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    return dateFormat(language, false, true).format(new Date(`${value}T00:00:00Z`));
  }
  return dateFormat(language, false, false).format(new Date(value));
}

/** An instant, to the minute, in the reader's time zone. */
export function formatDateTime(value: string | Date, language: Language): string {
  return dateFormat(language, true, false).format(new Date(value));
}

/** The time of day of an instant on a 24-hour clock, in the reader's time zone: "14:05". */
export function formatTime(value: string | Date, language: Language): string {
  return cached(
    `time:${language}`,
    () =>
      new Intl.DateTimeFormat(htmlLang(language), {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).format(new Date(value));
}

/**
 * A recent instant, to the minute, without the year (a conversation's last message): "11/25
 * 14:05" in Chinese, "25/11, 14:05" in Portuguese, "11/25, 14:05" in English.
 */
export function formatShortDateTime(value: string | Date, language: Language): string {
  return cached(
    `short-date-time:${language}`,
    () =>
      new Intl.DateTimeFormat(htmlLang(language), {
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).format(new Date(value));
}

export function formatNumber(
  value: number | string,
  language: Language,
  options: Intl.NumberFormatOptions = {},
): string {
  const key = `number:${language}:${JSON.stringify(options)}`;
  return cached(key, () => new Intl.NumberFormat(htmlLang(language), options)).format(
    Number(value),
  );
}

/**
 * An amount with its currency (ISO 4217 code): "¥1,234.00" in Chinese, "€ 1.234,50" in Portuguese, "CN¥1,234.00" in English. The
 * amount is the API's decimal string; two decimals always, as prices are quoted.
 */
export function formatMoney(amount: number | string, currency: string, language: Language): string {
  try {
    return formatNumber(amount, language, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  } catch {
    // Not an ISO code (free text from an old record): the amount, then what was written.
    return `${formatNumber(amount, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
  }
}

const currencyNames = new Map<Language, Intl.DisplayNames>();

/**
 * A currency (ISO 4217 code) for a chooser or a table, named in the reader's language: "USD · US
 * Dollar", "USD · Dólar americano". Chinese keeps the trade-currency dictionary's own label as it
 * always read ("USD 美元"; Intl would say 澳门币 where the dictionary says 澳门元); Traditional
 * Chinese takes Intl's name ("USD 美元", "CNY 人民幣"). A code Intl does not know keeps the
 * dictionary's label, or stands alone.
 */
export function currencyLabel(code: string, language: Language, label?: string | null): string {
  let name = language === 'zh' ? label : undefined;
  if (!name) {
    let names = currencyNames.get(language);
    if (!names) {
      names = new Intl.DisplayNames(htmlLang(language), { type: 'currency', fallback: 'none' });
      currencyNames.set(language, names);
    }
    try {
      name = names.of(code);
    } catch {
      // Not a well-formed code (free text from an old record).
    }
    name ??= label ?? undefined;
  }
  if (!name || name === code) return code;
  return language === 'zh' || language === 'cht' ? `${code} ${name}` : `${code} · ${name}`;
}

/** A quantity with its unit, both the reader's way: "1.200 caixas", "1,200 boxes", "1,200 盒". */
export function formatQuantity(
  quantity: number | string,
  unit: string,
  language: Language,
): string {
  const count = Number(quantity);
  return `${formatNumber(count, language)} ${unitLabel(unit, language, count)}`;
}

export interface Formatters {
  language: Language;
  date: (value: string | Date) => string;
  dateTime: (value: string | Date) => string;
  time: (value: string | Date) => string;
  shortDateTime: (value: string | Date) => string;
  number: (value: number | string, options?: Intl.NumberFormatOptions) => string;
  money: (amount: number | string, currency: string) => string;
  quantity: (quantity: number | string, unit: string) => string;
  unit: (unit: string, count?: number) => string;
  currency: (code: string, label?: string | null) => string;
}

/** The formatters for the page's current language; components re-render when it changes. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? i18n.language) as Language;
  return useMemo(
    () => ({
      language,
      date: (value) => formatDate(value, language),
      dateTime: (value) => formatDateTime(value, language),
      time: (value) => formatTime(value, language),
      shortDateTime: (value) => formatShortDateTime(value, language),
      number: (value, options) => formatNumber(value, language, options),
      money: (amount, currency) => formatMoney(amount, currency, language),
      quantity: (quantity, unit) => formatQuantity(quantity, unit, language),
      unit: (unit, count) => unitLabel(unit, language, count),
      currency: (code, label) => currencyLabel(code, language, label),
    }),
    [language],
  );
}
