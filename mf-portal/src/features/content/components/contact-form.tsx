import { isApiError } from '@portal/api-client';
import type { Language } from '@portal/contracts';
import {
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  contactFieldProblem,
  contactMessage,
  contactTopicName,
  type ContactField,
  type ContactTopic,
  type ContactValues,
} from '@portal/validators';
import { Alert, Button, Form, Input, Result, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendContact } from '../api/content';
import '../locales';

interface FormValues {
  name?: string;
  company?: string;
  email?: string;
  phone?: string;
  topic?: ContactTopic;
  message?: string;
}

/**
 * The service pages' contact form, for guests and members alike: the rules of
 * `@portal/validators` (the server applies the same), and the message lands in the operator's
 * feedback queue.
 */
export function ContactForm({ page }: { page: string }) {
  const { t, i18n } = useTranslation('portal-content');
  const language = (i18n.resolvedLanguage ?? 'zh') as Language;
  const [form] = Form.useForm<FormValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  // One rule per field, worded by the shared validators in the page's language.
  const rule = (field: ContactField) => ({
    validator: async () => {
      const problem = contactFieldProblem(field, form.getFieldsValue() as ContactValues);
      if (problem) throw new Error(contactMessage(problem, language));
    },
  });

  async function submit(values: FormValues) {
    setBusy(true);
    setError(null);
    try {
      const message = await sendContact({
        name: values.name!.trim(),
        ...(values.company?.trim() && { company: values.company.trim() }),
        ...(values.email?.trim() && { email: values.email.trim() }),
        ...(values.phone?.trim() && { phone: values.phone.trim() }),
        topic: values.topic!,
        message: values.message!.trim(),
        page,
      });
      setSent(message);
      form.resetFields();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('contact.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="content-contact" aria-labelledby="content-contact">
      <h2 id="content-contact">{t('contact.title')}</h2>
      {sent ? (
        <Result
          status="success"
          title={t('contact.sent')}
          subTitle={sent}
          extra={<Button onClick={() => setSent(null)}>{t('contact.sendAnother')}</Button>}
        />
      ) : (
        <>
          <p className="content-muted">{t('contact.intro')}</p>
          <Form
            form={form}
            layout="vertical"
            className="content-contact__form"
            onFinish={(values) => void submit(values)}
            disabled={busy}
          >
            <div className="content-contact__row">
              <Form.Item name="name" label={t('contact.name')} rules={[rule('name')]} required>
                <Input maxLength={CONTACT_LIMITS.name + 10} autoComplete="name" />
              </Form.Item>
              <Form.Item name="company" label={t('contact.company')} rules={[rule('company')]}>
                <Input maxLength={CONTACT_LIMITS.company + 10} autoComplete="organization" />
              </Form.Item>
            </div>
            <p className="content-muted" id="content-contact-reach">
              {t('contact.reachHint')}
            </p>
            <div className="content-contact__row">
              <Form.Item
                name="email"
                label={t('contact.email')}
                rules={[rule('email')]}
                dependencies={['phone']}
              >
                <Input
                  type="email"
                  autoComplete="email"
                  aria-describedby="content-contact-reach"
                  maxLength={CONTACT_LIMITS.email}
                />
              </Form.Item>
              <Form.Item name="phone" label={t('contact.phone')} rules={[rule('phone')]}>
                <Input
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  aria-describedby="content-contact-reach"
                  maxLength={CONTACT_LIMITS.phone}
                />
              </Form.Item>
            </div>
            <Form.Item name="topic" label={t('contact.topic')} rules={[rule('topic')]} required>
              <Select<ContactTopic>
                placeholder={t('contact.topicPlaceholder')}
                options={CONTACT_TOPICS.map((topic) => ({
                  value: topic,
                  label: contactTopicName(topic, language),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="message"
              label={t('contact.message')}
              rules={[rule('message')]}
              required
            >
              <Input.TextArea rows={5} maxLength={CONTACT_LIMITS.message} showCount />
            </Form.Item>
            {error && <Alert type="error" role="alert" title={error} className="content-alert" />}
            <Button type="primary" htmlType="submit" loading={busy}>
              {busy ? t('contact.sending') : t('contact.submit')}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
