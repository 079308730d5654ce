import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@portal/ui';
import '../locales';
import type { EntitySummary as Summary, RecordEntityType } from '../api/favourite';

const TYPE_COLOURS: Record<RecordEntityType, string> = {
  product: 'blue',
  company: 'green',
  news: 'purple',
};

export function EntityTypeTag({ entityType }: { entityType: RecordEntityType }) {
  const { t } = useTranslation('member');
  return (
    <Tag color={TYPE_COLOURS[entityType]}>
      {t(`records.types.${entityType}`, { defaultValue: entityType })}
    </Tag>
  );
}

/** The entity's title as a link to it with its subtitle, or a grey note once it is gone. */
export function EntitySummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation('member');
  if (summary.title === null) {
    return <Typography.Text type="secondary">{t('records.unavailable')}</Typography.Text>;
  }
  return (
    <Space orientation="vertical" size={0}>
      {summary.link ? (
        <AppLink to={summary.link}>{summary.title}</AppLink>
      ) : (
        <Typography.Text>{summary.title}</Typography.Text>
      )}
      {summary.subtitle && (
        <Typography.Text type="secondary" ellipsis={{ tooltip: summary.subtitle }}>
          {summary.subtitle}
        </Typography.Text>
      )}
    </Space>
  );
}
