import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { validateEmail } from '@portal/validators';
import type { Channel } from './channel';
import { ruleFrom, trimmed, type Validate } from './form-rules';
import { PhoneInput } from './phone-input';

/**
 * The phone check is fetched when a number is first checked: libphonenumber's metadata (32 KiB)
 * would otherwise come with the login page, which a guest's idle preload fetches on home. If it
 * cannot be fetched the number is not held up here: the server checks it as well.
 */
function validatePhone(value: string | undefined): Promise<string | null> {
  return import('@portal/validators').then(
    (validators) => validators.validatePhone(value),
    () => null,
  );
}

const VALIDATE: Record<Channel, Validate> = {
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
