import { isApiError } from '@portal/api-client';
import { Alert, Button, Drawer, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCase, type PageTexts } from '../api/content';
import { NEW_CASE_HEADINGS_ZH } from '../locales';
import { CaseDetailsFields, EMPTY_DETAILS, type CaseDetailsValues } from './case-details-fields';
import { toTexts, type EditorValues } from './content-editor';
import '../locales';

/** As the server checks it: lowercase letters, digits and single hyphens, 2–40 characters. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type NewCaseValues = CaseDetailsValues & EditorValues & { slug: string };

/** The structure of a new case's text: the four sections of a case's story. */
const CASE_STRUCTURE: PageTexts = {
  title: '',
  summary: '',
  sections: NEW_CASE_HEADINGS_ZH.map(({ key }) => ({ key, heading: '', paragraphs: [] })),
  metrics: [],
};

/**
 * A new case: its address (slug), details and Simplified Chinese text; the other languages are
 * added afterwards in the editor (visitors read the Chinese until then). The server's refusal —
 * a taken address, a product no longer published — is shown as it words it.
 */
export function NewCaseForm({
  industries,
  onClose,
  onCreated,
}: {
  industries: string[];
  onClose: () => void;
  onCreated: (created: { path: string; msg: string }) => void;
}) {
  const { t } = useTranslation('portal-content');
  const [form] = Form.useForm<NewCaseValues>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const required = { required: true, whitespace: true, message: t('newCase.required') };

  async function submit(values: NewCaseValues) {
    setBusy(true);
    setFailure(null);
    try {
      const created = await createCase({
        slug: values.slug.trim(),
        industry: values.industry,
        countries: values.countries ?? [],
        productIds: values.productIds ?? [],
        sort: values.sort ?? 0,
        published: values.published ?? false,
        texts: { zh: toTexts(values, CASE_STRUCTURE) },
      });
      onCreated(created);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('newCase.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Drawer
      open
      size="large"
      title={t('newCase.title')}
      onClose={onClose}
      footer={
        <div className="content-editor__footer">
          <Button onClick={onClose}>{t('newCase.cancel')}</Button>
          <Button type="primary" loading={busy} onClick={() => form.submit()}>
            {t('newCase.submit')}
          </Button>
        </div>
      }
    >
      <Form
        form={form}
        layout="vertical"
        className="content-editor"
        initialValues={{
          ...EMPTY_DETAILS,
          slug: '',
          title: '',
          summary: '',
          headings: NEW_CASE_HEADINGS_ZH.map(({ heading }) => heading),
          paragraphs: NEW_CASE_HEADINGS_ZH.map(() => ''),
          metrics: '',
        }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="slug"
          label={t('newCase.slug')}
          extra={t('newCase.slugHint')}
          rules={[
            required,
            { pattern: SLUG, message: t('newCase.slugInvalid') },
            { min: 2, max: 40, message: t('newCase.slugInvalid') },
          ]}
        >
          <Input maxLength={40} autoComplete="off" spellCheck={false} />
        </Form.Item>
        <CaseDetailsFields industries={industries} />
        <h3 className="content-editor__heading">{t('newCase.textsHeading')}</h3>
        <p className="content-muted">{t('newCase.textsHint')}</p>
        <Form.Item name="title" label={t('editor.pageTitle')} rules={[required]}>
          <Input maxLength={100} lang="zh-Hans" />
        </Form.Item>
        <Form.Item name="summary" label={t('editor.summary')} rules={[required]}>
          <Input.TextArea rows={2} maxLength={300} lang="zh-Hans" />
        </Form.Item>
        {NEW_CASE_HEADINGS_ZH.map(({ key }, index) => (
          <fieldset key={key} className="content-editor__section">
            <Form.Item
              name={['headings', index]}
              label={t('editor.heading', { n: index + 1 })}
              rules={[required]}
            >
              <Input maxLength={60} lang="zh-Hans" />
            </Form.Item>
            <Form.Item
              name={['paragraphs', index]}
              label={t('editor.sectionText', { n: index + 1 })}
              rules={[required]}
            >
              <Input.TextArea rows={4} lang="zh-Hans" />
            </Form.Item>
          </fieldset>
        ))}
        <Form.Item name="metrics" label={t('editor.metrics')}>
          <Input.TextArea rows={3} lang="zh-Hans" />
        </Form.Item>
        {failure && <Alert type="error" role="alert" title={failure} className="content-alert" />}
      </Form>
    </Drawer>
  );
}
