import { countryFlag, countryName } from '@portal/contracts';
import { AppLink } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { DemandCard as Card } from '../api/demand';
import '../locales';
import './demand-card.css';

/** 1234.5 → '1,234.50' (spec §9: two decimals with thousand separators). */
export function formatMoney(value: string): string {
  return Number(value).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

export function PriceRange({
  demand,
}: {
  demand: Pick<Card, 'priceMin' | 'priceMax' | 'currency' | 'unit'>;
}) {
  const { t } = useTranslation('portal-demand');
  return (
    <span className="demand-card__price">
      {demand.currency} {formatMoney(demand.priceMin)} – {formatMoney(demand.priceMax)}{' '}
      <small>{t('perUnit', { unit: demand.unit })}</small>
    </span>
  );
}

/** A demand of the hall: what, how much, for how much, until when, and who buys. */
export function DemandCard({ demand }: { demand: Card }) {
  const { t, i18n } = useTranslation('portal-demand');
  const language = i18n.resolvedLanguage ?? 'zh';
  return (
    <li className="demand-card" data-testid={`demand-card-${demand.id}`}>
      <AppLink to={`/demandInfo?id=${demand.id}`} className="demand-card__title">
        {demand.title}
      </AppLink>
      <span className="demand-card__row">
        {t('quantity')}: {Number(demand.quantity).toLocaleString('en-US')} {demand.unit}
      </span>
      <PriceRange demand={demand} />
      <span className="demand-card__row">
        {t('deadlineOn', { date: demand.deadline.slice(0, 10) })}
      </span>
      <span className="demand-card__company">
        <span aria-hidden="true">{countryFlag(demand.company.country)}</span>
        <span className="visually-hidden">{countryName(demand.company.country, language)}</span>
        <AppLink to={`/enterpriseInfo?id=${demand.company.id}`}>{demand.company.name}</AppLink>
        {demand.company.verified && <span className="demand-badge">{t('verified')}</span>}
      </span>
    </li>
  );
}
