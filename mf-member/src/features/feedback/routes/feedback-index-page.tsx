import { Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@portal/contracts';
import { useSession } from '@portal/session';
import { LoadingState } from '../../common/components/query-state';
import { SignedOut } from '../../common/components/signed-out';
import { MyFeedbackTable } from '../components/my-feedback-table';
import { OperatorFeedbackQueue } from '../components/operator-feedback-queue';
import '../locales';

/** The member's feedback; an operator also gets the queue of every company's feedback. */
export function FeedbackIndexPage() {
  const { t } = useTranslation('member');
  const signedIn = useSession((state) => state.token !== null);
  const user = useSession((state) => state.user);
  const isOperator = useSession((state) => state.hasPermission(PERMISSIONS.feedbackReply));

  function content() {
    if (!signedIn) return <SignedOut path="/feedbackIndex" />;
    if (!user) return <LoadingState text={t('common.loadingAccount')} />;
    if (!isOperator) return <MyFeedbackTable />;
    return (
      <Tabs
        items={[
          {
            key: 'mine',
            label: t('feedback.mine'),
            children: <MyFeedbackTable />,
          },
          {
            key: 'queue',
            label: t('feedback.queue'),
            children: <OperatorFeedbackQueue />,
          },
        ]}
      />
    );
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {t('feedback.indexTitle')}
      </Typography.Title>
      {content()}
    </Space>
  );
}
