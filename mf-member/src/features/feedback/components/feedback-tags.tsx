import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FeedbackStatus, FeedbackType } from '../api/feedback';

const STATUS_COLOURS: Record<FeedbackStatus, string> = { 0: 'orange', 1: 'blue', 2: 'green' };

export function FeedbackStatusTag({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation('member');
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid="feedback-status">
      {t(`feedback.statuses.${status}`)}
    </Tag>
  );
}

export function useFeedbackTypeName(): (type: FeedbackType) => string {
  const { t } = useTranslation('member');
  return (type) => t(`feedback.types.${type}`, { defaultValue: String(type) });
}
