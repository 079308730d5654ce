import { ScrollRegion, notify } from '@portal/ui';
import { useState } from 'react';
import { Button, Card, Form, Input, Modal, Space, Table } from 'antd';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@portal/i18n';
import { MESSAGES } from '@portal/validators';
import { ErrorState } from '../../common/components/query-state';
import { activateApplication } from '../api/activate-application';
import { declineApplication } from '../api/decline-application';
import {
  fetchPendingApplications,
  type MembershipApplication,
} from '../api/fetch-pending-applications';
import { useTierFormat } from './use-tier-format';
import { validationText } from '../../common/validation-text';

const PAGE_SIZE = 10;

type Decision = { kind: 'activate' | 'decline'; application: MembershipApplication } | null;

/** Operators: membership applications waiting to be activated or declined with a reason. */
export function ApplicationQueue() {
  const { t } = useTranslation('member');
  const { dateTime } = useFormat();
  const format = useTierFormat();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [decision, setDecision] = useState<Decision>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const { data, error, isLoading, mutate } = useSWR(
    ['operator/membershipApplications', page, pageSize],
    () => fetchPendingApplications(page, pageSize),
  );

  async function decide(run: () => Promise<string>) {
    setBusy(true);
    try {
      const msg = await run();
      notify('success', msg || t('membership.queue.done'));
      close();
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

  const company = decision?.application.companyName ?? '';
  const columns = [
    { title: t('membership.queue.company'), dataIndex: 'companyName', key: 'companyName' },
    {
      title: t('membership.queue.tier'),
      key: 'tier',
      render: (_: unknown, application: MembershipApplication) =>
        format.tierName(application.roleKey, application.roleName),
    },
    {
      title: t('membership.queue.applicant'),
      dataIndex: 'applicantName',
      key: 'applicantName',
      render: (name: string | null) => name ?? '—',
    },
    {
      title: t('membership.queue.createTime'),
      dataIndex: 'createTime',
      key: 'createTime',
      render: (at: string) => dateTime(at),
    },
    {
      title: t('membership.queue.actions'),
      key: 'actions',
      render: (_: unknown, application: MembershipApplication) => (
        <Space>
          <Button
            type="primary"
            size="small"
            aria-label={t('membership.queue.activateOf', { company: application.companyName })}
            onClick={() => setDecision({ kind: 'activate', application })}
          >
            {t('membership.queue.activate')}
          </Button>
          <Button
            danger
            size="small"
            aria-label={t('membership.queue.declineOf', { company: application.companyName })}
            onClick={() => setDecision({ kind: 'decline', application })}
          >
            {t('membership.queue.decline')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('membership.queue.title')}
      extra={
        <Button onClick={() => void mutate()} disabled={isLoading}>
          {t('membership.queue.refresh')}
        </Button>
      }
    >
      {error && !data ? (
        <ErrorState onRetry={() => void mutate()} />
      ) : (
        <ScrollRegion label={t('membership.queue.title')}>
          <Table<MembershipApplication>
            rowKey="id"
            size="middle"
            loading={isLoading}
            dataSource={data?.rows ?? []}
            columns={columns}
            locale={{ emptyText: t('membership.queue.empty') }}
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
        </ScrollRegion>
      )}
      <Modal
        open={decision?.kind === 'activate'}
        title={t('membership.queue.activateTitle')}
        okText={t('membership.queue.activate')}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        onCancel={close}
        onOk={() => {
          const application = decision?.application;
          if (application) void decide(() => activateApplication(application.id));
        }}
      >
        {t('membership.queue.activateConfirm', {
          company,
          tier: decision
            ? format.tierName(decision.application.roleKey, decision.application.roleName)
            : '',
        })}
      </Modal>
      <Modal
        open={decision?.kind === 'decline'}
        title={t('membership.queue.declineTitle', { company })}
        okText={t('membership.queue.decline')}
        okButtonProps={{ danger: true }}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        onCancel={close}
        onOk={() => form.submit()}
        forceRender
      >
        <Form
          form={form}
          name="declineMembership"
          layout="vertical"
          disabled={busy}
          onFinish={({ reason }) => {
            const application = decision?.application;
            if (application) void decide(() => declineApplication(application.id, reason));
          }}
        >
          <Form.Item
            label={t('membership.queue.reason')}
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
