import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '@portal/ui';
import { replyFeedback } from '../api/reply-feedback';
import { FEEDBACK_MESSAGES, REPLY_MAX_LENGTH } from './feedback-messages';
import { validationText } from '../../common/validation-text';

/** The operator's reply to one feedback; the text stays when the server refuses it. */
export function ReplyForm({ id, onReplied }: { id: number; onReplied: () => Promise<unknown> }) {
  const { t } = useTranslation('member');
  const [sending, setSending] = useState(false);

  async function send({ reply }: { reply: string }) {
    setSending(true);
    try {
      notify('success', (await replyFeedback(id, reply.trim())) || t('feedback.replied'));
      await onReplied();
    } catch {
      // Shown by the client.
    } finally {
      setSending(false);
    }
  }

  return (
    <Form<{ reply: string }> layout="vertical" onFinish={(values) => void send(values)}>
      <Form.Item
        name="reply"
        label={t('feedback.replyLabel')}
        rules={[
          {
            required: true,
            whitespace: true,
            message: validationText(FEEDBACK_MESSAGES.replyRequired),
          },
        ]}
      >
        <Input.TextArea rows={5} maxLength={REPLY_MAX_LENGTH} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending}>
        {t('feedback.sendReply')}
      </Button>
    </Form>
  );
}
