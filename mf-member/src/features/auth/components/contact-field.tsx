import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { validateEmail, validatePhone } from '@portal/validators';
import type { Channel } from './channel';
import { ruleFrom, trimmed } from './form-rules';
import { PhoneInput } from './phone-input';

const VALIDATE: Record<Channel, (value: string | undefined) => string | null> = {
  phone: validatePhone,
  email: validateEmail,
};

/** The phone (with its calling code) or e-mail field, named after its channel. */
export function ContactField({ channel }: { channel: Channel }) {
  const { t } = useTranslation('member');
  return (
    <Form.Item
      label={t(`channel.${channel}`)}
      name={channel}
      normalize={trimmed}
      rules={[ruleFrom(VALIDATE[channel])]}
    >
      {channel === 'phone' ? (
        <PhoneInput placeholder={t('channel.phonePlaceholder')} />
      ) : (
        <Input
          size="large"
          type="email"
          autoComplete="email"
          placeholder={t('channel.emailPlaceholder')}
        />
      )}
    </Form.Item>
  );
}
