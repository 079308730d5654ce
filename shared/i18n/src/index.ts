export {
  i18n,
  changeLanguage,
  currentLanguage,
  LANGUAGE_STORAGE_KEY,
  htmlLang,
  registerMessages,
} from './i18n';
export { useTranslation, Trans } from 'react-i18next';
