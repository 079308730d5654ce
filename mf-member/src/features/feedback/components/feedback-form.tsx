import { useState } from 'react';
import { Button, Form, Input, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { navigate } from '@portal/session';
import { UploadField, uploadedFileIds, type UploadEntry, notify } from '@portal/ui';
import { uploadsFinishedRule } from '../../files/components/uploads-finished-rule';
import { FEEDBACK_TYPES, type FeedbackType } from '../api/feedback';
import { submitFeedback } from '../api/submit-feedback';
import {
  CONTACT_MAX_LENGTH,
  CONTENT_MAX_LENGTH,
  FEEDBACK_MESSAGES,
  TITLE_MAX_LENGTH,
} from './feedback-messages';
import { useFeedbackTypeName } from './feedback-tags';
import { validationText } from '../../common/validation-text';

interface FeedbackValues {
  type?: FeedbackType;
  title?: string;
  content?: string;
  contact?: string;
  attachments?: UploadEntry[];
}

function requiredText(message: string) {
  return { required: true, whitespace: true, message };
}

/** A new feedback: checked with the server's messages, then sent; the input stays on refusal. */
export function FeedbackForm() {
  const { t } = useTranslation('member');
  const typeName = useFeedbackTypeName();
  const [form] = Form.useForm<FeedbackValues>();
  const [sending, setSending] = useState(false);

  async function send(values: FeedbackValues) {
    setSending(true);
    try {
      const contact = values.contact?.trim();
      const attachments = uploadedFileIds(values.attachments);
      const created = await submitFeedback({
        type: values.type!,
        title: values.title!.trim(),
        content: values.content!.trim(),
        ...(contact ? { contact } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      notify('success', t('feedback.submitted'));
      navigate(`/feedbackInfo?id=${created.id}`);
    } catch {
      // Shown by the client; the form keeps what was typed.
    } finally {
      setSending(false);
    }
  }

  return (
    <Form<FeedbackValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 720 }}
      onFinish={(values) => void send(values)}
    >
      <Form.Item
        name="type"
        label={t('feedback.type')}
        rules={[{ required: true, message: validationText(FEEDBACK_MESSAGES.typeRequired) }]}
      >
        <Radio.Group
          options={FEEDBACK_TYPES.map((type) => ({ value: type, label: typeName(type) }))}
        />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('feedback.titleLabel')}
        rules={[requiredText(validationText(FEEDBACK_MESSAGES.titleRequired))]}
      >
        <Input maxLength={TITLE_MAX_LENGTH} placeholder={t('feedback.titlePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('feedback.content')}
        rules={[requiredText(validationText(FEEDBACK_MESSAGES.contentRequired))]}
      >
        <Input.TextArea
          rows={6}
          maxLength={CONTENT_MAX_LENGTH}
          showCount
          placeholder={t('feedback.contentPlaceholder')}
        />
      </Form.Item>
      <Form.Item name="contact" label={t('feedback.contact')}>
        <Input maxLength={CONTACT_MAX_LENGTH} placeholder={t('feedback.contactPlaceholder')} />
      </Form.Item>
      <Form.Item name="attachments" label={t('feedback.attachments')} rules={[uploadsFinishedRule]}>
        <UploadField />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={sending}>
          {t('feedback.submit')}
        </Button>
        <Button onClick={() => navigate('/feedbackIndex')}>{t('feedback.backToList')}</Button>
      </Space>
    </Form>
  );
}
