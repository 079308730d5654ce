import { useTranslation } from 'react-i18next';
import { SAMPLE_SOURCE } from '../api/prices';
import '../locales';

/** Who published a figure; the demo's sample figures say plainly that they are sample data. */
export function SourceLabel({ source }: { source: string }) {
  const { t } = useTranslation('portal-prices');
  if (source === SAMPLE_SOURCE) return <span className="prices-sample">{t('sample')}</span>;
  return <>{source}</>;
}
