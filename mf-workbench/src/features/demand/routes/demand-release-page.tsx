import { LIST_FILTERS, filteredListUrl, listFiltersOf } from '@portal/contracts';
import { useFormat } from '@portal/i18n';
import { navigate } from '@portal/session';
import { AppLink, type RemoteScreenProps } from '@portal/ui';
import { Button, Checkbox, Result, Segmented, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  fetchDemand,
  fetchOwnDemands,
  fetchSentQuotes,
  type DemandFull,
  type DemandStatus,
  type OwnDemand,
  type OwnDemandFilter,
  type SentQuote,
} from '../api/demand';
import { CardTable } from '../../../shared/card-table';
import { DemandFormDrawer } from '../components/demand-form';
import '../locales';
import './demand.css';

const PAGE_SIZE = 10;

function LoadFailed({ reload }: { reload: () => void }) {
  const { t } = useTranslation('workbench-demand');
  return (
    <Result
      status="warning"
      title={t('list.loadFailed')}
      extra={<Button onClick={reload}>{t('list.retry')}</Button>}
    />
  );
}

/** The company's demands; `filters` (from the URL) narrow them to what the workbench home counts. */
function MyDemands({ filters }: { filters: OwnDemandFilter[] }) {
  const { t } = useTranslation('workbench-demand');
  const format = useFormat();
  const [status, setStatus] = useState<DemandStatus | 0>(1);
  const [page, setPage] = useState(1);
  const list = useSWR(['own-demands', status, filters.join(), page], () =>
    fetchOwnDemands(status, filters, page, PAGE_SIZE),
  );
  const [editing, setEditing] = useState<{ demand: DemandFull | null } | null>(null);

  async function edit(id: number) {
    setEditing({ demand: await fetchDemand(id) });
  }

  return (
    <>
      <div className="demand-toolbar">
        <Segmented
          aria-label={t('list.status')}
          value={status}
          onChange={(value) => {
            setStatus(value as DemandStatus | 0);
            setPage(1);
          }}
          options={([1, 2, 3, 0] as const).map((value) => ({
            value,
            label: t(`status.${value}`),
          }))}
        />
        <div className="demand-toolbar__filters">
          {LIST_FILTERS['/demandRelease'].map((filter) => (
            <Checkbox
              key={filter}
              checked={filters.includes(filter)}
              onChange={(event) => {
                setPage(1);
                navigate(
                  filteredListUrl(
                    '/demandRelease',
                    event.target.checked
                      ? [...filters, filter]
                      : filters.filter((other) => other !== filter),
                  ),
                );
              }}
            >
              {t(`filters.${filter}`)}
            </Checkbox>
          ))}
        </div>
        <Button
          type="primary"
          onClick={() => setEditing({ demand: null })}
          data-testid="demand-add"
        >
          {t('list.add')}
        </Button>
      </div>
      {list.error && !list.data ? (
        <LoadFailed reload={() => void list.mutate()} />
      ) : (
        <div className="demand-table">
          <CardTable<OwnDemand>
            rowKey="id"
            loading={list.isValidating}
            dataSource={list.data?.rows ?? []}
            locale={{ emptyText: t(filters.length > 0 ? 'list.emptyFiltered' : 'list.empty') }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: list.data?.total ?? 0,
              showSizeChanger: false,
              onChange: setPage,
            }}
            columns={[
              {
                title: t('list.title'),
                dataIndex: 'title',
                render: (title: string, demand) => (
                  <AppLink to={`/demandDetail?id=${demand.id}`}>{title}</AppLink>
                ),
              },
              {
                title: t('list.quantity'),
                render: (_value, demand) => format.quantity(demand.quantity, demand.unit),
              },
              {
                title: t('list.price'),
                render: (_value, demand) =>
                  `${format.money(demand.priceMin, demand.currency)} – ${format.money(demand.priceMax, demand.currency)}`,
              },
              {
                title: t('list.deadline'),
                render: (_value, demand) => format.date(demand.deadline.slice(0, 10)),
              },
              { title: t('list.quotes'), dataIndex: 'quoteCount' },
              {
                title: t('list.status'),
                render: (_value, demand) => (
                  <Tag color={demand.status === 1 ? 'blue' : 'default'}>
                    {t(`status.${demand.status}`)}
                  </Tag>
                ),
              },
              {
                title: t('list.actions'),
                render: (_value, demand) => (
                  <>
                    {demand.status === 1 && (
                      <Button type="link" onClick={() => void edit(demand.id)}>
                        {t('list.edit')}
                      </Button>
                    )}
                    <Button type="link" onClick={() => navigate(`/demandDetail?id=${demand.id}`)}>
                      {t('list.detail')}
                    </Button>
                  </>
                ),
              },
            ]}
          />
        </div>
      )}
      {editing && (
        <DemandFormDrawer
          open
          demand={editing.demand}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void list.mutate();
          }}
        />
      )}
    </>
  );
}

function MyQuotes() {
  const { t } = useTranslation('workbench-demand');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const list = useSWR(['sent-quotes', page], () => fetchSentQuotes(page, PAGE_SIZE));
  if (list.error && !list.data) return <LoadFailed reload={() => void list.mutate()} />;
  return (
    <div className="demand-table">
      <CardTable<SentQuote>
        rowKey="id"
        loading={list.isValidating}
        dataSource={list.data?.rows ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          {
            title: t('list.demand'),
            // The public demand page holds the quote and its one revision.
            render: (_value, quote) => (
              <AppLink to={`/demandInfo?id=${quote.demand.id}`}>{quote.demand.title}</AppLink>
            ),
          },
          {
            title: t('list.myPrice'),
            render: (_value, quote) =>
              quote.totalPrice !== null
                ? format.money(quote.totalPrice, quote.currency)
                : `${format.money(quote.unitPrice ?? '0', quote.currency)} / ${format.unit(quote.unit, 1)}`,
          },
          {
            title: t('list.quantity'),
            render: (_value, quote) => format.quantity(quote.quantity, quote.unit),
          },
          {
            title: t('list.status'),
            render: (_value, quote) => (
              <Tag color={quote.status === 2 ? 'green' : quote.status === 1 ? 'blue' : 'default'}>
                {t(`quoteStatus.${quote.status}`)}
              </Tag>
            ),
          },
          {
            title: t('list.actions'),
            render: (_value, quote) =>
              quote.status === 1 && quote.revisionsLeft > 0 ? (
                <AppLink to={`/demandInfo?id=${quote.demand.id}`}>
                  {t('list.revise')} ({t('list.revisionsLeft', { count: quote.revisionsLeft })})
                </AppLink>
              ) : null,
          },
        ]}
      />
    </div>
  );
}

/**
 * `/demandRelease`: the company's demands (status filters, those with quotes received or expiring
 * soon as `?quotesReceived=1&expiringSoon=1`, create/edit) and the quotes it sent.
 */
export function DemandReleasePage({ search }: RemoteScreenProps) {
  const { t } = useTranslation('workbench-demand');
  const filters = listFiltersOf('/demandRelease', search);
  return (
    <section className="demand-release">
      <Tabs
        items={[
          { key: 'demands', label: t('tabs.demands'), children: <MyDemands filters={filters} /> },
          { key: 'quotes', label: t('tabs.quotes'), children: <MyQuotes /> },
        ]}
      />
    </section>
  );
}
