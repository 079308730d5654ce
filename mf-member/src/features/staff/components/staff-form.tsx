import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Col, Form, Input, Row, Space, Tag, Typography } from 'antd';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/api-client';
import { MESSAGES, UPLOAD_MESSAGES, validateEmail } from '@portal/validators';
import { CodeField } from '../../auth/components/code-field';
import { NewPasswordFields } from '../../auth/components/new-password-fields';
import { ruleFrom, trimmed } from '../../auth/components/form-rules';
import { notify } from '@portal/ui';
import { FileField } from '../../files/components/file-field';
import { IMAGE_EXTENSIONS } from '../../files/components/upload-messages';
import { OVERVIEW_KEY } from '../../membership/components/use-membership-overview';
import { createStaff } from '../api/create-staff';
import { sendStaffCode } from '../api/send-staff-code';
import type { Staff, StaffProfileInput } from '../api/staff';
import { updateStaff } from '../api/update-staff';
import { STAFF_KEY, STAFF_LIST_KEY } from './cache-keys';
import { STAFF_MESSAGES, validateStaffAccount } from './staff-messages';
import { validationText } from '../../common/validation-text';

// Answers a save makes stale: the list, the sub-account counter and the employee itself.
const STALE_AFTER_SAVE: readonly unknown[] = [STAFF_LIST_KEY, OVERVIEW_KEY, STAFF_KEY];

interface StaffValues {
  account?: string;
  code?: string;
  password?: string;
  confirmPassword?: string;
  name?: string;
  englishName?: string;
  position?: string;
  workEmail?: string;
  wechat?: string;
  touxiang?: string | number | null;
  businessCard?: string | number | null;
  supplyPublish?: boolean;
}

interface Props {
  /** Null adds a new employee. */
  staff: Staff | null;
  companyName: string | null;
  /** After saving, and on cancel. */
  onDone: () => void;
}

function fileUrl(value: string | number | null | undefined): string | null {
  return typeof value === 'string' && value ? value : null;
}

function profileOf(values: StaffValues): StaffProfileInput {
  return {
    name: values.name ?? '',
    // Blank clears a stored value.
    englishName: values.englishName ?? '',
    position: values.position ?? '',
    workEmail: values.workEmail ?? '',
    wechat: values.wechat ?? '',
    touxiang: fileUrl(values.touxiang),
    businessCard: fileUrl(values.businessCard),
  };
}

/** Only the filled-in optional fields, as an addition leaves the rest unset. */
function filledIn(profile: StaffProfileInput) {
  return Object.fromEntries(Object.entries(profile).filter(([, value]) => Boolean(value)));
}

/** An employee's profile; adding one also sets their sign-in and initial password. */
export function StaffForm({ staff, companyName, onDone }: Props) {
  const { t } = useTranslation('member');
  const { mutate } = useSWRConfig();
  const [form] = Form.useForm<StaffValues>();
  const [saving, setSaving] = useState(false);
  const [uploads, setUploads] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const adding = staff === null;

  function trackUpload(busy: boolean) {
    setUploads((count) => count + (busy ? 1 : -1));
  }

  async function submit(values: StaffValues) {
    if (uploads > 0) {
      notify('warning', validationText(UPLOAD_MESSAGES.unfinished));
      return;
    }
    setSaving(true);
    setRefusal(null);
    try {
      const profile = profileOf(values);
      const msg = staff
        ? await updateStaff(staff.id, profile)
        : await createStaff({
            ...filledIn(profile),
            name: profile.name,
            account: values.account ?? '',
            code: values.code ?? '',
            password: values.password ?? '',
            supplyPublish: values.supplyPublish ?? false,
          });
      notify('success', msg || (adding ? t('staff.added') : t('common.saved')));
      // Without this, the list shown next could reuse an answer from moments ago.
      await mutate((key) => Array.isArray(key) && STALE_AFTER_SAVE.includes(key[0]));
      onDone();
    } catch (error) {
      // The client has shown the notice too; this one stays next to the kept input.
      setRefusal(isApiError(error) ? error.msg : t('staff.refused'));
    } finally {
      setSaving(false);
    }
  }

  const text = (name: keyof StaffValues, label: string, max: number) => (
    <Form.Item label={label} name={name} normalize={trimmed}>
      <Input maxLength={max} />
    </Form.Item>
  );

  return (
    <Card>
      {refusal && (
        <Alert
          type="error"
          showIcon
          title={refusal}
          role="alert"
          style={{ marginBottom: 16 }}
          data-testid="staff-refusal"
        />
      )}
      <Form
        form={form}
        name="staff"
        layout="vertical"
        disabled={saving}
        initialValues={{
          name: staff?.name ?? '',
          englishName: staff?.englishName ?? '',
          position: staff?.position ?? '',
          workEmail: staff?.workEmail ?? '',
          wechat: staff?.wechat ?? '',
          touxiang: staff?.touxiang ?? null,
          businessCard: staff?.businessCard ?? null,
          supplyPublish: false,
        }}
        onFinish={(values) => void submit(values)}
        onFinishFailed={() => notify('error', validationText(MESSAGES.formInvalid))}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('staff.name')}
              name="name"
              normalize={trimmed}
              rules={[{ required: true, message: validationText(STAFF_MESSAGES.nameRequired) }]}
            >
              <Input maxLength={50} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {text('englishName', t('staff.englishName'), 50)}
          </Col>
          <Col xs={24} md={12}>
            {text('position', t('staff.position'), 50)}
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('staff.workEmail')}
              name="workEmail"
              normalize={trimmed}
              rules={[ruleFrom((email) => (email ? validateEmail(email) : null))]}
            >
              <Input maxLength={100} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {adding ? (
              <Form.Item
                label={t('staff.signInAccount')}
                name="account"
                required
                normalize={trimmed}
                extra={t('staff.signInAccountHint')}
                rules={[ruleFrom(validateStaffAccount)]}
              >
                <Input
                  maxLength={100}
                  autoComplete="off"
                  placeholder={t('staff.accountPlaceholder')}
                />
              </Form.Item>
            ) : (
              <Form.Item label={t('staff.signInAccount')} htmlFor="staff_accountShown">
                <Input id="staff_accountShown" value={staff.username} disabled readOnly />
              </Form.Item>
            )}
          </Col>
          <Col xs={24} md={12}>
            {text('wechat', t('staff.wechat'), 50)}
          </Col>
          {adding && (
            <Col xs={24} md={12}>
              <CodeField targetField="account" requestCode={sendStaffCode} />
              <Typography.Paragraph type="secondary">{t('staff.codeHint')}</Typography.Paragraph>
            </Col>
          )}
          {adding && (
            <Col xs={24} md={12}>
              <NewPasswordFields label={t('staff.password')} size="middle" />
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item label={t('staff.company')} htmlFor="staff_company">
              <Input id="staff_company" value={companyName ?? ''} disabled readOnly />
            </Form.Item>
            {staff && (
              <Form.Item label={t('staff.status')} extra={t('staff.statusHint')}>
                <Tag color={staff.disabled ? 'red' : 'blue'} data-testid="staff-status">
                  {staff.disabled ? t('staff.disabled') : t('staff.enabled')}
                </Tag>
              </Form.Item>
            )}
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('staff.avatar')} name="touxiang">
              <FileField extensions={IMAGE_EXTENSIONS} image onBusyChange={trackUpload} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('staff.businessCard')} name="businessCard">
              <FileField extensions={IMAGE_EXTENSIONS} image onBusyChange={trackUpload} />
            </Form.Item>
          </Col>
          {adding && (
            <Col xs={24}>
              <Form.Item name="supplyPublish" valuePropName="checked">
                <Checkbox>{t('staff.supplyPublishGrant')}</Checkbox>
              </Form.Item>
            </Col>
          )}
        </Row>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('common.save')}
          </Button>
          <Button onClick={onDone} disabled={saving}>
            {t('common.cancel')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
