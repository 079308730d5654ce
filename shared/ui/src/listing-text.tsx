import type { ReactNode } from 'react';
import type { Language } from '@portal/contracts';
import { useUiTranslation } from './locales';
import './listing-text.css';

/**
 * BCP 47 tags of listing texts. Unlike the page's `<html lang>` (zh-CN) these name the script,
 * which is what sets a Chinese text's font and a screen reader's voice.
 */
const TEXT_LANG: Record<Language, string> = { zh: 'zh-Hans', cht: 'zh-Hant', pt: 'pt', en: 'en' };

/**
 * Each language named in itself, as language pickers do: the reader who cannot read the text
 * still recognises the name of its language.
 */
const LANGUAGE_ENDONYMS: Record<Language, string> = {
  zh: '简体中文',
  cht: '繁體中文',
  pt: 'Português',
  en: 'English',
};

/** `language` named in itself ("Português", "繁體中文"): the same in every UI language. */
export function languageEndonym(language: Language): string {
  return LANGUAGE_ENDONYMS[language];
}

/** The `lang` of a listing's text in `language` (a description's paragraph, a card's line). */
export function listingLang(language: Language): string {
  return TEXT_LANG[language];
}

export interface ListingTextProps {
  /** The language the text is in (the answer's `textLanguage`). */
  textLanguage: Language;
  /** An unreviewed machine translation (the answer's `machineTranslated`). */
  machineTranslated: boolean;
  children: ReactNode;
}

/**
 * A listing's name or title as a reader is shown it (docs/listing-languages.md): in its language
 * for the browser and screen readers, and marked when it is not in the reader's language
 * ("原文：Português", "Original: 简体中文") or is a machine translation nobody has reviewed.
 */
export function ListingText({ textLanguage, machineTranslated, children }: ListingTextProps) {
  const { t, i18n } = useUiTranslation();
  const reader = (i18n.resolvedLanguage ?? i18n.language) as Language;
  return (
    <>
      <span lang={TEXT_LANG[textLanguage]}>{children}</span>
      {textLanguage !== reader && (
        <>
          {' '}
          <small className="portal-listing-mark" data-testid="listing-original-language">
            {t('listingText.original')}
            <span lang={TEXT_LANG[textLanguage]}>{LANGUAGE_ENDONYMS[textLanguage]}</span>
          </small>
        </>
      )}
      {machineTranslated && (
        <>
          {' '}
          <small
            className="portal-listing-mark portal-listing-mark--machine"
            data-testid="listing-machine-translated"
          >
            {t('listingText.machine')}
          </small>
        </>
      )}
    </>
  );
}
