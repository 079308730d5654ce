import { PERMISSIONS, countryName } from '@portal/contracts';
import { isApiError } from '@portal/api-client';
import { useFormat } from '@portal/i18n';
import { navigate, useSession } from '@portal/session';
import { AppLink, ListState, notify, type RemoteScreenProps, VISUALLY_HIDDEN } from '@portal/ui';
import { Button, Segmented, Tabs, Typography } from 'antd';
import { CardTable } from '../../../shared/card-table';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  fetchOwnDiagnoses,
  fetchReviewQueue,
  startDiagnosis,
  type DiagnosisSummary,
  type ReviewEntry,
} from '../api/diagnosis';
import { DiagnosisStatusTag } from '../components/status-tag';
import '../locales';
import './diagnosis.css';

const PAGE_SIZE = 10;
const OPEN_STATUSES: readonly number[] = [1, 2, 3];

async function openNewDiagnosis(options: { replace?: boolean } = {}) {
  navigate(`/diagnosisDetail?param=${await startDiagnosis()}`, options);
}

function OwnDiagnoses({ resume }: { resume: boolean }) {
  const { t } = useTranslation('workbench-diagnosis');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [starting, setStarting] = useState(false);
  const list = useSWR(['own-diagnoses', page], () => fetchOwnDiagnoses(page, PAGE_SIZE));
  // The server lists the open one first.
  const open = list.data?.rows.find((row) => OPEN_STATUSES.includes(row.status));
  const resumed = useRef(false);

  const startFailed = (failure: unknown) =>
    notify('error', isApiError(failure) ? failure.message : t('loadFailed'));

  async function start() {
    setStarting(true);
    try {
      await openNewDiagnosis();
    } catch (failure) {
      startFailed(failure);
    } finally {
      setStarting(false);
    }
  }

  // The header's 企业诊断 (?resume): straight into the open diagnosis, or into a first one; a
  // company with finished reports stays here, to read them or start anew.
  useEffect(() => {
    if (!resume || resumed.current || !list.data) return;
    resumed.current = true;
    if (open) navigate(`/diagnosisDetail?param=${open.id}`, { replace: true });
    else if (list.data.total === 0) openNewDiagnosis({ replace: true }).catch(startFailed);
  });

  return (
    <>
      {/* Which button a company needs is known once its list has loaded: none before, rather
          than a disabled one that changes colour while axe or the user looks at it. */}
      <div className="diagnosis-toolbar">
        {!list.data ? null : open ? (
          <Button type="primary" onClick={() => navigate(`/diagnosisDetail?param=${open.id}`)}>
            {t('continue')}
          </Button>
        ) : (
          <Button type="primary" loading={starting} onClick={() => void start()}>
            {t('start')}
          </Button>
        )}
      </div>
      <ListState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {(diagnoses) => (
          <div className="diagnosis-table">
            <CardTable<DiagnosisSummary>
              rowKey="id"
              loading={list.isValidating}
              dataSource={diagnoses.rows}
              locale={{ emptyText: t('empty') }}
              pagination={{
                current: page,
                pageSize: PAGE_SIZE,
                total: diagnoses.total,
                showSizeChanger: false,
                hideOnSinglePage: true,
                onChange: setPage,
              }}
              columns={[
                {
                  title: t('columns.created'),
                  render: (_value, row) => format.dateTime(row.createTime),
                },
                {
                  title: t('columns.progress'),
                  render: (_value, row) => `${row.answered} / ${row.questionCount}`,
                },
                {
                  title: t('columns.status'),
                  render: (_value, row) => <DiagnosisStatusTag status={row.status} />,
                },
                { title: t('columns.score'), render: (_value, row) => row.overallScore ?? '—' },
                { title: t('columns.level'), render: (_value, row) => row.level ?? '—' },
                {
                  title: t('columns.actions'),
                  render: (_value, row) => (
                    <AppLink to={`/diagnosisDetail?param=${row.id}`}>
                      {row.status === 1 || row.status === 3 ? t('fill') : t('open')}
                    </AppLink>
                  ),
                },
              ]}
            />
          </div>
        )}
      </ListState>
    </>
  );
}

function ReviewQueue() {
  const { t } = useTranslation('workbench-diagnosis');
  const format = useFormat();
  const [status, setStatus] = useState<2 | 3 | 4>(2);
  const [page, setPage] = useState(1);
  const list = useSWR(['diagnosis-queue', status, page], () =>
    fetchReviewQueue(status, page, PAGE_SIZE),
  );
  return (
    <>
      <Segmented
        className="diagnosis-toolbar"
        aria-label={t('columns.status')}
        value={status}
        onChange={(value) => {
          setStatus(value as 2 | 3 | 4);
          setPage(1);
        }}
        options={([2, 3, 4] as const).map((value) => ({ value, label: t(`status.${value}`) }))}
      />
      <ListState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {(queue) => (
          <div className="diagnosis-table">
            <CardTable<ReviewEntry>
              rowKey="id"
              loading={list.isValidating}
              dataSource={queue.rows}
              locale={{ emptyText: t('queueEmpty') }}
              pagination={{
                current: page,
                pageSize: PAGE_SIZE,
                total: queue.total,
                showSizeChanger: false,
                hideOnSinglePage: true,
                onChange: setPage,
              }}
              columns={[
                { title: t('columns.company'), dataIndex: 'companyName' },
                {
                  title: t('columns.country'),
                  render: (_value, row) => countryName(row.country, format.language),
                },
                {
                  title: t('columns.submitter'),
                  render: (_value, row) => row.submitterName ?? '—',
                },
                {
                  title: t('columns.submitted'),
                  render: (_value, row) => (row.submitTime ? format.dateTime(row.submitTime) : '—'),
                },
                {
                  title: t('columns.status'),
                  render: (_value, row) => <DiagnosisStatusTag status={row.status} />,
                },
                {
                  title: t('columns.actions'),
                  render: (_value, row) => (
                    <AppLink to={`/diagnosisDetail?param=${row.id}`}>
                      {t('open')}
                      <span className={VISUALLY_HIDDEN}> {row.companyName}</span>
                    </AppLink>
                  ),
                },
              ]}
            />
          </div>
        )}
      </ListState>
    </>
  );
}

/**
 * `/diagnosisRecord`: the company's diagnoses, with the way to start one or continue the open
 * one; the platform's reviewers also get the queue of every company's submitted diagnoses.
 */
export function DiagnosisRecordPage({ search }: RemoteScreenProps) {
  const { t } = useTranslation('workbench-diagnosis');
  const resume = new URLSearchParams(search).has('resume');
  const reviews = useSession((state) => state.hasPermission(PERMISSIONS.diagnosisReview));
  return (
    <section className="diagnosis-page">
      <Typography.Title level={2}>{t('title')}</Typography.Title>
      <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
      {reviews ? (
        <Tabs
          items={[
            { key: 'own', label: t('tabs.own'), children: <OwnDiagnoses resume={resume} /> },
            { key: 'review', label: t('tabs.review'), children: <ReviewQueue /> },
          ]}
        />
      ) : (
        <OwnDiagnoses resume={resume} />
      )}
    </section>
  );
}
