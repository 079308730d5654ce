import { isApiError } from '@portal/api-client';
import { LANGUAGES, type Language } from '@portal/contracts';
import type { ListingTranslations } from '@portal/contracts/schemas';
import { currentLanguage } from '@portal/i18n';
import { listingLang, notify } from '@portal/ui';
import { PRODUCT_LIMITS, translateValidation } from '@portal/validators';
import { Alert, Button, Form, Input, Select, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetchTranslationStatus } from '../api/fetch-translation-status';
import { prefillTranslations } from '../api/prefill-translations';
import './product-languages.css';

type Translations = ListingTranslations<'product'>;

/** Languages other than the original whose name is not filled (the server's missingLanguages). */
export function missingProductLanguages(original: Language, translations: Translations) {
  return LANGUAGES.filter(
    (language) => language !== original && !translations[language]?.name?.trim(),
  );
}

export interface ProductLanguagesProps {
  originalLanguage: Language;
  onOriginalLanguageChange: (language: Language) => void;
  /** The original's texts, which the translator pre-fills from. */
  name: string;
  description: string;
  translations: Translations;
  onTranslationsChange: (translations: Translations) => void;
  /** What is wrong with each language (@portal/validators), shown in its tab. */
  errors: Partial<Record<Language, string>>;
}

/**
 * The product's languages (docs/listing-languages.md): the original chosen, a tab per other
 * language marked missing or machine-translated, and — where the platform has a translator —
 * the missing ones pre-filled for the author to review.
 */
export function ProductLanguages({
  originalLanguage,
  onOriginalLanguageChange,
  name,
  description,
  translations,
  onTranslationsChange,
  errors,
}: ProductLanguagesProps) {
  const { t } = useTranslation('workbench-products');
  // Without an answer (or with a refusal) the editor works as without a translator.
  const translator = useSWR('translation-status', fetchTranslationStatus);
  const [prefilling, setPrefilling] = useState(false);
  const others = LANGUAGES.filter((language) => language !== originalLanguage);
  const missing = missingProductLanguages(originalLanguage, translations);
  // Each language named in itself, as language pickers do: the same in every UI language.
  const endonymOf = (language: Language) => t(`common:language.${language}`);

  // An edited or reviewed text is the author's, no longer the translator's.
  const authored = (language: Language, change: { name?: string; description?: string }) => {
    const texts = { ...translations[language], ...change };
    delete texts.machine;
    onTranslationsChange({ ...translations, [language]: texts });
  };

  const prefill = async () => {
    if (!name.trim()) {
      notify('warning', t('languages.prefillNeedsName'));
      return;
    }
    setPrefilling(true);
    try {
      const texts = {
        name: name.trim(),
        ...(description.trim() && { description: description.trim() }),
      };
      const filled = await prefillTranslations(originalLanguage, missing, texts);
      const next = { ...translations };
      let count = 0;
      for (const language of missing) {
        const machineTexts = filled[language];
        if (!machineTexts?.name) continue;
        next[language] = {
          name: machineTexts.name,
          ...(machineTexts.description && { description: machineTexts.description }),
          machine: true,
        };
        count += 1;
      }
      onTranslationsChange(next);
      notify('success', t('languages.prefilled', { count }));
    } catch (error) {
      notify('error', isApiError(error) ? error.msg : t('languages.prefillFailed'));
    } finally {
      setPrefilling(false);
    }
  };

  return (
    <fieldset className="product-languages">
      <legend>{t('languages.title')}</legend>
      <p className="product-languages-hint">{t('languages.hint')}</p>
      <div className="product-languages-head">
        <Form.Item label={t('languages.original')}>
          <Select
            aria-label={t('languages.original')}
            value={originalLanguage}
            onChange={onOriginalLanguageChange}
            options={LANGUAGES.map((language) => ({
              value: language,
              label: <span lang={listingLang(language)}>{endonymOf(language)}</span>,
            }))}
          />
        </Form.Item>
        <p role="status" data-testid="missing-languages">
          {missing.length
            ? t('languages.missing', { count: missing.length })
            : t('languages.complete')}
        </p>
        {translator.data && missing.length > 0 && (
          <Button loading={prefilling} onClick={() => void prefill()}>
            {t('languages.prefill')}
          </Button>
        )}
      </div>
      <Tabs
        items={others.map((language) => {
          const translation = translations[language] ?? {};
          const endonym = endonymOf(language);
          const error = errors[language];
          return {
            key: language,
            label: (
              <span data-testid={`language-tab-${language}`}>
                <span lang={listingLang(language)}>{endonym}</span>
                {missing.includes(language) && (
                  <Tag className="product-languages-mark">{t('languages.missingMark')}</Tag>
                )}
                {translation.machine && (
                  <Tag color="warning" className="product-languages-mark">
                    {t('languages.machineMark')}
                  </Tag>
                )}
              </span>
            ),
            children: (
              <>
                {translation.machine && (
                  <Alert
                    type="warning"
                    showIcon
                    className="product-languages-machine"
                    title={t('languages.machineHint')}
                    action={
                      <Button size="small" onClick={() => authored(language, {})}>
                        {t('languages.reviewed')}
                      </Button>
                    }
                  />
                )}
                <Form.Item
                  label={t('languages.name', { language: endonym })}
                  validateStatus={error ? 'error' : undefined}
                  help={error ? translateValidation(error, currentLanguage()) : undefined}
                >
                  <Input
                    aria-label={t('languages.name', { language: endonym })}
                    lang={listingLang(language)}
                    maxLength={PRODUCT_LIMITS.name}
                    value={translation.name ?? ''}
                    onChange={(event) => authored(language, { name: event.target.value })}
                  />
                </Form.Item>
                <Form.Item label={t('languages.description', { language: endonym })}>
                  <Input.TextArea
                    aria-label={t('languages.description', { language: endonym })}
                    lang={listingLang(language)}
                    rows={3}
                    maxLength={PRODUCT_LIMITS.description}
                    value={translation.description ?? ''}
                    onChange={(event) => authored(language, { description: event.target.value })}
                  />
                </Form.Item>
              </>
            ),
          };
        })}
      />
    </fieldset>
  );
}
