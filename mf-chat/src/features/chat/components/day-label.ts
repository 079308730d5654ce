import type { Language } from '@portal/contracts';
import { formatDate } from '@portal/i18n';

/** The calendar day of a moment in the viewer's time zone, e.g. `2026-11-22`. */
export function dayKey(moment: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** A day separator's words: today, yesterday, or the date as the shared layer writes it. */
export function dayLabel(
  moment: Date,
  now: Date,
  words: { today: string; yesterday: string },
  language: Language,
): string {
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(moment) === dayKey(now)) return words.today;
  if (dayKey(moment) === dayKey(yesterday)) return words.yesterday;
  return formatDate(moment, language);
}
