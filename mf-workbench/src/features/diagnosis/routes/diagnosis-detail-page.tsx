import { PERMISSIONS } from '@portal/contracts';
import { navigate, useSession } from '@portal/session';
import type { RemoteScreenProps } from '@portal/ui';
import { Alert, Button, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetchDiagnosis, fetchQuestionnaire } from '../api/diagnosis';
import { AnswerList, CommentList, DiagnosisReport } from '../components/diagnosis-report';
import { QuestionnaireForm } from '../components/questionnaire-form';
import { ReviewPanel } from '../components/review-panel';
import { DiagnosisStatusTag } from '../components/status-tag';
import '../locales';
import './diagnosis.css';

function idOf(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('param'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * `/diagnosisDetail?param=<id>` (the type-4 notification's target): an editable diagnosis as the
 * questionnaire, a submitted one as its answers, a completed one as its report; the platform's
 * reviewers decide awaiting ones here.
 */
export function DiagnosisDetailPage({ search }: RemoteScreenProps) {
  const { t } = useTranslation('workbench-diagnosis');
  const id = idOf(search);
  const reviews = useSession((state) => state.hasPermission(PERMISSIONS.diagnosisReview));
  const ownCompany = useSession((state) => state.user?.comName ?? null);
  const questionnaire = useSWR('diagnosis-questionnaire', () => fetchQuestionnaire());
  const diagnosis = useSWR(id === null ? null : ['diagnosis', id], () => fetchDiagnosis(id!));

  if (id === null || (diagnosis.error && !diagnosis.data)) {
    return (
      <Result
        status="404"
        title={t('notFound')}
        extra={<Button onClick={() => navigate('/diagnosisRecord')}>{t('back')}</Button>}
      />
    );
  }
  if (questionnaire.error && !questionnaire.data) {
    return (
      <Result
        status="warning"
        title={t('loadFailed')}
        extra={<Button onClick={() => void questionnaire.mutate()}>{t('retry')}</Button>}
      />
    );
  }
  if (!diagnosis.data || !questionnaire.data) {
    return (
      <section className="diagnosis-page" aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </section>
    );
  }

  const current = diagnosis.data;
  // A reviewer reads another company's diagnosis; only the company itself fills it in.
  const ownDiagnosis = current.companyName === ownCompany;
  const editable = ownDiagnosis && (current.status === 1 || current.status === 3);
  return (
    <section className="diagnosis-page">
      <Typography.Title level={2}>
        {t('title')} · {current.companyName} <DiagnosisStatusTag status={current.status} />
      </Typography.Title>
      {editable && diagnosis.isValidating ? (
        // The form copies the answers once; a cached copy may be older than the last save, so
        // the form waits for this visit's answer.
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : editable ? (
        <QuestionnaireForm
          questionnaire={questionnaire.data}
          diagnosis={current}
          onSubmitted={() => void diagnosis.mutate()}
        />
      ) : (
        <>
          {current.status === 2 && <Alert type="info" showIcon title={t('awaiting')} />}
          {current.status === 4 && (
            <DiagnosisReport questionnaire={questionnaire.data} diagnosis={current} />
          )}
          <AnswerList questionnaire={questionnaire.data} diagnosis={current} />
          {reviews && current.status === 2 && (
            <ReviewPanel diagnosis={current} onChanged={() => void diagnosis.mutate()} />
          )}
        </>
      )}
      <CommentList diagnosis={current} />
    </section>
  );
}
