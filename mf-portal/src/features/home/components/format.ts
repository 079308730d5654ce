import { htmlLang } from '@portal/i18n';
import type { Language } from '@portal/contracts';

/** "US$ 1.2 bn" / "12亿美元"-style figures in the reader's language. */
export function formatUsdCompact(value: number, language: Language): string {
  return new Intl.NumberFormat(htmlLang(language), {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}
