import { useState } from 'react';
import { Button, Card, Form, Input, Modal, Space, Table, Tag } from 'antd';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@portal/i18n';
import { MESSAGES } from '@portal/validators';
import { FileLink } from '../../files/components/file-link';
import { ErrorState } from '../../common/components/query-state';
import { approveCertification } from '../api/approve-certification';
import {
  fetchPendingCertifications,
  type CertificationRequest,
} from '../api/fetch-pending-certifications';
import { rejectCertification } from '../api/reject-certification';
import { useCountryName } from './country-name';
import { notify } from '@portal/ui';
import { validationText } from '../../common/validation-text';

const PAGE_SIZE = 10;

type Decision = { kind: 'approve' | 'reject'; request: CertificationRequest } | null;

/** Operators: pending certification requests, approved or rejected with a reason. */
export function ReviewQueue() {
  const { t } = useTranslation('member');
  const format = useFormat();
  const countryName = useCountryName();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [decision, setDecision] = useState<Decision>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const { data, error, isLoading, mutate } = useSWR(
    ['operator/certifications', page, pageSize],
    ([, pageNum, size]) => fetchPendingCertifications(pageNum, size),
  );

  async function decide(run: () => Promise<string>) {
    setBusy(true);
    try {
      const msg = await run();
      notify('success', msg || t('review.done'));
      setDecision(null);
      form.resetFields();
      await mutate();
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  }

  function close() {
    setDecision(null);
    form.resetFields();
  }

  const columns = [
    {
      title: t('review.companyName'),
      dataIndex: 'companyName',
      key: 'companyName',
      render: (name: string, request: CertificationRequest) => (
        <>
          {name}
          {request.changes && (
            <div data-testid="review-changes">
              <Tag color="orange">{t('review.changed')}</Tag>
              {request.changes.map((change) => {
                const shown = (value: string | null) =>
                  (change.field === 'country' && value ? countryName(value) : value) ?? '—';
                return (
                  <div key={change.field}>
                    {t('review.change', {
                      field: t(`company.${change.field}`),
                      from: shown(change.from),
                      to: shown(change.to),
                    })}
                  </div>
                );
              })}
            </div>
          )}
        </>
      ),
    },
    {
      title: t('company.country'),
      dataIndex: 'country',
      key: 'country',
      render: (code: string) => countryName(code),
    },
    {
      title: t('review.number'),
      dataIndex: 'creditCode',
      key: 'creditCode',
      render: (code: string | null) => code ?? '—',
    },
    { title: t('company.legalPerson'), dataIndex: 'legalPerson', key: 'legalPerson' },
    {
      title: t('company.licenceFile'),
      dataIndex: 'licenceFile',
      key: 'licenceFile',
      render: (file: number | null) => (file ? <FileLink url={file} /> : '—'),
    },
    {
      title: t('review.applicant'),
      dataIndex: 'applicant',
      key: 'applicant',
      render: (applicant: CertificationRequest['applicant']) =>
        applicant ? (applicant.name ?? applicant.username) : '—',
    },
    {
      title: t('review.submittedAt'),
      dataIndex: 'submittedAt',
      key: 'submittedAt',
      render: (at: string | null) => (at ? format.dateTime(at) : '—'),
    },
    {
      title: t('review.actions'),
      key: 'actions',
      render: (_: unknown, request: CertificationRequest) => (
        <Space>
          <Button
            type="primary"
            size="small"
            aria-label={`${t('review.approve')} ${request.companyName}`}
            onClick={() => setDecision({ kind: 'approve', request })}
          >
            {t('review.approve')}
          </Button>
          <Button
            danger
            size="small"
            aria-label={`${t('review.reject')} ${request.companyName}`}
            onClick={() => setDecision({ kind: 'reject', request })}
          >
            {t('review.reject')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('review.title')}
      extra={
        <Button onClick={() => void mutate()} disabled={isLoading}>
          {t('review.refresh')}
        </Button>
      }
    >
      {error && !data ? (
        <ErrorState onRetry={() => void mutate()} />
      ) : (
        <Table<CertificationRequest>
          rowKey="companyId"
          size="middle"
          scroll={{ x: true }}
          loading={isLoading}
          dataSource={data?.rows ?? []}
          columns={columns}
          locale={{ emptyText: t('review.empty') }}
          pagination={{
            current: page,
            pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            onChange: (next, size) => {
              setPage(size === pageSize ? next : 1);
              setPageSize(size);
            },
          }}
        />
      )}
      <Modal
        open={decision?.kind === 'approve'}
        title={t('review.approveTitle')}
        okText={t('review.approve')}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        onCancel={close}
        onOk={() => {
          const request = decision?.request;
          if (request) void decide(() => approveCertification(request.companyId));
        }}
      >
        {t('review.approveConfirm', { name: decision?.request.companyName ?? '' })}
      </Modal>
      <Modal
        open={decision?.kind === 'reject'}
        title={t('review.rejectTitle', { name: decision?.request.companyName ?? '' })}
        okText={t('review.reject')}
        okButtonProps={{ danger: true }}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        onCancel={close}
        onOk={() => form.submit()}
        forceRender
      >
        <Form
          form={form}
          name="reject"
          layout="vertical"
          disabled={busy}
          onFinish={({ reason }) => {
            const request = decision?.request;
            if (request) void decide(() => rejectCertification(request.companyId, reason));
          }}
        >
          <Form.Item
            label={t('review.reason')}
            name="reason"
            normalize={(value: string | undefined) => value?.trim()}
            rules={[{ required: true, message: validationText(MESSAGES.reasonRequired) }]}
          >
            <Input.TextArea rows={3} maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
