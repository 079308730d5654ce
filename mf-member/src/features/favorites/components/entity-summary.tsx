import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppLink, ListingText } from '@portal/ui';
import '../locales';
import {
  isRecordEntityType,
  type EntitySummary as Summary,
  type RecordEntityType,
} from '../api/favourite';

const TYPE_COLOURS: Record<RecordEntityType, string> = {
  product: 'blue',
  company: 'green',
  news: 'purple',
};

/** A type the portal does not know yet is shown by its name, uncoloured. */
export function EntityTypeTag({ entityType }: { entityType: string }) {
  const { t } = useTranslation('member');
  return (
    <Tag color={isRecordEntityType(entityType) ? TYPE_COLOURS[entityType] : undefined}>
      {t(`records.types.${entityType}`, { defaultValue: entityType })}
    </Tag>
  );
}

/**
 * The entity's title as a link to it with its subtitle, or a grey note once it is gone. The title
 * is in the reader's language where the listing has it, else marked with the language it is in.
 */
export function EntitySummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation('member');
  if (summary.title === null) {
    return <Typography.Text type="secondary">{t('records.unavailable')}</Typography.Text>;
  }
  const title = summary.textLanguage ? (
    <ListingText
      textLanguage={summary.textLanguage}
      machineTranslated={summary.machineTranslated ?? false}
    >
      {summary.title}
    </ListingText>
  ) : (
    summary.title
  );
  return (
    <Space orientation="vertical" size={0}>
      {summary.link ? (
        <AppLink to={summary.link}>{title}</AppLink>
      ) : (
        <Typography.Text>{title}</Typography.Text>
      )}
      {summary.subtitle && (
        <Typography.Text type="secondary" ellipsis={{ tooltip: summary.subtitle }}>
          {summary.subtitle}
        </Typography.Text>
      )}
    </Space>
  );
}
