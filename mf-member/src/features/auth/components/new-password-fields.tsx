import type { ComponentProps } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGES, validateConfirmPassword, validatePassword } from '@portal/validators';
import { validationText } from '../../common/validation-text';
import { ruleFrom } from './form-rules';
import './new-password-fields.css';

/**
 * The password input with the password rule written under it, and read out with it
 * (aria-describedby): a placeholder is too short for the rule and gone once the user types.
 * While the field shows an error the rule is left out, so it never stands twice next to the
 * rule's own error message.
 */
function PasswordWithRule(props: ComponentProps<typeof Input.Password>) {
  const { status } = Form.Item.useStatus();
  const showRule = status !== 'error';
  const ruleId = `${props.id}_rule`;
  // Form.Item passes the id of its error text here when there is one.
  const describedBy = [props['aria-describedby'], showRule && ruleId].filter(Boolean).join(' ');
  return (
    <>
      <Input.Password {...props} aria-describedby={describedBy || undefined} />
      {showRule && (
        <div id={ruleId} className="new-password__rule">
          {validationText(MESSAGES.passwordRule)}
        </div>
      )}
    </>
  );
}

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
        <PasswordWithRule
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
