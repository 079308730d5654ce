import { isApiError } from '@portal/api-client';
import { industryLabel, useFormat } from '@portal/i18n';
import { navigate, useSession } from '@portal/session';
import { AppLink, CountryFlag, notify, type RemoteScreenProps } from '@portal/ui';
import { Alert, Button, Descriptions, Empty, Modal, Result, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  confirmQuote,
  fetchDemand,
  fetchRates,
  openQuoteChat,
  fetchReceivedQuotes,
  finishDemand,
  type DemandFull,
  type QuoteTerms,
  type ReceivedQuote,
} from '../api/demand';
import { AttachmentLinks } from '../components/attachment-links';
import { compareQuotes, type ComparedQuote } from '../components/compare';
import '../locales';
import './demand.css';

function demandIdOf(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

type Pending = { kind: 'confirm'; quote: ReceivedQuote } | { kind: 'finish' } | null;

/** The version a supplier revised away from, kept for the buyer to see what changed. */
function EarlierVersion({ terms, unit }: { terms: QuoteTerms; unit: string }) {
  const { t } = useTranslation('workbench-demand');
  const format = useFormat();
  const price = terms.unitPrice ?? terms.totalPrice ?? '0';
  return (
    <details className="demand-earlier">
      <summary>{t('detail.earlierVersion')}</summary>
      <p>
        {terms.unitPrice !== null
          ? t('detail.earlierUnitPrice', {
              price: format.money(price, terms.currency),
              unit: format.unit(unit, 1),
            })
          : t('detail.earlierTotal', { price: format.money(price, terms.currency) })}
        {' · '}
        {format.quantity(terms.quantity, unit)} · {terms.deliveryTerms} ·{' '}
        {format.date(terms.deliveryDate)}
      </p>
      {terms.attachments.length > 0 && <AttachmentLinks files={terms.attachments} />}
    </details>
  );
}

/** Quotes side by side; prices put in one currency the buyer picks, with the rates' date. */
function QuoteComparison({
  demand,
  quotes,
  onConfirm,
}: {
  demand: DemandFull;
  quotes: ReceivedQuote[];
  onConfirm: (quote: ReceivedQuote) => void;
}) {
  const { t } = useTranslation('workbench-demand');
  const format = useFormat();
  const currencies = useSession((state) => state.tradeCurrency);
  const [currency, setCurrency] = useState(demand.currency);
  const rates = useSWR('exchange-rates', () => fetchRates());
  const rows: ComparedQuote[] = rates.data
    ? compareQuotes(quotes, currency, rates.data)
    : quotes.map((quote) => ({ quote, unitPrice: null, total: null, cheapest: false }));
  const open = demand.status === 1;

  /** The chat with the supplier who quoted, opened on the demand card the server writes. */
  async function chatWith(demandId: number, quoteId: number) {
    try {
      navigate(`/messages?to=${await openQuoteChat(demandId, quoteId)}`);
    } catch (error) {
      notify('error', isApiError(error) ? error.msg : t('list.loadFailed'));
    }
  }

  return (
    <>
      <div className="demand-compare-bar">
        <span id="compare-currency">{t('detail.compareIn')}</span>
        <Select
          aria-labelledby="compare-currency"
          value={currency}
          style={{ width: 110 }}
          onChange={setCurrency}
          options={[
            ...new Set([demand.currency, ...currencies.map((entry) => entry.dictValue)]),
          ].map((value) => ({ value, label: value }))}
        />
        {rates.data?.date && (
          <span data-testid="rate-date">{t('detail.rateDate', { date: rates.data.date })}</span>
        )}
      </div>
      <div className="demand-table">
        <Table<ComparedQuote>
          rowKey={(row) => row.quote.id}
          dataSource={rows}
          pagination={false}
          data-testid="quote-comparison"
          columns={[
            {
              title: t('detail.supplier'),
              render: (_value, { quote }) => (
                <>
                  <CountryFlag code={quote.company.country} /> {quote.company.name}{' '}
                  {quote.revised && <Tag>{t('detail.revised')}</Tag>}
                  {quote.previous && <EarlierVersion terms={quote.previous} unit={demand.unit} />}
                </>
              ),
            },
            {
              title: `${t('detail.unitPrice')} (${currency})`,
              render: (_value, row) =>
                row.unitPrice === null ? (
                  t('detail.noRate')
                ) : (
                  <>
                    {format.money(row.unitPrice, currency)}{' '}
                    {row.cheapest && <Tag color="green">{t('detail.cheapest')}</Tag>}
                  </>
                ),
            },
            {
              title: `${t('detail.total')} (${currency})`,
              render: (_value, row) =>
                row.total === null ? t('detail.noRate') : format.money(row.total, currency),
            },
            {
              title: t('detail.quantity'),
              render: (_value, { quote }) => format.quantity(quote.quantity, demand.unit),
            },
            {
              title: t('detail.terms'),
              render: (_value, { quote }) =>
                `${quote.deliveryTerms} · ${format.money(quote.totalPrice ?? quote.unitPrice ?? 0, quote.currency)}`,
            },
            {
              title: t('detail.deliveryDate'),
              render: (_value, { quote }) => format.date(quote.deliveryDate),
            },
            {
              title: t('detail.validUntil'),
              render: (_value, { quote }) => format.date(quote.validUntil),
            },
            {
              title: t('detail.attachments'),
              render: (_value, { quote }) =>
                quote.attachments.length > 0 ? <AttachmentLinks files={quote.attachments} /> : '—',
            },
            {
              title: t('list.status'),
              render: (_value, { quote }) => (
                <Tag color={quote.status === 2 ? 'green' : quote.status === 1 ? 'blue' : 'default'}>
                  {t(`quoteStatus.${quote.status}`)}
                </Tag>
              ),
            },
            {
              title: t('list.actions'),
              render: (_value, { quote }) => (
                <Space wrap size={4}>
                  {open && quote.status === 1 && (
                    <Button type="primary" size="small" onClick={() => onConfirm(quote)}>
                      {t('detail.confirm')}
                    </Button>
                  )}
                  <Button size="small" onClick={() => void chatWith(demand.id, quote.id)}>
                    {t('detail.chat')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </div>
    </>
  );
}

/** `/demandDetail?id=`: the buyer's demand, its quotes compared, confirm one, finish. */
export function DemandDetailPage({ search }: RemoteScreenProps) {
  const { t } = useTranslation('workbench-demand');
  const format = useFormat();
  const id = demandIdOf(search);
  const demand = useSWR(id === null ? null : ['demand', id], () => fetchDemand(id!));
  const quotes = useSWR(id === null ? null : ['demand-quotes', id], () => fetchReceivedQuotes(id!));
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [orderId, setOrderId] = useState<number | null>(null);

  if (id === null || (demand.error && !demand.data)) {
    return (
      <Result
        status="404"
        title={t('detail.notFound')}
        extra={<Button onClick={() => navigate('/demandRelease')}>{t('detail.back')}</Button>}
      />
    );
  }
  if (!demand.data) return <div className="demand-detail" aria-busy="true" />;
  const current = demand.data;

  async function act() {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'confirm') {
        setOrderId(await confirmQuote(pending.quote.id));
        notify('success', t('detail.confirmed'));
      } else {
        await finishDemand(current.id);
        notify('success', t('detail.finished'));
      }
      setPending(null);
      void demand.mutate();
      void quotes.mutate();
    } catch (error) {
      notify('error', isApiError(error) ? error.msg : t('list.loadFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="demand-detail">
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <h1 style={{ margin: 0, fontSize: 20 }}>
          {current.title}{' '}
          <Tag color={current.status === 1 ? 'blue' : 'default'}>
            {t(`status.${current.status}`)}
          </Tag>
        </h1>
        <Space wrap>
          <Button onClick={() => navigate('/demandRelease')}>{t('detail.back')}</Button>
          {current.status === 1 && (
            <Button
              danger
              onClick={() => setPending({ kind: 'finish' })}
              data-testid="demand-finish"
            >
              {t('detail.finish')}
            </Button>
          )}
        </Space>
      </Space>
      {orderId !== null && (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ margin: '12px 0' }}
          message={t('detail.confirmed')}
          action={
            <AppLink to={`/orderSupplement?param=${orderId}`} data-testid="order-link">
              {t('detail.openOrder')} →
            </AppLink>
          }
        />
      )}
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} style={{ marginTop: 12 }}>
        <Descriptions.Item label={t('form.product')}>{current.productName}</Descriptions.Item>
        <Descriptions.Item label={t('form.quantity')}>
          {format.quantity(current.quantity, current.unit)}
        </Descriptions.Item>
        <Descriptions.Item label={t('list.price')}>
          {format.money(current.priceMin, current.currency)} –{' '}
          {format.money(current.priceMax, current.currency)}
        </Descriptions.Item>
        <Descriptions.Item label={t('form.deadline')}>
          {format.date(current.deadline)}
        </Descriptions.Item>
        {current.hsCode && (
          <Descriptions.Item label={t('form.hsCode')}>{current.hsCode}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('form.industry')}>
          {industryLabel(current.industry, format.language)}
        </Descriptions.Item>
      </Descriptions>
      <h2 style={{ fontSize: 16, marginTop: 16 }}>{t('detail.quotes')}</h2>
      {quotes.error && !quotes.data ? (
        <Result
          status="warning"
          title={t('list.loadFailed')}
          extra={<Button onClick={() => void quotes.mutate()}>{t('list.retry')}</Button>}
        />
      ) : !quotes.data ? (
        <div aria-busy="true" style={{ minHeight: 120 }} />
      ) : quotes.data.length === 0 ? (
        <Empty description={t('detail.noQuotes')} />
      ) : (
        <QuoteComparison
          demand={current}
          quotes={quotes.data}
          onConfirm={(quote) => setPending({ kind: 'confirm', quote })}
        />
      )}
      <Modal
        open={pending !== null}
        title={
          pending?.kind === 'confirm'
            ? t('detail.confirmTitle', { company: pending.quote.company.name })
            : t('detail.finishTitle')
        }
        okText={t('detail.ok')}
        cancelText={t('detail.cancel')}
        okButtonProps={{ danger: pending?.kind === 'finish', loading: busy }}
        onOk={() => void act()}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'confirm' ? t('detail.confirmBody') : t('detail.finishBody')}
      </Modal>
    </section>
  );
}
