import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@portal/i18n';
import { MESSAGES, translateValidation } from '@portal/validators';
import { REASON_MAX_LENGTH } from '../../common/messages';

/** Asks for the required reason of a reject or a review reject (`MESSAGES.reasonRequired`). */
export function ReasonModal({
  title,
  label,
  onSubmit,
  onClose,
}: {
  title: string;
  label: string;
  onSubmit: (reason: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation('trade');
  const [form] = Form.useForm<{ reason: string }>();
  const [sending, setSending] = useState(false);

  async function send() {
    let reason: string;
    try {
      reason = (await form.validateFields()).reason.trim();
    } catch {
      return;
    }
    setSending(true);
    const done = await onSubmit(reason);
    setSending(false);
    if (done) onClose();
  }

  return (
    <Modal
      open
      title={title}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={sending}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="reason">
        <Form.Item
          name="reason"
          label={label}
          rules={[
            {
              required: true,
              whitespace: true,
              message: translateValidation(MESSAGES.reasonRequired, currentLanguage()),
            },
            {
              max: REASON_MAX_LENGTH,
              message: t('detail.reasonTooLong', { max: REASON_MAX_LENGTH }),
            },
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={REASON_MAX_LENGTH}
            showCount
            data-testid="reason-input"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
