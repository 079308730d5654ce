import { htmlLang, useFormat } from '@portal/i18n';
import { Button, Result } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { getTradeSeries, type TradeSeries } from '../api/statistics';
import { compactUsd, exactUsd } from './amounts';
import { Chart } from './chart';
import { barOption, lineOption } from './chart-options';
import { FigureTable } from './figure-table';
import { partnerName } from './labels';
import type { Selection } from './statistics-query';

/** The selection's period as words: "2003–2024", or one year. */
export function useYearsLabel() {
  const { t } = useTranslation('portal-statistics');
  return (from: number, to: number) =>
    from === to ? t('year', { year: from }) : t('years', { from, to });
}

function fileStem(series: TradeSeries) {
  return `${series.reporter}-plp-${series.flow}-${series.from}-${series.to}`;
}

/** The line over the years and the bars by partner, each with its table, for one selection. */
export function TradeSections({ selection }: { selection: Selection }) {
  const { t } = useTranslation('portal-statistics');
  const format = useFormat();
  const yearsLabel = useYearsLabel();
  const { reporter, partners, from, to, flow } = selection;
  const { data, error, isLoading, mutate } = useSWR(
    ['statistics-trade', reporter, partners.join(','), from, to, flow],
    () => getTradeSeries({ reporter, partners, from, to, flow }),
  );
  const compact = useMemo(() => (value: number) => compactUsd(value, format), [format]);
  // Labels follow the answer shown (the previous one stays while the next loads).
  const flowLabel = t(`flow.${data?.flow ?? flow}`);
  const lineChart = useMemo(
    () => (data ? lineOption(data.byYear, flowLabel, compact) : null),
    [data, flowLabel, compact],
  );
  const barChart = useMemo(
    () =>
      data
        ? barOption(
            data.byPartner.map((entry) => ({
              label: partnerName(entry.partner, format.language),
              value: entry.value,
            })),
            flowLabel,
            compact,
          )
        : null,
    [data, flowLabel, compact, format.language],
  );

  if (error && !data) {
    return (
      <Result
        status="warning"
        title={t('loadFailed')}
        extra={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
      />
    );
  }
  if (isLoading && !data) return <div className="statistics-loading" aria-busy="true" />;
  if (!data || !lineChart || !barChart) return null;

  const years = yearsLabel(data.from, data.to);
  const exact = (value: string | null) =>
    value === null ? t('table.notReported') : exactUsd(value, format);
  const valueHeader = t('table.value', { flow: flowLabel });
  const byYearTitle = t('byYear.title', { flow: flowLabel });
  const byPartnerTitle = t('byPartner.title', { flow: flowLabel, years });
  const partnersLabel = selection.allPartners
    ? t('partnersAll', { count: data.partners.length })
    : new Intl.ListFormat(htmlLang(format.language), { type: 'conjunction' }).format(
        data.partners.map((code) => partnerName(code, format.language)),
      );

  return (
    <>
      <div className="statistics-summary" aria-live="polite">
        <p data-testid="statistics-summary">
          <strong>{t(`reporter.${data.reporter}`)}</strong>{' '}
          {t('summary', {
            flow: flowLabel,
            partners: partnersLabel,
            years,
            amount: data.total === null ? t('table.notReported') : compactUsd(data.total, format),
          })}
        </p>
        <p className="statistics-source">{t('source', { source: data.source })}</p>
      </div>

      <section className="statistics-section" aria-labelledby="statistics-by-year">
        <h2 id="statistics-by-year">{byYearTitle}</h2>
        <Chart option={lineChart} label={t('chartLabel', { title: byYearTitle })} height={320} />
        <FigureTable
          title={byYearTitle}
          columns={[t('table.year'), valueHeader]}
          numeric={[1]}
          rows={data.byYear.map((entry) => ({
            key: String(entry.year),
            cells: [entry.year, exact(entry.value)],
            csv: [entry.year, entry.value],
          }))}
          fileName={`${fileStem(data)}-by-year.csv`}
          source={data.source}
        />
      </section>

      <section className="statistics-section" aria-labelledby="statistics-by-partner">
        <h2 id="statistics-by-partner">{byPartnerTitle}</h2>
        <Chart
          option={barChart}
          label={t('chartLabel', { title: byPartnerTitle })}
          height={Math.max(200, 40 * data.byPartner.length + 40)}
        />
        <FigureTable
          title={byPartnerTitle}
          columns={[t('table.partner'), valueHeader]}
          numeric={[1]}
          rows={[
            ...data.byPartner.map((entry) => ({
              key: entry.partner,
              cells: [partnerName(entry.partner, format.language), exact(entry.value)],
              csv: [partnerName(entry.partner, format.language), entry.value],
            })),
            {
              key: 'total',
              cells: [t('table.total'), exact(data.total)],
              csv: [t('table.total'), data.total],
              total: true,
            },
          ]}
          fileName={`${fileStem(data)}-by-partner.csv`}
          source={data.source}
        />
      </section>
    </>
  );
}
