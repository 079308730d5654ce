import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { validateConfirmPassword, validatePassword } from '@portal/validators';
import { ruleFrom } from './form-rules';

/** A new password and its confirmation, with the spec's password rule. */
export function NewPasswordFields({
  label,
  size = 'large',
}: {
  label: string;
  /** The sign-in screens use large inputs; forms among ordinary fields pass `middle`. */
  size?: 'large' | 'middle';
}) {
  const { t } = useTranslation('member');
  return (
    <>
      <Form.Item label={label} name="password" required rules={[ruleFrom(validatePassword)]}>
        <Input.Password
          size={size}
          autoComplete="new-password"
          placeholder={t('newPassword.placeholder')}
        />
      </Form.Item>
      <Form.Item
        label={t('newPassword.confirm')}
        name="confirmPassword"
        required
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) =>
            ruleFrom((value) => validateConfirmPassword(value, getFieldValue('password'))),
        ]}
      >
        <Input.Password
          size={size}
          autoComplete="new-password"
          placeholder={t('newPassword.confirmPlaceholder')}
        />
      </Form.Item>
    </>
  );
}
