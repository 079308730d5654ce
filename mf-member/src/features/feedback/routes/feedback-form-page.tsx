import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/session';
import { SignedOut } from '../../common/components/signed-out';
import { FeedbackForm } from '../components/feedback-form';
import '../locales';

/** Submits a suggestion, problem, complaint or other feedback to the platform. */
export function FeedbackFormPage() {
  const { t } = useTranslation('member');
  const signedIn = useSession((state) => state.token !== null);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {t('feedback.formTitle')}
      </Typography.Title>
      {signedIn ? <FeedbackForm /> : <SignedOut path="/feedbackForm" />}
    </Space>
  );
}
