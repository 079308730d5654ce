import { useFormat } from '@portal/i18n';
import { Button, Empty, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { SAMPLE_SOURCE, getPrices } from '../api/prices';
import { PriceEntry } from './price-entry';
import { PriceHistory } from './price-history';
import { PriceTable } from './price-table';
import '../locales';

/**
 * The prices of every commodity, or of a pavilion's: when the last figure was observed, the
 * list, and the history of the one chosen (in the address, through `onSelect`). With nothing
 * observed it says so; it never shows a figure that was not observed.
 */
export function PricePanel({
  pavilion,
  selected,
  onSelect,
}: {
  pavilion?: string;
  selected: string | null;
  onSelect: (code: string) => void;
}) {
  const { t } = useTranslation('portal-prices');
  const format = useFormat();
  const { data, error, mutate } = useSWR(['prices', pavilion ?? '', format.language], () =>
    getPrices(pavilion),
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

  const observed = data.commodities.filter((row) => row.latest);
  const shown = observed.find((row) => row.code === selected) ?? observed[0];
  const hasSample = observed.some((row) => row.latest!.source === SAMPLE_SOURCE);
  return (
    <div className="prices-panel">
      <p className="prices-last" role="status">
        {data.lastObservedOn
          ? t('lastObserved', { date: format.date(data.lastObservedOn) })
          : t('noneObserved')}
      </p>
      {hasSample && <p className="prices-sample-notice">{t('sampleNotice')}</p>}
      {observed.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        <>
          <PriceTable
            commodities={data.commodities}
            selected={shown?.code ?? null}
            onSelect={onSelect}
          />
          {shown && <PriceHistory code={shown.code} />}
        </>
      )}
      <PriceEntry commodities={data.commodities} />
    </div>
  );
}
