import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ENTITY_TYPES, type RecordEntityType } from '../api/favourite';

const ALL = 'all';

/** All / products / companies / news: filters a list of favourites or views. */
export function EntityTypeTabs({
  value,
  onChange,
}: {
  value: RecordEntityType | undefined;
  onChange: (entityType: RecordEntityType | undefined) => void;
}) {
  const { t } = useTranslation('member');
  return (
    <Tabs
      activeKey={value ?? ALL}
      onChange={(key) => onChange(key === ALL ? undefined : (key as RecordEntityType))}
      items={[
        { key: ALL, label: t('records.all') },
        ...ENTITY_TYPES.map((entityType) => ({
          key: entityType,
          label: t(`records.plural.${entityType}`),
        })),
      ]}
    />
  );
}
