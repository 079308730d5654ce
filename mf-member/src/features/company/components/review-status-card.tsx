import { useState } from 'react';
import { Alert, Button, Card, Modal, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Company, ReviewStatus } from '../api/company';
import { withdrawCertification } from '../api/withdraw-certification';
import { CertificationModal } from './certification-modal';
import { notify } from '@portal/ui';

const STATUS_COLORS: Record<ReviewStatus, string> = {
  0: 'default',
  1: 'processing',
  2: 'success',
  3: 'error',
};

const STATUS_KEYS = {
  0: 'certification.status0',
  1: 'certification.status1',
  2: 'certification.status2',
  3: 'certification.status3',
} as const;

interface Props {
  company: Company;
  /** Main accounts may submit and withdraw; sub-members only see the status. */
  editable: boolean;
  /** After a submit or a withdrawal: reload the company and the session's user info. */
  onChanged: () => Promise<unknown>;
}

/** The company's certification: its review status and what the main account can do next. */
export function ReviewStatusCard({ company, editable, onChanged }: Props) {
  const { t } = useTranslation('member');
  const [submitOpen, setSubmitOpen] = useState(false);
  const [withdrawOpen, setWithdrawOpen] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const status = company.reviewStatus;

  async function withdraw() {
    setWithdrawing(true);
    try {
      const msg = await withdrawCertification();
      notify('success', msg || t('certification.withdrawn'));
      setWithdrawOpen(false);
      await onChanged();
    } catch {
      // Shown by the client.
    } finally {
      setWithdrawing(false);
    }
  }

  return (
    <Card
      title={t('certification.title')}
      extra={
        <Tag color={STATUS_COLORS[status]} data-testid="review-status">
          {t(STATUS_KEYS[status])}
        </Tag>
      }
      style={{ marginBottom: 16 }}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {status === 0 && <Alert type="info" showIcon title={t('certification.hint0')} />}
        {status === 1 && <Alert type="info" showIcon title={t('certification.hint1')} />}
        {status === 2 && <Alert type="success" showIcon title={t('certification.hint2')} />}
        {status === 3 && (
          <Alert
            type="error"
            showIcon
            title={t('certification.hint3')}
            description={t('certification.reason', {
              reason: company.rejectReason || t('certification.noReason'),
            })}
          />
        )}
        {editable && (status === 0 || status === 3) && (
          <Button type="primary" onClick={() => setSubmitOpen(true)}>
            {status === 3 ? t('certification.resubmit') : t('certification.open')}
          </Button>
        )}
        {editable && status === 1 && (
          <Button danger onClick={() => setWithdrawOpen(true)}>
            {t('certification.withdraw')}
          </Button>
        )}
      </Space>
      {editable && (
        <CertificationModal
          company={company}
          open={submitOpen}
          onClose={() => setSubmitOpen(false)}
          onSubmitted={() => {
            setSubmitOpen(false);
            void onChanged();
          }}
        />
      )}
      <Modal
        open={withdrawOpen}
        title={t('certification.withdrawTitle')}
        okText={t('certification.withdraw')}
        okButtonProps={{ danger: true }}
        cancelText={t('common.cancel')}
        confirmLoading={withdrawing}
        onOk={() => void withdraw()}
        onCancel={() => setWithdrawOpen(false)}
      >
        {t('certification.withdrawConfirm')}
      </Modal>
    </Card>
  );
}
