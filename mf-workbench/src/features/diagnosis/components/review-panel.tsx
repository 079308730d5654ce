import { isApiError } from '@portal/api-client';
import { currentLanguage } from '@portal/i18n';
import { MESSAGES, translateValidation } from '@portal/validators';
import { Alert, Button, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@portal/ui';
import {
  approveDiagnosis,
  commentDiagnosis,
  rejectDiagnosis,
  type DiagnosisDetail,
} from '../api/diagnosis';
import '../locales';

/** The platform reviewer's comment, approval and return of an awaiting diagnosis. */
export function ReviewPanel({
  diagnosis,
  onChanged,
}: {
  diagnosis: DiagnosisDetail;
  onChanged: () => void;
}) {
  const { t } = useTranslation('workbench-diagnosis');
  const [comment, setComment] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function act(action: () => Promise<string>, after?: () => void) {
    setBusy(true);
    setProblem(null);
    try {
      notify('success', await action());
      after?.();
      onChanged();
    } catch (failure) {
      setProblem(isApiError(failure) ? failure.message : t('loadFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="diagnosis-review" className="diagnosis-review">
      <h3 id="diagnosis-review">{t('review.title')}</h3>
      <label htmlFor="diagnosis-comment">{t('review.comment')}</label>
      <Input.TextArea
        id="diagnosis-comment"
        rows={3}
        maxLength={1000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {problem && <Alert type="error" role="alert" title={problem} />}
      <Space wrap className="diagnosis-actions">
        <Button
          loading={busy}
          onClick={() => {
            if (!comment.trim()) setProblem(t('review.commentRequired'));
            else
              void act(
                () => commentDiagnosis(diagnosis.id, comment.trim()),
                () => setComment(''),
              );
          }}
        >
          {t('review.addComment')}
        </Button>
        <Button
          type="primary"
          loading={busy}
          onClick={() =>
            Modal.confirm({
              title: t('review.approveConfirm'),
              okText: t('review.yes'),
              cancelText: t('review.no'),
              onOk: () => act(() => approveDiagnosis(diagnosis.id)),
            })
          }
        >
          {t('review.approve')}
        </Button>
        <Button danger loading={busy} onClick={() => setRejecting(true)}>
          {t('review.reject')}
        </Button>
      </Space>
      {rejecting && (
        <Modal
          open
          title={t('review.reject')}
          okText={t('review.yes')}
          cancelText={t('review.no')}
          okButtonProps={{ danger: true }}
          confirmLoading={busy}
          onCancel={() => setRejecting(false)}
          onOk={() => {
            if (!reason.trim())
              setProblem(translateValidation(MESSAGES.reasonRequired, currentLanguage()));
            else
              void act(
                () => rejectDiagnosis(diagnosis.id, reason.trim()),
                () => setRejecting(false),
              );
          }}
        >
          <label htmlFor="diagnosis-reject-reason">{t('review.rejectReason')}</label>
          <Input.TextArea
            id="diagnosis-reject-reason"
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          {problem && <Alert type="error" role="alert" title={problem} />}
        </Modal>
      )}
    </section>
  );
}
