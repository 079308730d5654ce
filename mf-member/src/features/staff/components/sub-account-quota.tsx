import { Alert, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@portal/ui';
import type { Usage } from '../../membership/api/fetch-membership-overview';

/** Sub-accounts used against the membership's quota, warning before the server refuses one. */
export function SubAccountQuota({ usage }: { usage: Usage }) {
  const { t } = useTranslation('member');
  const full = usage.used >= usage.quota;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Tag color={full ? 'orange' : 'blue'} data-testid="staff-quota" style={{ fontSize: 14 }}>
        {t('staff.quota', { used: usage.used, quota: usage.quota })}
      </Tag>
      {full && (
        <Alert
          type="warning"
          showIcon
          title={t('staff.quotaFull')}
          action={<AppLink to="/memberCenter">{t('staff.upgrade')}</AppLink>}
          data-testid="staff-quota-full"
        />
      )}
    </Space>
  );
}
