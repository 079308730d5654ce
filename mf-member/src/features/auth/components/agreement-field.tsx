import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { AgreementLink } from './agreement-link';

/** The box a user must tick to accept the user agreement (spec §5, registration). */
export function AgreementField() {
  const { t } = useTranslation('member');
  return (
    <Form.Item>
      <Form.Item
        name="agreed"
        valuePropName="checked"
        noStyle
        rules={[
          {
            validator: async (_rule, agreed: boolean | undefined) => {
              if (!agreed) throw new Error(t('agreement.required'));
            },
          },
        ]}
      >
        <Checkbox>{t('agreement.accept')}</Checkbox>
      </Form.Item>
      <AgreementLink />
    </Form.Item>
  );
}
