import { useFormat } from '@portal/i18n';
import { ScrollRegion } from '@portal/ui';
import { Button, Result } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Chart } from '../../statistics/components/chart';
import '../../statistics/locales';
import { getPriceHistory, type PriceHistory as History } from '../api/prices';
import { historyOption } from './history-option';
import { formatPrice } from './price-format';
import { SourceLabel } from './source-label';
import '../locales';

/**
 * A commodity's observations: a line chart (echarts, through the statistics feature's chart, so
 * it is loaded on first draw only) and under it a table holding the same figures exactly.
 */
export function PriceHistory({ code }: { code: string }) {
  const { t } = useTranslation('portal-prices');
  const format = useFormat();
  const { data, error, mutate } = useSWR(['price-history', code, format.language], () =>
    getPriceHistory(code),
  );
  if (error && !data)
    return (
      <Result
        status="warning"
        title={t('loadFailed')}
        extra={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
      />
    );
  if (!data) return <div className="prices-loading" aria-busy="true" />;
  return <HistoryFigures history={data} />;
}

function HistoryFigures({ history }: { history: History }) {
  const { t } = useTranslation('portal-prices');
  const format = useFormat();
  const { commodity, observations } = history;
  const unit = format.unit(commodity.unit, 1);
  const title = t('historyTitle', { name: commodity.name, currency: commodity.currency, unit });
  const option = useMemo(
    () =>
      historyOption(observations, commodity.name, format.date, (value) =>
        formatPrice(format, String(value), commodity.currency),
      ),
    [observations, commodity, format],
  );

  return (
    <section className="prices-history" aria-labelledby={`prices-history-${commodity.code}`}>
      <h2 id={`prices-history-${commodity.code}`}>{title}</h2>
      <p className="prices-history__description">{commodity.description}</p>
      {observations.length === 0 ? (
        <p>{t('historyEmpty')}</p>
      ) : (
        <>
          <Chart option={option} label={t('chartLabel', { title })} height={300} />
          <ScrollRegion label={t('tableLabel', { title })}>
            <table className="prices-table">
              <caption className="prices-table__caption">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('historyTable.date')}</th>
                  <th scope="col" className="prices-table__number">
                    {t('historyTable.price', { currency: commodity.currency, unit })}
                  </th>
                  <th scope="col">{t('historyTable.source')}</th>
                </tr>
              </thead>
              <tbody>
                {observations.map((observation) => (
                  <tr key={observation.observedOn}>
                    <th scope="row">{format.date(observation.observedOn)}</th>
                    <td className="prices-table__number">
                      {formatPrice(format, observation.price, commodity.currency)}
                    </td>
                    <td>
                      <SourceLabel source={observation.source} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
    </section>
  );
}
