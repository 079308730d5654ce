import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { validateEmail, validatePhone } from '@portal/validators';
import type { Channel } from './channel';
import { ruleFrom, trimmed } from './form-rules';

const VALIDATE: Record<Channel, (value: string | undefined) => string | null> = {
  phone: validatePhone,
  email: validateEmail,
};

/** The phone or e-mail field, named after its channel. */
export function ContactField({ channel }: { channel: Channel }) {
  const { t } = useTranslation('member');
  return (
    <Form.Item
      label={t(`channel.${channel}`)}
      name={channel}
      normalize={trimmed}
      rules={[ruleFrom(VALIDATE[channel])]}
    >
      <Input
        size="large"
        type={channel === 'phone' ? 'tel' : 'email'}
        autoComplete={channel === 'phone' ? 'tel' : 'email'}
        placeholder={t(`channel.${channel}Placeholder`)}
      />
    </Form.Item>
  );
}
