import { Alert, Card, Descriptions, Progress, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MembershipOverview } from '../api/fetch-membership-overview';
import { useTierFormat } from './use-tier-format';

const USAGE_KINDS = ['products', 'subAccounts', 'exhibitions', 'exhibits', 'storage'] as const;

/** The company's tier, its term, what it has used of each quota, and a pending application. */
export function CurrentMembership({ overview }: { overview: MembershipOverview }) {
  const { t } = useTranslation('member');
  const format = useTierFormat();
  const { tier, pendingApplication } = overview;
  return (
    <Card title={t('membership.current')}>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Space wrap>
          <Typography.Title
            level={2}
            style={{ fontSize: 18, margin: 0 }}
            data-testid="current-tier"
          >
            {format.tierName(tier.roleKey, tier.roleName)}
          </Typography.Title>
          {overview.trial && <Tag color="gold">{t('membership.trial')}</Tag>}
        </Space>
        <Descriptions column={{ xs: 1, sm: 2 }} size="small">
          <Descriptions.Item label={t('membership.startTime')}>
            {overview.startTime ? format.date(overview.startTime) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('membership.expireTime')}>
            <span data-testid="membership-expiry">
              {overview.expireTime ? format.date(overview.expireTime) : t('membership.longTerm')}
            </span>
          </Descriptions.Item>
        </Descriptions>
        {pendingApplication && (
          <Alert
            type="info"
            showIcon
            data-testid="membership-pending"
            title={t('membership.pending', {
              tier: format.tierName(pendingApplication.roleKey),
              date: format.date(pendingApplication.createTime),
            })}
          />
        )}
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          {t('membership.usageTitle')}
        </Typography.Title>
        {USAGE_KINDS.map((kind) => {
          const { used, quota } = overview.usage[kind];
          // Storage is counted in bytes: shown as sizes ("12.3 MB / 200 MB").
          const label =
            kind === 'storage'
              ? t('membership.usage.storage', {
                  used: format.bytes(used),
                  quota: format.bytes(quota),
                })
              : t(`membership.usage.${kind}`, { used, quota });
          return (
            <div key={kind} data-testid={`usage-${kind}`}>
              <Typography.Text>{label}</Typography.Text>
              <Progress
                percent={quota > 0 ? Math.min(100, Math.round((used / quota) * 100)) : 100}
                showInfo={false}
                // A quota used up is a reason to upgrade, not an error.
                strokeColor={used >= quota ? '#fa8c16' : undefined}
                aria-label={label}
              />
            </div>
          );
        })}
      </Space>
    </Card>
  );
}
