import { navigate } from '@portal/session';
import type { RemoteScreenProps } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { PricePanel } from '../components/price-panel';
import '../locales';
import './prices.css';

/** `/prices?commodity=`: the commodities' observed prices and one's history (docs/routes.md). */
export function PricesPage({ search }: RemoteScreenProps) {
  const { t } = useTranslation('portal-prices');
  const selected = new URLSearchParams(search).get('commodity');
  return (
    <div className="prices-page">
      <h1>{t('title')}</h1>
      <p className="prices-page__intro">{t('intro')}</p>
      <PricePanel
        selected={selected}
        onSelect={(code) => navigate(`/prices?commodity=${encodeURIComponent(code)}`)}
      />
    </div>
  );
}
