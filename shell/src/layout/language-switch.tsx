import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@portal/contracts';
import { changeLanguage, currentLanguage } from '@portal/i18n';
import { VISUALLY_HIDDEN } from '@portal/ui';

/** A native select: keyboard-friendly and costs no component library on the first load. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const language = (i18n.resolvedLanguage as Language | undefined) ?? currentLanguage();
  return (
    <label className="language-switch">
      <span className={VISUALLY_HIDDEN}>{t('language.label')}</span>
      <select
        aria-label={t('language.label')}
        value={language}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
