import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contracts';
import { isEmail, validateCode } from '@portal/validators';
import { notify } from '@portal/ui';
import { ruleFrom } from './form-rules';
import { useCountdown } from './use-countdown';

/**
 * The verification-code input with its "get code" button. The button first validates the field
 * the code goes to (`targetField`), then asks for the code and waits out the resend interval.
 */
export function CodeField({
  targetField,
  requestCode,
}: {
  targetField: string;
  /** Resolves to the server's confirmation ('验证码已发送，请注意查收'). */
  requestCode: (target: string) => Promise<string>;
}) {
  const { t } = useTranslation('member');
  const form = Form.useFormInstance();
  const countdown = useCountdown(LIMITS.codeResendSeconds);
  const [sending, setSending] = useState(false);

  async function sendCode() {
    let target: string;
    try {
      target = String((await form.validateFields([targetField]))[targetField]).trim();
    } catch {
      return; // The field shows why.
    }
    setSending(true);
    try {
      const confirmation = await requestCode(target);
      notify('success', confirmation);
      countdown.start();
    } catch {
      // The client has shown the server's message, except for e-mail codes, whose failure has
      // its own text in spec §8 (the e-mail requests are silent).
      if (isEmail(target)) {
        notify('error', t('code.sendFailed'));
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <Form.Item label={t('code.label')} required>
      <div className="code-field">
        <Form.Item name="code" noStyle rules={[ruleFrom(validateCode)]}>
          <Input
            size="large"
            maxLength={LIMITS.codeLength}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('code.placeholder')}
            aria-label={t('code.label')}
          />
        </Form.Item>
        <Button
          size="large"
          className="code-field__button"
          onClick={() => void sendCode()}
          loading={sending}
          disabled={countdown.running}
        >
          {countdown.running
            ? t('code.resendIn', { seconds: countdown.remaining })
            : t('code.send')}
        </Button>
      </div>
    </Form.Item>
  );
}
