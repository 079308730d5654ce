import { useState } from 'react';
import { Button, Card, Descriptions, Form, Input } from 'antd';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/session';
import { notify } from '@portal/ui';
import { MESSAGES, UPLOAD_MESSAGES } from '@portal/validators';
import { ErrorState, EmptyState, LoadingState } from '../../common/components/query-state';
import { SignedOut } from '../../common/components/signed-out';
import { trimmed } from '../../auth/components/form-rules';
import { FileField } from '../../files/components/file-field';
import { IMAGE_EXTENSIONS } from '../../files/components/upload-messages';
import { fetchMemberInfo, type MemberInfo } from '../api/fetch-member-info';
import { reloadUserInfo } from '../api/reload-user-info';
import { updateMemberInfo } from '../api/update-member-info';
import { EmailChange } from '../components/email-change';
import { validationText } from '../../common/validation-text';

interface UserInfoValues {
  name?: string;
  touxiang?: string | null;
}

function UserInfoForm({ info, onSaved }: { info: MemberInfo; onSaved: () => Promise<unknown> }) {
  const { t } = useTranslation('member');
  const [form] = Form.useForm<UserInfoValues>();
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);

  async function submit(values: UserInfoValues) {
    if (uploading) {
      notify('warning', validationText(UPLOAD_MESSAGES.unfinished));
      return;
    }
    setSaving(true);
    try {
      // The server refuses a blank name; the e-mail changes with codes (EmailChange).
      const msg = await updateMemberInfo({
        name: values.name ?? '',
        ...(values.touxiang ? { touxiang: values.touxiang } : {}),
      });
      notify('success', msg || t('common.saved'));
      await onSaved();
      await reloadUserInfo().catch(() => undefined);
    } catch {
      // Shown by the client.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form
      form={form}
      name="userInfo"
      layout="vertical"
      disabled={saving}
      initialValues={{
        name: info.name ?? '',
        touxiang: info.touxiang,
      }}
      onFinish={(values) => void submit(values)}
      onFinishFailed={() => notify('error', validationText(MESSAGES.formInvalid))}
      style={{ maxWidth: 520 }}
    >
      <Form.Item label={t('userInfo.avatar')} name="touxiang">
        <FileField extensions={IMAGE_EXTENSIONS} image onBusyChange={setUploading} />
      </Form.Item>
      <Form.Item
        label={t('userInfo.name')}
        name="name"
        normalize={trimmed}
        rules={[
          { required: true, message: t('userInfo.nameRequired') },
          { max: 30, message: t('userInfo.nameTooLong') },
        ]}
      >
        <Input autoComplete="name" maxLength={30} placeholder={t('userInfo.namePlaceholder')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('common.save')}
      </Button>
    </Form>
  );
}

/** Personal information: name and avatar of the signed-in member, and the e-mail change. */
export function UserInfoPage() {
  const { t } = useTranslation('member');
  const signedIn = useSession((state) => state.token !== null);
  const { data, error, isLoading, mutate } = useSWR(signedIn ? ['member/info'] : null, () =>
    fetchMemberInfo(),
  );

  function content() {
    if (!signedIn) return <SignedOut path="/userInfo" />;
    if (isLoading) return <LoadingState />;
    if (error) return <ErrorState onRetry={() => void mutate()} />;
    if (!data) return <EmptyState text={t('userInfo.empty')} />;
    return (
      <>
        <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('userInfo.account')}>{data.username}</Descriptions.Item>
          <Descriptions.Item label={t('userInfo.accountType')}>
            {data.mid === 0 ? t('userInfo.mainAccount') : t('userInfo.subAccount')}
          </Descriptions.Item>
          {data.phone && (
            <Descriptions.Item label={t('userInfo.phone')}>{data.phone}</Descriptions.Item>
          )}
          {data.position && (
            <Descriptions.Item label={t('userInfo.position')}>{data.position}</Descriptions.Item>
          )}
          <Descriptions.Item label={t('userInfo.email')}>
            <EmailChange
              current={data.email}
              onChanged={async () => {
                await mutate();
                await reloadUserInfo().catch(() => undefined);
              }}
            />
          </Descriptions.Item>
        </Descriptions>
        <UserInfoForm key={data.id} info={data} onSaved={() => mutate()} />
      </>
    );
  }

  return (
    <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('userInfo.title')}</h1>}>
      {content()}
    </Card>
  );
}
