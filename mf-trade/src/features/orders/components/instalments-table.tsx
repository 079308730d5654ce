import { ScrollRegion } from '@portal/ui';
import { Button, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@portal/i18n';
import { MoneyText } from '../../common/components/money-text';
import type { Instalment, InstalmentState } from '../api/order';

const STATE_COLORS: Record<InstalmentState, string> = {
  unpaid: 'gold',
  received: 'green',
  overdue: 'red',
};

/** The payment plan with its state tags; the owner with `receive` confirms each payment. */
export function InstalmentsTable({
  instalments,
  currency,
  canReceive,
  onReceive,
}: {
  instalments: Instalment[];
  currency: string | null;
  canReceive: boolean;
  onReceive: (instalmentId: number) => Promise<boolean>;
}) {
  const { t } = useTranslation('trade');
  const format = useFormat();
  const [busy, setBusy] = useState<number | null>(null);

  async function receive(id: number) {
    setBusy(id);
    try {
      await onReceive(id);
    } finally {
      setBusy(null);
    }
  }

  const columns: ColumnsType<Instalment> = [
    {
      title: t('detail.instalmentColumn'),
      key: 'n',
      render: (_, __, index) => t('detail.instalmentNo', { n: index + 1 }),
    },
    {
      title: t('detail.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string | null) =>
        amount === null ? '—' : <MoneyText value={amount} currency={currency} />,
    },
    {
      title: t('detail.dueDate'),
      dataIndex: 'dueDate',
      // A bare yyyy-mm-dd: that calendar day, written the reader's way.
      render: (value: string | null) => (value ? format.date(value) : '—'),
    },
    {
      title: t('detail.paymentState'),
      dataIndex: 'state',
      render: (state: InstalmentState, row) => (
        <Tag color={STATE_COLORS[state]} data-testid={`instalment-state-${row.id}`}>
          {t(`paymentStates.${state}`)}
        </Tag>
      ),
    },
  ];
  if (canReceive) {
    columns.push({
      title: t('common.actions'),
      key: 'receive',
      render: (_, row, index) =>
        row.received ? null : (
          <Button
            size="small"
            type="primary"
            loading={busy === row.id}
            disabled={busy !== null && busy !== row.id}
            onClick={() => void receive(row.id)}
            aria-label={t('detail.receiveOf', { n: index + 1 })}
            data-testid={`instalment-receive-${row.id}`}
          >
            {t('actions.receive')}
          </Button>
        ),
    });
  }
  return (
    <ScrollRegion label={t('detail.payments')}>
      <Table<Instalment>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={instalments}
        pagination={false}
        data-testid="instalments-table"
      />
    </ScrollRegion>
  );
}
