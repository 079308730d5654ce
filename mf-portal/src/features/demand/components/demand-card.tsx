import { useFormat } from '@portal/i18n';
import { AppLink, CountryFlag, ListingText } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { DemandCard as Card } from '../api/demand';
import '../locales';
import './demand-card.css';

/** The buyer's price range, the reader's way, per one unit named in their language. */
export function PriceRange({
  demand,
}: {
  demand: Pick<Card, 'priceMin' | 'priceMax' | 'currency' | 'unit'>;
}) {
  const { t } = useTranslation('portal-demand');
  const format = useFormat();
  return (
    <span className="demand-card__price">
      {format.money(demand.priceMin, demand.currency)} –{' '}
      {format.money(demand.priceMax, demand.currency)}{' '}
      <small>{t('perUnit', { unit: format.unit(demand.unit, 1) })}</small>
    </span>
  );
}

/** A demand of the hall: what, how much, for how much, until when, and who buys. */
export function DemandCard({ demand }: { demand: Card }) {
  const { t } = useTranslation('portal-demand');
  const format = useFormat();
  return (
    <li className="demand-card" data-testid={`demand-card-${demand.id}`}>
      <AppLink to={`/demandInfo?id=${demand.id}`} className="demand-card__title">
        <ListingText
          textLanguage={demand.textLanguage}
          machineTranslated={demand.machineTranslated}
        >
          {demand.title}
        </ListingText>
      </AppLink>
      <span className="demand-card__row">
        {t('quantity')}: {format.quantity(demand.quantity, demand.unit)}
      </span>
      <PriceRange demand={demand} />
      <span className="demand-card__row">
        {t('deadlineOn', { date: format.date(demand.deadline.slice(0, 10)) })}
      </span>
      <span className="demand-card__company">
        <CountryFlag code={demand.company.country} labelled />
        <AppLink to={`/enterpriseInfo?id=${demand.company.id}`}>{demand.company.name}</AppLink>
        {demand.company.verified && <span className="demand-badge">{t('verified')}</span>}
      </span>
    </li>
  );
}
