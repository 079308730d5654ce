import { useState } from 'react';
import { Button, Card, Form, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '@portal/ui';
import { updateProgress } from '../api/update-progress';

export const EXECUTION_STATUSES = [1, 2, 3, 4, 5] as const;
export const INVOICE_STATUSES = [1, 2, 3, 4] as const;

/** The seller's execution and invoice progress of a signed order (`progress`). */
export function ProgressPanel({
  orderId,
  executionStatus,
  invoiceStatus,
  onSaved,
}: {
  orderId: number;
  executionStatus: number | null;
  invoiceStatus: number | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation('trade');
  const [saving, setSaving] = useState(false);

  async function save(values: { executionStatus?: number; invoiceStatus?: number }) {
    setSaving(true);
    try {
      const msg = await updateProgress({
        id: orderId,
        ...(values.executionStatus ? { executionStatus: values.executionStatus } : {}),
        ...(values.invoiceStatus ? { invoiceStatus: values.invoiceStatus } : {}),
      });
      notify('success', msg);
      onSaved();
    } catch {
      // Shown by the client.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={t('detail.progress')} size="small" data-testid="progress-form">
      <Form
        name="progress"
        layout="inline"
        initialValues={{
          executionStatus: executionStatus ?? undefined,
          invoiceStatus: invoiceStatus ?? undefined,
        }}
        onFinish={(values) => void save(values)}
      >
        <Space wrap>
          <Form.Item name="executionStatus" label={t('detail.executionStatus')}>
            <Select
              style={{ width: 180 }}
              data-testid="progress-execution"
              options={EXECUTION_STATUSES.map((value) => ({
                value,
                label: t(`executionStatuses.${value}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="invoiceStatus" label={t('invoice.status')}>
            <Select
              style={{ width: 160 }}
              allowClear
              data-testid="progress-invoice"
              options={INVOICE_STATUSES.map((value) => ({
                value,
                label: t(`invoiceStatuses.${value}`),
              }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="progress-save">
            {t('detail.saveProgress')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
