import { isApiError } from '@portal/api-client';
import { useFormat } from '@portal/i18n';
import { AppLink, ListState, notify, ScrollRegion } from '@portal/ui';
import { Button, Empty, Form, Input, Modal, Segmented, Tag } from 'antd';
import { CardTable } from '../../../shared/card-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  approveRegistration,
  fetchRegistrations,
  isRegistrationStatus,
  rejectRegistration,
  type Registration,
  type RegistrationScope,
  type RegistrationStatus,
} from '../api/exhibitions';
import '../locales';

const PAGE_SIZE = 10;
const REMARK_MAX = 200;
const STATUS_COLOURS: Record<RegistrationStatus, string> = {
  1: 'processing',
  2: 'success',
  3: 'error',
};

/** Rejecting needs a remark the company will read; the server checks it too. */
function RejectDialog({
  registration,
  onDone,
  onClose,
}: {
  registration: Registration;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('workbench-exhibitions');
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!remark.trim()) {
      setProblem(t('remarkRequired'));
      return;
    }
    setBusy(true);
    try {
      notify('success', await rejectRegistration(registration.id, remark));
      onDone();
    } catch (failure) {
      setProblem(isApiError(failure) ? failure.message : t('loadFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('rejectTitle', { company: registration.companyName })}
      okText={t('reject')}
      cancelText={t('no')}
      okButtonProps={{ danger: true }}
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={onClose}
    >
      <p>{registration.exhibitionTitle}</p>
      <Form layout="vertical">
        <Form.Item
          label={t('remark')}
          required
          help={problem ?? t('remarkHint')}
          validateStatus={problem ? 'error' : undefined}
        >
          <Input.TextArea
            aria-label={t('remark')}
            rows={3}
            maxLength={REMARK_MAX}
            value={remark}
            onChange={(event) => {
              setRemark(event.target.value);
              setProblem(null);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The company's registrations (`own`), or every company's for the platform's reviewers
 * (`review`, oldest waiting first), filtered by status. `highlight` marks a notification's target.
 */
export function RegistrationList({
  scope,
  highlight,
}: {
  scope: RegistrationScope;
  highlight: number | null;
}) {
  const { t } = useTranslation('workbench-exhibitions');
  const format = useFormat();
  const [status, setStatus] = useState<RegistrationStatus | 0>(scope === 'review' ? 1 : 0);
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<Registration | null>(null);
  const list = useSWR(['exhibition-registrations', scope, status, page], () =>
    fetchRegistrations(scope, status, page, PAGE_SIZE),
  );

  function approve(registration: Registration) {
    Modal.confirm({
      title: t('approveConfirm', {
        company: registration.companyName,
        exhibition: registration.exhibitionTitle,
      }),
      okText: t('approve'),
      cancelText: t('no'),
      onOk: async () => {
        try {
          notify('success', await approveRegistration(registration.id));
          void list.mutate();
        } catch (failure) {
          notify('error', isApiError(failure) ? failure.message : t('loadFailed'));
        }
      },
    });
  }

  return (
    <>
      <Segmented
        className="exhibition-registrations__filter"
        aria-label={t('statusFilter')}
        value={status}
        onChange={(value) => {
          setStatus(value as RegistrationStatus | 0);
          setPage(1);
        }}
        options={([0, 1, 2, 3] as const).map((value) => ({
          value,
          label: t(`status.${value}`),
        }))}
      />
      <ListState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {(registrations) => (
          <ScrollRegion label={t('tableLabel')}>
            <CardTable<Registration>
              rowKey="id"
              loading={list.isValidating}
              dataSource={registrations.rows}
              rowClassName={(row) =>
                row.id === highlight ? 'exhibition-registrations__highlight' : ''
              }
              locale={{
                emptyText: (
                  <Empty description={t('empty')}>
                    {scope === 'own' && <AppLink to="/exhibitions">{t('browse')}</AppLink>}
                  </Empty>
                ),
              }}
              pagination={{
                current: page,
                pageSize: PAGE_SIZE,
                total: registrations.total,
                showSizeChanger: false,
                hideOnSinglePage: true,
                onChange: setPage,
              }}
              columns={[
                {
                  title: t('columns.exhibition'),
                  render: (_value, row) => (
                    <>
                      <AppLink to={`/exhibitionDetail?id=${row.exhibitionId}`}>
                        {row.exhibitionTitle}
                      </AppLink>
                      <div>
                        <Tag>{t(`phase.${row.exhibitionStatus}`)}</Tag>
                      </div>
                    </>
                  ),
                },
                ...(scope === 'review'
                  ? [
                      {
                        title: t('columns.company'),
                        render: (_value: unknown, row: Registration) => (
                          <AppLink to={`/enterpriseInfo?id=${row.companyId}`}>
                            {row.companyName}
                          </AppLink>
                        ),
                      },
                    ]
                  : []),
                {
                  title: t('columns.validity'),
                  render: (_value, row) =>
                    t('dates', { from: format.date(row.startsOn), to: format.date(row.endsOn) }),
                },
                {
                  title: t('columns.exhibits'),
                  render: (_value, row) => (
                    <details>
                      <summary>{t('exhibitCount', { count: row.exhibits.length })}</summary>
                      <ul className="exhibition-registrations__exhibits">
                        {row.exhibits.map((exhibit) => (
                          <li key={exhibit.id}>
                            <AppLink to={`/productDetail?id=${exhibit.id}`}>{exhibit.name}</AppLink>
                          </li>
                        ))}
                      </ul>
                    </details>
                  ),
                },
                {
                  title: t('columns.time'),
                  render: (_value, row) => format.dateTime(row.updateTime),
                },
                {
                  title: t('columns.status'),
                  render: (_value, row) => (
                    <>
                      {isRegistrationStatus(row.status) ? (
                        <Tag color={STATUS_COLOURS[row.status]}>{t(`status.${row.status}`)}</Tag>
                      ) : (
                        <Tag>{row.status}</Tag>
                      )}
                      {row.remark && (
                        <div className="exhibition-registrations__remark">
                          {t('remarkLabel')}
                          {row.remark}
                        </div>
                      )}
                    </>
                  ),
                },
                {
                  title: t('columns.actions'),
                  render: (_value, row) =>
                    scope === 'own'
                      ? row.status === 3 &&
                        row.exhibitionStatus !== 'ended' && (
                          <AppLink to={`/exhibitionDetail?id=${row.exhibitionId}`}>
                            {t('reregister')}
                          </AppLink>
                        )
                      : row.status === 1 && (
                          <div className="exhibition-registrations__actions">
                            <Button
                              size="small"
                              type="primary"
                              aria-label={`${t('approve')} ${row.companyName}`}
                              onClick={() => approve(row)}
                            >
                              {t('approve')}
                            </Button>
                            <Button
                              size="small"
                              danger
                              aria-label={`${t('reject')} ${row.companyName}`}
                              onClick={() => setRejecting(row)}
                            >
                              {t('reject')}
                            </Button>
                          </div>
                        ),
                },
              ]}
            />
          </ScrollRegion>
        )}
      </ListState>
      {rejecting && (
        <RejectDialog
          registration={rejecting}
          onClose={() => setRejecting(null)}
          onDone={() => {
            setRejecting(null);
            void list.mutate();
          }}
        />
      )}
    </>
  );
}
