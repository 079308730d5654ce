import { useFormat } from '@portal/i18n';
import { useTranslation } from 'react-i18next';

const CHINESE_DIGITS = '〇一二三四五六七八九';
const NO_DISCOUNT = 100;
const MIB = 1024 * 1024;
/** Membership prices are quoted in yuan. */
const PRICE_CURRENCY = 'CNY';

/** 95 → 九五, 90 → 九; a percentage that is no whole two-digit number stays decimal (9.25). */
function chineseDiscount(percent: number): string {
  if (!Number.isInteger(percent) || percent < 10) return String(percent / 10);
  const units = percent % 10;
  return CHINESE_DIGITS[Math.floor(percent / 10)]! + (units ? CHINESE_DIGITS[units]! : '');
}

/**
 * Tier names and discounts in the current language; prices, dates and sizes through the shared
 * formatting layer (`useFormat`, docs/i18n.md).
 */
export function useTierFormat() {
  const { t } = useTranslation('member');
  const format = useFormat();
  const size = (value: number) => format.number(value, { maximumFractionDigits: 1 });
  return {
    /** A tier the portal does not know yet keeps the server's name. */
    tierName: (roleKey: string, roleName?: string) =>
      t(`membership.tiers.${roleKey}`, { defaultValue: roleName ?? roleKey }),
    price: (yuan: string) => format.money(yuan, PRICE_CURRENCY),
    discount: (percent: number) =>
      percent >= NO_DISCOUNT
        ? t('membership.noDiscount')
        : t('membership.discount', { zhe: chineseDiscount(percent), off: NO_DISCOUNT - percent }),
    date: format.date,
    /** Storage as the server counts it (MiB, GiB), in MB below a GB: 12.3 MB, 1 GB. */
    bytes: (bytes: number) =>
      bytes >= 1024 * MIB ? `${size(bytes / (1024 * MIB))} GB` : `${size(bytes / MIB)} MB`,
  };
}
