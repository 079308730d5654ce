import { isApiError } from '@portal/api-client';
import { useFormat } from '@portal/i18n';
import { useSession } from '@portal/session';
import { Alert, Button, Card, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { notify } from '@portal/ui';
import { fetchEnteredRates, saveRates, type EnteredRate } from '../api/exchange-rates';
import '../locales';
import './exchange-rates-card.css';

const RATE = /^\d{1,10}(?:\.\d{1,8})?$/;

/** Today as YYYY-MM-DD in the browser's time zone: the latest date a rate may carry. */
function today(now = new Date()): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * The platform operator's entry of exchange rates (docs/demand.md, "Comparing quotes"): one
 * figure per trade currency, one date and one source for the batch.
 */
export default function ExchangeRatesCard() {
  const { t } = useTranslation('workbench-rates');
  const format = useFormat();
  const currencies = useSession((state) => state.tradeCurrency).filter(
    (entry) => entry.dictValue !== 'CNY',
  );
  const entered = useSWR('entered-exchange-rates', () => fetchEnteredRates());
  const [values, setValues] = useState<Record<string, string>>({});
  const [rateDate, setRateDate] = useState(today());
  const [source, setSource] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const byCurrency = new Map<string, EnteredRate>(
    (entered.data ?? []).map((rate) => [rate.currency, rate]),
  );

  async function save() {
    const filled = Object.entries(values).filter(([, value]) => value.trim() !== '');
    const invalid = filled.find(([, value]) => !RATE.test(value.trim()) || Number(value) <= 0);
    const found = !source.trim()
      ? t('sourceRequired')
      : !rateDate
        ? t('dateRequired')
        : filled.length === 0
          ? t('nothing')
          : invalid
            ? t('rateInvalid', { currency: invalid[0] })
            : null;
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      notify(
        'success',
        await saveRates({
          source: source.trim(),
          rates: filled.map(([currency, value]) => ({
            currency,
            perCny: Number(value),
            rateDate,
          })),
        }),
      );
      setValues({});
      void entered.mutate();
    } catch (failure) {
      setProblem(isApiError(failure) ? failure.message : t('loadFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={<h2 className="workbench-rates__title">{t('title')}</h2>}>
      <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
      <div className="workbench-rates__table">
        <Table
          rowKey="dictValue"
          size="small"
          pagination={false}
          loading={entered.isValidating}
          dataSource={currencies}
          columns={[
            {
              title: t('currency'),
              render: (_value, entry) => format.currency(entry.dictValue, entry.dictLabel),
            },
            {
              title: t('current'),
              render: (_value, entry) => {
                const rate = byCurrency.get(entry.dictValue);
                return rate
                  ? `${format.number(rate.perCny, { maximumFractionDigits: 8 })} (${format.date(rate.rateDate)}, ${rate.source})`
                  : t('none');
              },
            },
            {
              title: t('perCny'),
              render: (_value, entry) => (
                <Input
                  aria-label={`${t('perCny')} ${entry.dictValue}`}
                  inputMode="decimal"
                  maxLength={20}
                  value={values[entry.dictValue] ?? ''}
                  onChange={(event) =>
                    setValues((previous) => ({
                      ...previous,
                      [entry.dictValue]: event.target.value,
                    }))
                  }
                />
              ),
            },
          ]}
        />
      </div>
      <div className="workbench-rates__batch">
        <label>
          {t('date')}
          <Input
            type="date"
            max={today()}
            value={rateDate}
            onChange={(event) => setRateDate(event.target.value)}
          />
        </label>
        <label>
          {t('source')}
          <Input
            maxLength={200}
            placeholder={t('sourcePlaceholder')}
            value={source}
            onChange={(event) => setSource(event.target.value)}
          />
        </label>
      </div>
      {problem && <Alert type="error" role="alert" title={problem} />}
      <Button type="primary" loading={busy} onClick={() => void save()}>
        {t('save')}
      </Button>
    </Card>
  );
}
