import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/contracts';
import { formatNumber } from '@portal/i18n';
import { getTradeOverview, type TradeOverview } from '../api/get-trade-overview';

/** "US$ 1.2 bn" / "12亿美元"-style figures; the shared formatter is built once per language. */
const COMPACT_USD: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
};

function TrendChart({ overview, label }: { overview: TradeOverview; label: string }) {
  const years = overview.china.byYear;
  const max = Math.max(...years.map((entry) => entry.totalTradeUsd ?? 0), 1);
  const barWidth = 100 / years.length;
  return (
    <figure className="trend">
      <figcaption>{label}</figcaption>
      <svg viewBox="0 0 100 40" preserveAspectRatio="none" role="img" aria-label={label}>
        {years.map((entry, index) => {
          const height = ((entry.totalTradeUsd ?? 0) / max) * 38;
          return (
            <rect
              key={entry.year}
              x={index * barWidth + barWidth * 0.15}
              y={40 - height}
              width={barWidth * 0.7}
              height={height}
            >
              <title>{`${entry.year}: ${((entry.totalTradeUsd ?? 0) / 1e9).toFixed(1)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="trend__axis">
        <span>{years[0]?.year}</span>
        <span>{years.at(-1)?.year}</span>
      </div>
    </figure>
  );
}

/** The figures' own layout with empty values, so nothing below moves when they arrive. */
function FiguresSkeleton() {
  return (
    <div className="figures figures--loading" aria-busy="true">
      <dl className="figures__cards">
        {[0, 1, 2].map((card) => (
          <div key={card}>
            <dt>&nbsp;</dt>
            <dd>&nbsp;</dd>
          </div>
        ))}
      </dl>
      <div className="figures__charts">
        <figure className="trend" />
        <figure className="partners" />
      </div>
      <p className="figures__source">&nbsp;</p>
    </div>
  );
}

/** Headline trade figures from UN Comtrade, drawn without a chart library to keep home light. */
export function TradeFigures() {
  const { t, i18n } = useTranslation('portal');
  const language = i18n.resolvedLanguage as Language;
  const { data, error, isLoading, mutate } = useSWR('trade-overview', () => getTradeOverview());

  if (isLoading) return <FiguresSkeleton />;
  if (error || !data) {
    return (
      <div className="figures-failed" role="alert">
        <p>{t('figures.failed')}</p>
        <button type="button" onClick={() => void mutate()}>
          {t('figures.retry')}
        </button>
      </div>
    );
  }
  const year = data.china.latestYear;
  const macauYear = data.macau.latestYear;
  const latestChina = data.china.byYear.find((entry) => entry.year === year);
  const latestMacau = data.macau.byYear.find((entry) => entry.year === macauYear);
  const partners = data.china.latestByPartner
    .filter((partner) => partner.totalTradeUsd !== null)
    .sort((a, b) => (b.totalTradeUsd ?? 0) - (a.totalTradeUsd ?? 0))
    .slice(0, 5);
  const top = partners[0]?.totalTradeUsd ?? 1;
  const money = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : formatNumber(value, language, COMPACT_USD);
  return (
    <div className="figures" data-testid="trade-figures">
      <dl className="figures__cards">
        <div>
          <dt>{t('figures.chinaTotal', { year })}</dt>
          <dd>{money(latestChina?.totalTradeUsd)}</dd>
        </div>
        <div>
          <dt>{t('figures.chinaExports', { year })}</dt>
          <dd>{money(latestChina?.exportsUsd)}</dd>
        </div>
        <div>
          <dt>{t('figures.macauTotal', { year: macauYear })}</dt>
          <dd>{money(latestMacau?.totalTradeUsd)}</dd>
        </div>
      </dl>
      <div className="figures__charts">
        <TrendChart overview={data} label={t('figures.trend')} />
        <figure className="partners">
          <figcaption>{t('figures.partners', { year })}</figcaption>
          <ol>
            {partners.map((partner) => (
              <li key={partner.partner}>
                <span className="partners__name">
                  {t(`partner.${partner.partner}`, { defaultValue: partner.partner })}
                </span>
                <span
                  className="partners__bar"
                  style={{ width: `${((partner.totalTradeUsd ?? 0) / top) * 100}%` }}
                />
                <span className="partners__value">{money(partner.totalTradeUsd)}</span>
              </li>
            ))}
          </ol>
        </figure>
      </div>
      <p className="figures__source">{t('figures.source', { source: data.source })}</p>
    </div>
  );
}
