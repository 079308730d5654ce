export {
  i18n,
  changeLanguage,
  currentLanguage,
  LANGUAGE_STORAGE_KEY,
  htmlLang,
  registerMessages,
} from './i18n';
export {
  currencyLabel,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatQuantity,
  formatShortDateTime,
  formatTime,
  useFormat,
  type Formatters,
} from './format';
export { DEFAULT_UNIT, unitLabel, unitSuggestions } from './units';
export { industryLabel } from './industries';
export { useTranslation, Trans } from 'react-i18next';
