import { useState } from 'react';
import { Button, Input, Popconfirm, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contracts';
import { navigate } from '@portal/session';
import { AppLink, notify } from '@portal/ui';
import { ErrorState } from '../../common/components/query-state';
import { fetchStaffList } from '../api/fetch-staff-list';
import { setStaffDisabled } from '../api/set-staff-disabled';
import { setStaffVerified } from '../api/set-staff-verified';
import { setSupplyPublish } from '../api/set-supply-publish';
import type { Staff, StaffStatusFilter } from '../api/staff';
import { STAFF_LIST_KEY } from './cache-keys';
import { StaffAvatar } from './staff-avatar';
import { STAFF_MESSAGES } from './staff-messages';
import { validationText } from '../../common/validation-text';

const PAGE_SIZE = 10;
const ALL_STATUSES = 'all';

interface Props {
  /** Called after a change that may move the sub-account counter. */
  onChanged: () => Promise<unknown>;
}

/** The company's employees, searched, filtered and paged by the server, with their actions. */
export function StaffTable({ onChanged }: Props) {
  const { t } = useTranslation('member');
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<StaffStatusFilter | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [busyId, setBusyId] = useState<number | null>(null);
  const { data, error, isLoading, mutate } = useSWR(
    [STAFF_LIST_KEY, page, pageSize, keyword, status],
    () => fetchStaffList({ pageNum: page, pageSize, keyword, status }),
  );

  async function act(staff: Staff, run: () => Promise<string>) {
    setBusyId(staff.id);
    try {
      const msg = await run();
      notify('success', msg || t('staff.done'));
      await Promise.all([mutate(), onChanged()]);
    } catch {
      // Shown by the client.
    } finally {
      setBusyId(null);
    }
  }

  function verify(staff: Staff) {
    // The server refuses to verify without a business card; say so without the round trip.
    if (!staff.businessCard) {
      notify('warning', validationText(STAFF_MESSAGES.cardRequired));
      return;
    }
    void act(staff, () => setStaffVerified(staff.id, true));
  }

  const columns = [
    {
      title: t('staff.avatar'),
      key: 'avatar',
      render: (_: unknown, staff: Staff) => <StaffAvatar url={staff.touxiang} name={staff.name} />,
    },
    {
      title: t('staff.name'),
      key: 'name',
      render: (_: unknown, staff: Staff) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{staff.name}</Typography.Text>
          {staff.englishName && (
            <Typography.Text type="secondary">{staff.englishName}</Typography.Text>
          )}
        </Space>
      ),
    },
    { title: t('staff.account'), dataIndex: 'username', key: 'username' },
    ...(['position', 'workEmail', 'wechat'] as const).map((field) => ({
      title: t(`staff.${field}`),
      dataIndex: field,
      key: field,
      render: (value: string | null) => value || '—',
    })),
    {
      title: t('staff.verification'),
      key: 'verified',
      render: (_: unknown, staff: Staff) =>
        staff.verified ? (
          <Tag color="green">{t('staff.verified')}</Tag>
        ) : (
          <Tag>{t('staff.unverified')}</Tag>
        ),
    },
    {
      title: t('staff.status'),
      key: 'status',
      render: (_: unknown, staff: Staff) =>
        staff.disabled ? (
          <Tag color="red">{t('staff.disabled')}</Tag>
        ) : (
          <Tag color="blue">{t('staff.enabled')}</Tag>
        ),
    },
    {
      title: t('staff.supplyPublish'),
      key: 'supplyPublish',
      render: (_: unknown, staff: Staff) => (
        <Switch
          checked={staff.supplyPublish}
          loading={busyId === staff.id}
          aria-label={t('staff.supplyPublishOf', { name: staff.name })}
          onChange={(granted) => void act(staff, () => setSupplyPublish(staff.id, granted))}
        />
      ),
    },
    {
      title: t('staff.actions'),
      key: 'actions',
      render: (_: unknown, staff: Staff) => (
        <Space wrap size="small">
          <AppLink
            to={`/staffUpdate?id=${staff.id}`}
            aria-label={t('staff.editOf', { name: staff.name })}
          >
            {t('staff.edit')}
          </AppLink>
          {staff.verified ? (
            <Button
              type="link"
              size="small"
              disabled={busyId === staff.id}
              aria-label={t('staff.unverifyOf', { name: staff.name })}
              onClick={() => void act(staff, () => setStaffVerified(staff.id, false))}
            >
              {t('staff.unverify')}
            </Button>
          ) : (
            <Button
              type="link"
              size="small"
              disabled={busyId === staff.id}
              aria-label={t('staff.verifyOf', { name: staff.name })}
              onClick={() => verify(staff)}
            >
              {t('staff.verify')}
            </Button>
          )}
          {staff.disabled ? (
            <Button
              type="link"
              size="small"
              disabled={busyId === staff.id}
              aria-label={t('staff.enableOf', { name: staff.name })}
              onClick={() => void act(staff, () => setStaffDisabled(staff.id, false))}
            >
              {t('staff.enable')}
            </Button>
          ) : (
            <Popconfirm
              title={t('staff.disableConfirm', { name: staff.name })}
              okText={t('staff.confirmDisable')}
              okButtonProps={{ danger: true }}
              cancelText={t('common.cancel')}
              onConfirm={() => act(staff, () => setStaffDisabled(staff.id, true))}
            >
              <Button
                type="link"
                size="small"
                danger
                disabled={busyId === staff.id}
                aria-label={t('staff.disableOf', { name: staff.name })}
              >
                {t('staff.disable')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Space wrap>
        <Input.Search
          allowClear
          maxLength={LIMITS.searchMaxLength}
          placeholder={t('staff.search')}
          aria-label={t('staff.searchLabel')}
          style={{ width: 280 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
        <Select<StaffStatusFilter | typeof ALL_STATUSES>
          aria-label={t('staff.statusFilter')}
          style={{ width: 160 }}
          value={status ?? ALL_STATUSES}
          onChange={(value) => {
            setStatus(value === ALL_STATUSES ? undefined : value);
            setPage(1);
          }}
          options={[
            { value: ALL_STATUSES, label: t('staff.allStatuses') },
            { value: 'enabled', label: t('staff.enabled') },
            { value: 'disabled', label: t('staff.disabled') },
          ]}
        />
        <Button type="primary" onClick={() => navigate('/staffUpdate')}>
          {t('staff.add')}
        </Button>
      </Space>
      {error && !data ? (
        <ErrorState onRetry={() => void mutate()} />
      ) : (
        <Table<Staff>
          rowKey="id"
          size="middle"
          scroll={{ x: true }}
          loading={isLoading}
          dataSource={data?.rows ?? []}
          columns={columns}
          locale={{ emptyText: t('staff.empty') }}
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
    </Space>
  );
}
