import { ScrollRegion, notify } from '@portal/ui';
import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Modal, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyMembership } from '../api/apply-membership';
import type { MembershipOverview } from '../api/fetch-membership-overview';
import type { Tier } from '../api/tier';
import { useTierFormat } from './use-tier-format';

interface Props {
  tiers: Tier[];
  /** Null while the company's own membership is unknown: nothing to apply against. */
  overview: MembershipOverview | null;
  /** Only the main account applies; sub-members see the comparison read-only. */
  isMain: boolean;
  onApplied: () => Promise<unknown>;
}

interface BenefitRow {
  key: string;
  benefit: string;
  cell: (tier: Tier) => ReactNode;
}

/** The four tiers side by side; the main account applies for a higher one. */
export function TierComparison({ tiers, overview, isMain, onApplied }: Props) {
  const { t } = useTranslation('member');
  const format = useTierFormat();
  const [applying, setApplying] = useState<Tier | null>(null);
  const [busy, setBusy] = useState(false);
  const currentRank = overview?.tier.rank ?? null;
  const pending = overview?.pendingApplication ?? null;

  async function apply(tier: Tier) {
    setBusy(true);
    try {
      const msg = await applyMembership(tier.roleKey);
      notify('success', msg || t('membership.applied'));
      setApplying(null);
      await onApplied();
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  }

  function action(tier: Tier): ReactNode {
    if (pending?.roleKey === tier.roleKey)
      return <Tag color="gold">{t('membership.pendingTag')}</Tag>;
    if (currentRank === null || tier.rank <= currentRank) return null;
    return (
      <Button
        type="primary"
        size="small"
        disabled={pending !== null}
        aria-label={t('membership.applyOf', { tier: format.tierName(tier.roleKey, tier.roleName) })}
        onClick={() => setApplying(tier)}
      >
        {t('membership.apply')}
      </Button>
    );
  }

  const rows: BenefitRow[] = [
    {
      key: 'productQuota',
      benefit: t('membership.productQuota'),
      cell: (tier) => tier.productQuota,
    },
    {
      key: 'subAccountQuota',
      benefit: t('membership.subAccountQuota'),
      cell: (tier) => tier.subAccountQuota,
    },
    {
      key: 'exhibitionQuota',
      benefit: t('membership.exhibitionQuota'),
      cell: (tier) => tier.exhibitionQuota,
    },
    {
      key: 'exhibitQuota',
      benefit: t('membership.exhibitQuota'),
      cell: (tier) => tier.exhibitQuota,
    },
    {
      key: 'storageQuota',
      benefit: t('membership.storageQuota'),
      cell: (tier) => format.bytes(tier.storageQuota),
    },
    {
      key: 'feeDiscount',
      benefit: t('membership.feeDiscount'),
      cell: (tier) => format.discount(tier.feeDiscount),
    },
    {
      key: 'freeListing',
      benefit: t('membership.freeListing'),
      cell: (tier) => (tier.freeListing ? t('membership.yes') : t('membership.no')),
    },
    {
      key: 'duration',
      benefit: t('membership.duration'),
      cell: (tier) =>
        tier.durationDays === null
          ? t('membership.longTerm')
          : t('membership.days', { count: tier.durationDays }),
    },
    { key: 'price', benefit: t('membership.price'), cell: (tier) => format.price(tier.price) },
  ];
  if (isMain) rows.push({ key: 'apply', benefit: t('membership.apply'), cell: action });

  const columns = [
    { title: t('membership.benefit'), dataIndex: 'benefit', key: 'benefit' },
    ...tiers.map((tier) => ({
      key: tier.roleKey,
      title: (
        <>
          {format.tierName(tier.roleKey, tier.roleName)}
          {tier.rank === currentRank && (
            <Tag color="blue" style={{ marginInlineStart: 8 }}>
              {t('membership.currentTag')}
            </Tag>
          )}
        </>
      ),
      render: (_: unknown, row: BenefitRow) => row.cell(tier),
    })),
  ];

  return (
    <Card title={t('membership.compareTitle')}>
      {!isMain && (
        <Alert
          type="info"
          showIcon
          title={t('membership.readOnly')}
          style={{ marginBottom: 16 }}
          data-testid="membership-read-only"
        />
      )}
      <ScrollRegion label={t('membership.compareTitle')}>
        <Table<BenefitRow>
          rowKey="key"
          size="middle"
          pagination={false}
          dataSource={rows}
          columns={columns}
        />
      </ScrollRegion>
      <Modal
        open={applying !== null}
        title={t('membership.applyTitle', {
          tier: applying ? format.tierName(applying.roleKey, applying.roleName) : '',
        })}
        okText={t('membership.confirmApply')}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        onCancel={() => setApplying(null)}
        onOk={() => {
          if (applying) void apply(applying);
        }}
      >
        {t('membership.applyConfirm', {
          tier: applying ? format.tierName(applying.roleKey, applying.roleName) : '',
        })}
      </Modal>
    </Card>
  );
}
