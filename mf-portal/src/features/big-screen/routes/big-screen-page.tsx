import { htmlLang, useFormat, type Formatters } from '@portal/i18n';
import type { RemoteScreenProps } from '@portal/ui';
import { Button } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { getTradeFlows, type TradeFlows } from '../../globe/api/trade-flows';
import { compactUsd, exactUsd } from '../../statistics/components/amounts';
import { Chart } from '../../statistics/components/chart';
import { barOption, lineOption } from '../../statistics/components/chart-options';
import { FigureTable } from '../../statistics/components/figure-table';
import { partnerName } from '../../statistics/components/labels';
import '../../statistics/locales';
import '../../statistics/routes/statistics.css';
import { getPlatformFigures, type PlatformFigures } from '../api/platform-figures';
import { latestTrade, topPartners, tradeByYear } from '../components/trade-overview';
import '../locales';
import './big-screen.css';
import { VISUALLY_HIDDEN } from '@portal/ui';

/** How often the platform's counts are asked for again (the server remembers them 5 s). */
export const FIGURES_REFRESH_MS = 30_000;
/** The trade series change only with a new import of the reference data. */
export const TRADE_REFRESH_MS = 600_000;
const TOP_PARTNERS = 5;

function timeOfDay(value: string, format: Formatters) {
  return new Intl.DateTimeFormat(htmlLang(format.language), {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(value));
}

/**
 * `/bigScreen`: the wall display (1920 × 1080) of China–PLP trade and the platform's own figures,
 * which refresh every 30 s (docs/globe.md). Public; laid out for the wall, and still readable on a
 * phone or a laptop.
 */
export function BigScreenPage(_props: RemoteScreenProps) {
  const { t } = useTranslation('portal-big-screen');
  const format = useFormat();
  const figures = useSWR('big-screen-figures', getPlatformFigures, {
    refreshInterval: FIGURES_REFRESH_MS,
  });
  const trade = useSWR('globe-trade-flows', getTradeFlows, { refreshInterval: TRADE_REFRESH_MS });
  const counted = figures.data?.countedAt;

  return (
    <div className="big-screen">
      <header className="big-screen__header">
        <h1>{t('title')}</h1>
        <div className="big-screen__clock">
          {counted && (
            <p data-testid="big-screen-updated">
              {t('updatedAt', { time: timeOfDay(counted, format) })}
            </p>
          )}
          <p>{t('refreshEvery', { seconds: FIGURES_REFRESH_MS / 1000 })}</p>
          {figures.error && counted && (
            <p role="status" className="big-screen__stale">
              {t('refreshFailed', { time: timeOfDay(counted, format) })}
            </p>
          )}
        </div>
      </header>

      <section aria-labelledby="big-screen-headline">
        <h2 id="big-screen-headline" className={VISUALLY_HIDDEN}>
          {t('headline')}
        </h2>
        <ul className="big-screen__tiles">
          {trade.data && <TradeTiles data={trade.data} />}
          {figures.data && <PlatformTiles figures={figures.data} />}
        </ul>
        {!figures.data && figures.error && (
          <Failure message={t('platformFailed')} onRetry={() => void figures.mutate()} />
        )}
        {!trade.data && trade.error && (
          <Failure message={t('tradeFailed')} onRetry={() => void trade.mutate()} />
        )}
        {((!figures.data && !figures.error) || (!trade.data && !trade.error)) && (
          <div className="big-screen__loading" aria-busy="true" />
        )}
      </section>

      <div className="big-screen__panels">
        {trade.data && <TradePanels data={trade.data} />}
        {figures.data && <OrdersPanel figures={figures.data} />}
      </div>
    </div>
  );
}

function Failure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('portal-big-screen');
  return (
    <div className="big-screen__failure" role="alert">
      <p>{message}</p>
      <Button onClick={onRetry}>{t('retry')}</Button>
    </div>
  );
}

function Tile({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <li className="big-screen__tile">
      <span className="big-screen__tile-label">{label}</span>
      <strong className="big-screen__tile-value">{value}</strong>
      {note && <span className="big-screen__tile-note">{note}</span>}
    </li>
  );
}

function TradeTiles({ data }: { data: TradeFlows }) {
  const { t } = useTranslation('portal-big-screen');
  const { t: ts } = useTranslation('portal-statistics');
  const format = useFormat();
  return (
    <>
      {(['china', 'macau'] as const).map((reporter) => {
        const latest = latestTrade(data, reporter);
        if (!latest) return null;
        return (
          <Tile
            key={reporter}
            label={t('trade', { reporter: ts(`reporter.${reporter}`), year: latest.year })}
            value={
              latest.value === null ? ts('table.notReported') : compactUsd(latest.value, format)
            }
            note={
              latest.change !== null && latest.previousYear !== null
                ? t('change', {
                    year: latest.previousYear,
                    change: format.number(latest.change, {
                      style: 'percent',
                      maximumFractionDigits: 1,
                      signDisplay: 'exceptZero',
                    }),
                  })
                : undefined
            }
          />
        );
      })}
    </>
  );
}

function PlatformTiles({ figures }: { figures: PlatformFigures }) {
  const { t } = useTranslation('portal-big-screen');
  const format = useFormat();
  const count = (value: number) => format.number(value);
  return (
    <>
      <Tile label={t('verifiedCompanies')} value={count(figures.verifiedCompanies)} />
      <Tile label={t('publishedProducts')} value={count(figures.publishedProducts)} />
      <Tile label={t('orders')} value={count(figures.orders.total)} />
      <Tile
        label={t('exhibitions')}
        value={count(figures.exhibitions.total)}
        note={t('exhibitionsDetail', {
          ongoing: count(figures.exhibitions.ongoing),
          upcoming: count(figures.exhibitions.upcoming),
        })}
      />
    </>
  );
}

function TradePanels({ data }: { data: TradeFlows }) {
  const { t } = useTranslation('portal-big-screen');
  const { t: ts } = useTranslation('portal-statistics');
  const format = useFormat();
  const compact = useMemo(() => (value: number) => compactUsd(value, format), [format]);
  const byYear = useMemo(() => tradeByYear(data, 'china'), [data]);
  const latestYear = byYear.at(-1)?.year ?? data.latestYear;
  const top = useMemo(
    () => topPartners(data, 'china', latestYear, TOP_PARTNERS),
    [data, latestYear],
  );
  const flowLabel = ts('flow.total');
  const line = useMemo(
    () =>
      lineOption(
        byYear.map((entry) => ({
          year: entry.year,
          value: entry.value === null ? null : String(entry.value),
        })),
        flowLabel,
        compact,
      ),
    [byYear, flowLabel, compact],
  );
  const bars = useMemo(
    () =>
      barOption(
        top.map((entry) => ({
          label: partnerName(entry.partner, format.language),
          value: entry.value === null ? null : String(entry.value),
        })),
        flowLabel,
        compact,
      ),
    [top, flowLabel, compact, format.language],
  );
  const exact = (value: number | null) =>
    value === null ? ts('table.notReported') : exactUsd(value, format);
  const trendTitle = t('trend');
  const partnersTitle = t('partners', { year: latestYear });
  const valueHeader = ts('table.value', { flow: flowLabel });

  return (
    <>
      <section className="big-screen__panel" aria-labelledby="big-screen-trend">
        <h2 id="big-screen-trend">{trendTitle}</h2>
        <Chart option={line} label={ts('chartLabel', { title: trendTitle })} height={300} />
        <details className="big-screen__table">
          <summary>{t('showTable')}</summary>
          <FigureTable
            title={trendTitle}
            columns={[ts('table.year'), valueHeader]}
            numeric={[1]}
            rows={byYear.map((entry) => ({
              key: String(entry.year),
              cells: [entry.year, exact(entry.value)],
              csv: [entry.year, entry.value],
            }))}
            fileName={`china-plp-total-${byYear[0]?.year}-${latestYear}-by-year.csv`}
            source={data.source}
          />
        </details>
        <p className="statistics-source">{ts('source', { source: data.source })}</p>
      </section>

      <section className="big-screen__panel" aria-labelledby="big-screen-partners">
        <h2 id="big-screen-partners">{partnersTitle}</h2>
        <Chart
          option={bars}
          label={ts('chartLabel', { title: partnersTitle })}
          height={Math.max(200, 44 * top.length + 40)}
        />
        <details className="big-screen__table">
          <summary>{t('showTable')}</summary>
          <FigureTable
            title={partnersTitle}
            columns={[ts('table.partner'), valueHeader]}
            numeric={[1]}
            rows={top.map((entry) => ({
              key: entry.partner,
              cells: [partnerName(entry.partner, format.language), exact(entry.value)],
              csv: [partnerName(entry.partner, format.language), entry.value],
            }))}
            fileName={`china-plp-total-${latestYear}-top-partners.csv`}
            source={data.source}
          />
        </details>
        <p className="statistics-source">{ts('source', { source: data.source })}</p>
      </section>
    </>
  );
}

/** Orders by status as a table with a bar per row: the bar is decoration, the count is the figure. */
function OrdersPanel({ figures }: { figures: PlatformFigures }) {
  const { t } = useTranslation('portal-big-screen');
  const format = useFormat();
  const largest = Math.max(1, ...figures.orders.byStatus.map((entry) => entry.count));
  return (
    <section className="big-screen__panel" aria-labelledby="big-screen-orders">
      <h2 id="big-screen-orders">{t('ordersByStatus')}</h2>
      <table className="big-screen__orders">
        <caption className={VISUALLY_HIDDEN}>{t('ordersByStatus')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('statusColumn')}</th>
            <th scope="col">{t('countColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {figures.orders.byStatus.map((entry) => (
            <tr key={entry.status}>
              <th scope="row">{t(`status.${entry.status}`)}</th>
              <td>
                <span
                  className="big-screen__bar"
                  aria-hidden="true"
                  style={{ inlineSize: `${(entry.count / largest) * 100}%` }}
                />
                <span className="big-screen__count">{format.number(entry.count)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
