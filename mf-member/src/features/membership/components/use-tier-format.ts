import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/contracts';
import type { TierKey } from '../api/tier';

/** Number and date conventions per portal language (pt-BR groups thousands; pt-PT does not). */
const LOCALES: Record<Language, string> = { zh: 'zh-CN', cht: 'zh-TW', pt: 'pt-BR', en: 'en-US' };
const CHINESE_DIGITS = '〇一二三四五六七八九';
const NO_DISCOUNT = 100;
const MIB = 1024 * 1024;

/** 95 → 九五, 90 → 九; a percentage that is no whole two-digit number stays decimal (9.25). */
function chineseDiscount(percent: number): string {
  if (!Number.isInteger(percent) || percent < 10) return String(percent / 10);
  const units = percent % 10;
  return CHINESE_DIGITS[Math.floor(percent / 10)]! + (units ? CHINESE_DIGITS[units]! : '');
}

/** Tier names, prices, discounts and dates in the current language. */
export function useTierFormat() {
  const { t, i18n } = useTranslation('member');
  const locale = LOCALES[(i18n.resolvedLanguage ?? i18n.language) as Language] ?? LOCALES.zh;
  const money = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const size = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return {
    /** A tier the portal does not know yet keeps the server's name. */
    tierName: (roleKey: TierKey, roleName?: string) =>
      t(`membership.tiers.${roleKey}`, { defaultValue: roleName ?? roleKey }),
    price: (yuan: string) => t('membership.priceValue', { amount: money.format(Number(yuan)) }),
    discount: (percent: number) =>
      percent >= NO_DISCOUNT
        ? t('membership.noDiscount')
        : t('membership.discount', { zhe: chineseDiscount(percent), off: NO_DISCOUNT - percent }),
    date: (iso: string) => new Date(iso).toLocaleDateString(locale),
    /** Storage as the server counts it (MiB, GiB), in MB below a GB: 12.3 MB, 1 GB. */
    bytes: (bytes: number) =>
      bytes >= 1024 * MIB
        ? `${size.format(bytes / (1024 * MIB))} GB`
        : `${size.format(bytes / MIB)} MB`,
  };
}
