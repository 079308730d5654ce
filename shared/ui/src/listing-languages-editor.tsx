import { haiguanApi, isApiError } from '@portal/api-client';
import { LANGUAGES, type Language } from '@portal/contracts';
import { translationEndpoints } from '@portal/contracts/endpoints/translation';
import type { ListingKind, ListingTranslations } from '@portal/contracts/schemas';
import { Alert, Button, Form, Input, Select, Tabs, Tag } from 'antd';
import { useState } from 'react';
import useSWR from 'swr';
import { listingLang, languageEndonym } from './listing-text';
import { useListingLanguagesTranslation } from './listing-languages-locales';
import { notify } from './notify';
import './listing-languages-editor.css';

/** One translatable field of the listing, as its editor labels it. */
export interface ListingLanguageField {
  key: string;
  /** The field's label in the UI language ("企业名称"); the editor adds the language. */
  label: string;
  maxLength: number;
  multiline?: boolean;
}

export interface ListingLanguagesEditorProps<Kind extends ListingKind> {
  kind: Kind;
  /** The translatable fields; the first (name, title) decides whether a language is filled. */
  fields: ListingLanguageField[];
  originalLanguage: Language;
  onOriginalLanguageChange: (language: Language) => void;
  /** The original's texts, which the translator pre-fills from. */
  original: Record<string, string>;
  translations: ListingTranslations<Kind>;
  onTranslationsChange: (translations: ListingTranslations<Kind>) => void;
  disabled?: boolean;
  /** What is wrong with a language, in the UI language: shown under its first field. */
  errors?: Partial<Record<Language, string>>;
}

type Texts = Record<string, string | boolean | undefined>;

/** Languages other than the original whose first field is not filled (the server's missingLanguages). */
export function missingListingLanguages(
  originalLanguage: Language,
  translations: Partial<Record<Language, Texts>>,
  firstField: string,
): Language[] {
  return LANGUAGES.filter((language) => {
    const text = translations[language]?.[firstField];
    return language !== originalLanguage && !(typeof text === 'string' && text.trim());
  });
}

/** Whether the platform translates: without an answer the editor works as without a translator. */
async function translatorEnabled(): Promise<boolean> {
  const answer = await haiguanApi.call(translationEndpoints.status, {}, { silent: true });
  return answer.data?.enabled ?? false;
}

/**
 * A listing's languages in its author's editor (docs/listing-languages.md): the original's
 * language chosen, a tab per other language marked missing or machine-translated, and — where the
 * platform has a translator — the missing ones pre-filled for the author to review.
 */
export function ListingLanguagesEditor<Kind extends ListingKind>({
  kind,
  fields,
  originalLanguage,
  onOriginalLanguageChange,
  original,
  translations,
  onTranslationsChange,
  disabled = false,
  errors = {},
}: ListingLanguagesEditorProps<Kind>) {
  const { t } = useListingLanguagesTranslation();
  const translator = useSWR('translation-status', translatorEnabled);
  const [prefilling, setPrefilling] = useState(false);
  const stored = translations as Partial<Record<Language, Texts>>;
  const firstField = fields[0]!.key;
  const others = LANGUAGES.filter((language) => language !== originalLanguage);
  const missing = missingListingLanguages(originalLanguage, stored, firstField);
  const change = (next: Partial<Record<Language, Texts>>) =>
    onTranslationsChange(next as ListingTranslations<Kind>);

  // An edited or reviewed text is the author's, no longer the translator's.
  const authored = (language: Language, texts: Texts) => {
    const next = { ...stored[language], ...texts };
    delete next.machine;
    change({ ...stored, [language]: next });
  };

  const prefill = async () => {
    const texts = Object.fromEntries(
      fields
        .map((field) => [field.key, original[field.key]?.trim() ?? ''])
        .filter(([, text]) => text),
    );
    if (!texts[firstField]) {
      notify('warning', t('prefillNeedsFirst', { field: fields[0]!.label }));
      return;
    }
    setPrefilling(true);
    try {
      const answer = await haiguanApi.call(
        translationEndpoints.listing,
        { body: { kind, from: originalLanguage, to: missing, texts } },
        { silent: true },
      );
      const filled = answer.data?.translations ?? {};
      const next = { ...stored };
      let count = 0;
      for (const language of missing) {
        const machine = filled[language];
        if (!machine?.[firstField]) continue;
        next[language] = { ...machine, machine: true };
        count += 1;
      }
      change(next);
      notify('success', t('prefilled', { count }));
    } catch (error) {
      notify('error', isApiError(error) ? error.msg : t('prefillFailed'));
    }
    setPrefilling(false);
  };

  return (
    <fieldset className="portal-listing-languages" disabled={disabled}>
      <legend>{t('title')}</legend>
      <p className="portal-listing-languages-hint">{t('hint')}</p>
      <div className="portal-listing-languages-head">
        <Form.Item label={t('original')} htmlFor={`${kind}-original-language`}>
          <Select
            id={`${kind}-original-language`}
            value={originalLanguage}
            disabled={disabled}
            onChange={onOriginalLanguageChange}
            options={LANGUAGES.map((language) => ({
              value: language,
              label: <span lang={listingLang(language)}>{languageEndonym(language)}</span>,
            }))}
          />
        </Form.Item>
        <p role="status" data-testid="missing-languages">
          {missing.length ? t('missing', { count: missing.length }) : t('complete')}
        </p>
        {translator.data && missing.length > 0 && !disabled && (
          <Button loading={prefilling} onClick={() => void prefill()}>
            {t('prefill')}
          </Button>
        )}
      </div>
      {stored[originalLanguage] && (
        // The author made a translated language the original: that text has no place left.
        <Alert
          type="error"
          showIcon
          title={t('originalHasTranslation', { language: languageEndonym(originalLanguage) })}
          action={
            <Button
              size="small"
              onClick={() => {
                const next = { ...stored };
                delete next[originalLanguage];
                change(next);
              }}
            >
              {t('dropTranslation')}
            </Button>
          }
        />
      )}
      <Tabs
        items={others.map((language) => {
          const texts = stored[language] ?? {};
          const endonym = languageEndonym(language);
          return {
            key: language,
            label: (
              <span data-testid={`language-tab-${language}`}>
                <span lang={listingLang(language)}>{endonym}</span>
                {missing.includes(language) && (
                  <Tag className="portal-listing-languages-mark">{t('missingMark')}</Tag>
                )}
                {texts.machine && (
                  <Tag color="warning" className="portal-listing-languages-mark">
                    {t('machineMark')}
                  </Tag>
                )}
              </span>
            ),
            children: (
              <>
                {texts.machine && (
                  <Alert
                    type="warning"
                    showIcon
                    className="portal-listing-languages-machine"
                    title={t('machineHint')}
                    action={
                      <Button size="small" onClick={() => authored(language, {})}>
                        {t('reviewed')}
                      </Button>
                    }
                  />
                )}
                {fields.map((field, index) => {
                  const error = index === 0 ? errors[language] : undefined;
                  const label = t('field', { field: field.label, language: endonym });
                  const id = `${kind}-${language}-${field.key}`;
                  const value =
                    typeof texts[field.key] === 'string' ? (texts[field.key] as string) : '';
                  const onChange = (event: { target: { value: string } }) =>
                    authored(language, { [field.key]: event.target.value });
                  return (
                    <Form.Item
                      key={field.key}
                      label={label}
                      htmlFor={id}
                      validateStatus={error ? 'error' : undefined}
                      help={error}
                    >
                      {field.multiline ? (
                        <Input.TextArea
                          id={id}
                          lang={listingLang(language)}
                          rows={3}
                          maxLength={field.maxLength}
                          value={value}
                          onChange={onChange}
                        />
                      ) : (
                        <Input
                          id={id}
                          lang={listingLang(language)}
                          maxLength={field.maxLength}
                          value={value}
                          onChange={onChange}
                        />
                      )}
                    </Form.Item>
                  );
                })}
              </>
            ),
          };
        })}
      />
    </fieldset>
  );
}
