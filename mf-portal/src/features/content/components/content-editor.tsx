import { isApiError } from '@portal/api-client';
import { LANGUAGES, type Language } from '@portal/contracts';
import { Alert, Button, Drawer, Form, Input, Radio, Spin, Tabs } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { getEditablePage, saveCaseDetails, saveTexts, type PageTexts } from '../api/content';
import { CaseDetailsFields, detailsOf, type CaseDetailsValues } from './case-details-fields';
import '../locales';

/** The operator's permission to edit the editorial pages (the server checks the same string). */
export const CONTENT_PERMISSION = 'platform:content:manage';

export interface EditorValues {
  title: string;
  summary: string;
  headings: string[];
  paragraphs: string[];
  metrics: string;
}

const toValues = (texts: PageTexts): EditorValues => ({
  title: texts.title,
  summary: texts.summary,
  headings: texts.sections.map((section) => section.heading),
  paragraphs: texts.sections.map((section) => section.paragraphs.join('\n\n')),
  metrics: texts.metrics.map((metric) => `${metric.value} | ${metric.label}`).join('\n'),
});

/** Paragraphs are blocks separated by blank lines; a figure is "value | label" on its line. */
export function toTexts(values: EditorValues, current: PageTexts): PageTexts {
  return {
    title: values.title,
    summary: values.summary,
    sections: current.sections.map((section, index) => ({
      key: section.key,
      heading: values.headings[index] ?? '',
      paragraphs: (values.paragraphs[index] ?? '')
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
    })),
    metrics: values.metrics
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => {
        const [value = '', ...label] = line.split('|');
        return { value: value.trim(), label: label.join('|').trim() };
      }),
  };
}

/** A language the page has no text in yet: empty, with the structure of the Chinese text. */
function blankLike(texts: PageTexts): PageTexts {
  return {
    title: '',
    summary: '',
    sections: texts.sections.map((section) => ({ key: section.key, heading: '', paragraphs: [] })),
    metrics: [],
  };
}

type Notice = { type: 'success' | 'error'; text: string } | null;

function NoticeAlert({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <Alert
      type={notice.type}
      role={notice.type === 'error' ? 'alert' : 'status'}
      title={notice.text}
      className="content-alert"
    />
  );
}

/**
 * The operator's editor of one page. Texts one language at a time: the sections keep their keys
 * and order (the server refuses anything else); a language a new case lacks starts empty. A
 * case's details too: industry, markets, linked products, order, publication. Saving refreshes
 * the page behind it.
 */
export function ContentEditor({
  slug,
  title,
  onClose,
  onSaved,
}: {
  slug: string;
  /** The drawer's title; the language being edited by default. */
  title?: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation('portal-content');
  const [language, setLanguage] = useState<Language>((i18n.resolvedLanguage ?? 'zh') as Language);
  const [tab, setTab] = useState<'texts' | 'details'>('texts');
  const [form] = Form.useForm<EditorValues>();
  const [detailsForm] = Form.useForm<CaseDetailsValues>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const { data, error, mutate } = useSWR(['content-editor', slug], () => getEditablePage(slug), {
    // The form starts from this answer: another page's texts must never fill it in.
    keepPreviousData: false,
  });
  const own = data?.texts[language];
  const chinese = data?.texts.zh;
  const current = useMemo(() => own ?? (chinese ? blankLike(chinese) : undefined), [own, chinese]);
  const details = data?.case ?? null;

  useEffect(() => {
    if (current) form.setFieldsValue(toValues(current));
  }, [current, form]);

  async function run(action: () => Promise<string>) {
    setBusy(true);
    setNotice(null);
    try {
      const message = await action();
      setNotice({ type: 'success', text: message });
      await mutate();
      onSaved();
    } catch (failure) {
      setNotice({
        type: 'error',
        text: isApiError(failure) ? failure.message : t('editor.loadFailed'),
      });
    } finally {
      setBusy(false);
    }
  }

  const save = (values: EditorValues) => {
    if (current) void run(() => saveTexts(slug, language, toTexts(values, current)));
  };
  const saveDetails = (values: CaseDetailsValues) =>
    void run(() =>
      saveCaseDetails(slug, {
        industry: values.industry,
        countries: values.countries ?? [],
        productIds: values.productIds ?? [],
        sort: values.sort ?? 0,
        published: values.published ?? false,
      }),
    );

  const textsPanel = (
    <>
      <Radio.Group
        aria-label={t('editor.language')}
        optionType="button"
        value={language}
        onChange={(event) => {
          setNotice(null);
          setLanguage(event.target.value as Language);
        }}
        options={LANGUAGES.map((code) => ({
          value: code,
          label: t(`language.${code}`, { ns: 'common' }),
        }))}
      />
      {error && !data ? (
        <Alert type="error" role="alert" title={t('editor.loadFailed')} className="content-alert" />
      ) : !current ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical" className="content-editor" onFinish={save}>
          {!own && (
            <Alert type="info" title={t('editor.missingLanguage')} className="content-alert" />
          )}
          <Form.Item name="title" label={t('editor.pageTitle')}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="summary" label={t('editor.summary')}>
            <Input.TextArea rows={2} maxLength={300} />
          </Form.Item>
          {current.sections.map((section, index) => (
            <fieldset key={section.key} className="content-editor__section">
              <Form.Item name={['headings', index]} label={t('editor.heading', { n: index + 1 })}>
                <Input maxLength={60} />
              </Form.Item>
              <Form.Item
                name={['paragraphs', index]}
                label={t('editor.sectionText', { n: index + 1 })}
              >
                <Input.TextArea rows={6} />
              </Form.Item>
            </fieldset>
          ))}
          <Form.Item name="metrics" label={t('editor.metrics')}>
            <Input.TextArea rows={4} />
          </Form.Item>
          {tab === 'texts' && <NoticeAlert notice={notice} />}
        </Form>
      )}
    </>
  );

  return (
    <Drawer
      open
      size="large"
      title={title ?? t('editor.title', { language: t(`language.${language}`, { ns: 'common' }) })}
      onClose={onClose}
      footer={
        <div className="content-editor__footer">
          <Button onClick={onClose}>{t('editor.cancel')}</Button>
          <Button
            type="primary"
            loading={busy}
            disabled={tab === 'texts' ? !current : !details}
            onClick={() => (tab === 'texts' ? form.submit() : detailsForm.submit())}
          >
            {t('editor.save')}
          </Button>
        </div>
      }
    >
      {details ? (
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            setNotice(null);
            setTab(key as 'texts' | 'details');
          }}
          items={[
            { key: 'texts', label: t('editor.tabTexts'), children: textsPanel },
            {
              key: 'details',
              label: t('editor.tabDetails'),
              children: (
                <Form
                  form={detailsForm}
                  layout="vertical"
                  className="content-editor"
                  initialValues={detailsOf(details)}
                  onFinish={saveDetails}
                >
                  <CaseDetailsFields linked={details.products} />
                  {tab === 'details' && <NoticeAlert notice={notice} />}
                </Form>
              ),
            },
          ]}
        />
      ) : (
        textsPanel
      )}
    </Drawer>
  );
}
