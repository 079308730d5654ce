import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_STATUSES, type FeedbackStatus } from '../api/feedback';

const ALL = 'all';

export function FeedbackStatusFilter({
  value,
  onChange,
}: {
  value: FeedbackStatus | undefined;
  onChange: (status: FeedbackStatus | undefined) => void;
}) {
  const { t } = useTranslation('member');
  return (
    <Select<FeedbackStatus | typeof ALL>
      aria-label={t('feedback.statusFilter')}
      style={{ width: 160 }}
      value={value ?? ALL}
      onChange={(next) => onChange(next === ALL ? undefined : next)}
      options={[
        { value: ALL, label: t('feedback.allStatuses') },
        ...FEEDBACK_STATUSES.map((status) => ({
          value: status,
          label: t(`feedback.statuses.${status}`),
        })),
      ]}
    />
  );
}
