import { useTranslation } from 'react-i18next';
import { isKnownCountry } from './countries';

/** The localized name of a country code, or the code itself for one not in the list. */
export function useCountryName(): (code: string | null | undefined) => string {
  const { t } = useTranslation('member');
  return (code) => (isKnownCountry(code) ? t(`countries.${code}`) : (code ?? ''));
}
