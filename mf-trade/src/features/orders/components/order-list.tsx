import { useState } from 'react';
import useSWR from 'swr';
import { Card, Checkbox, Grid, Input, Pagination, Radio, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { DEFAULT_UNIT, useFormat } from '@portal/i18n';
import { navigate } from '@portal/session';
import { AppLink } from '@portal/ui';
import { ErrorState } from '../../common/components/query-state';
import { KEYWORD_MAX_LENGTH } from '../../common/messages';
import { fetchOrders } from '../api/fetch-orders';
import {
  ORDER_TYPES,
  STAGES,
  type OrderQuery,
  type OrderRow,
  type OrderSide,
  type OrderType,
  type Stage,
} from '../api/order';
import { OrderAmount } from './order-amount';
import { OrderTypeText, StageTag } from './order-labels';
import './order-list.css';

const PAGE_SIZE = 10;

/** The workbench menu entry (route title key) a list stands under, when it is not 订单管理. */
export type OrderListMenu = 'purchaseOrders' | 'salesOrders';

/** The order page; `menu` names the list it is opened from, so that list stays highlighted. */
export function orderUrl(id: number, menu?: OrderListMenu): string {
  return `/orderSupplement?param=${id}${menu ? `&menu=${menu}` : ''}`;
}

/** The first product with its quantity, and how many more the order has. */
function ProductsSummary({ row }: { row: OrderRow }) {
  const { t } = useTranslation('trade');
  const format = useFormat();
  const [first] = row.products;
  if (!first) return <>—</>;
  const more = row.products.length - 1;
  return (
    <span>
      {first.productName} × {format.quantity(first.productQuantity, first.unit || DEFAULT_UNIT)}
      {more > 0 && (
        <Typography.Text type="secondary">
          {' '}
          {t('orders.moreProducts', { count: more })}
        </Typography.Text>
      )}
    </span>
  );
}

/** The "waiting for me" filter of a list that keeps it in its URL (`?awaiting=1`). */
export interface AwaitingFilter {
  on: boolean;
  onChange: (on: boolean) => void;
}

/**
 * Purchase, sales or review orders: stage, type and keyword filters over a paged table — on
 * phones (narrower than antd's `md`, 768 px) a list of cards, one per order, instead of a table
 * scrolling sideways (issue #33). With `awaiting`, a switch shows only the orders waiting for the
 * company's side: those the workbench home counts.
 */
export function OrderList({
  side,
  menu,
  awaiting,
}: {
  side: OrderSide;
  menu?: OrderListMenu;
  awaiting?: AwaitingFilter;
}) {
  const { t } = useTranslation('trade');
  const format = useFormat();
  const phone = Grid.useBreakpoint().md === false;
  const [stage, setStage] = useState<Stage | 'all'>('all');
  const [type, setType] = useState<OrderType | 0>(0);
  const [keyword, setKeyword] = useState('');
  const [draft, setDraft] = useState('');
  const [page, setPage] = useState({ pageNum: 1, pageSize: PAGE_SIZE });

  const query: OrderQuery = {
    side,
    ...(stage === 'all' ? {} : { stage }),
    ...(awaiting?.on ? { awaiting: true } : {}),
    ...(type === 0 ? {} : { type }),
    ...(keyword ? { keyword } : {}),
    ...page,
  };
  const orders = useSWR(['orders', query], () => fetchOrders(query));

  const partiesTitle =
    side === 'review'
      ? t('orders.parties')
      : side === 'purchase'
        ? t('orders.seller')
        : t('orders.buyer');
  const partiesOf = (row: OrderRow) =>
    side === 'review'
      ? `${row.sellerName} → ${row.buyerName}`
      : side === 'purchase'
        ? row.sellerName
        : row.buyerName;
  const pagination = {
    current: page.pageNum,
    pageSize: page.pageSize,
    total: orders.data?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50, 100],
    onChange: (pageNum: number, pageSize: number) => setPage({ pageNum, pageSize }),
  };
  const columns: ColumnsType<OrderRow> = [
    {
      title: t('orders.orderNo'),
      dataIndex: 'orderNo',
      render: (orderNo: string, row) => (
        <AppLink
          to={orderUrl(row.id, menu)}
          onClick={(event) => event.stopPropagation()}
          data-testid={`order-link-${row.id}`}
        >
          {orderNo}
        </AppLink>
      ),
    },
    {
      title: t('orders.products'),
      key: 'products',
      render: (_, row) => <ProductsSummary row={row} />,
    },
    { title: partiesTitle, key: 'parties', render: (_, row) => partiesOf(row) },
    {
      title: t('orders.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (_, row) => <OrderAmount order={row} />,
    },
    {
      title: t('orders.type'),
      dataIndex: 'type',
      render: (value: OrderType) => <OrderTypeText type={value} />,
    },
    {
      title: t('orders.stage'),
      dataIndex: 'stage',
      render: (value: Stage) => <StageTag stage={value} />,
    },
    {
      title: t('orders.createTime'),
      dataIndex: 'createTime',
      render: (value: string) => format.dateTime(value),
    },
  ];

  return (
    <div data-testid={`order-list-${side}`}>
      <Space orientation="vertical" style={{ width: '100%', marginBottom: 16 }} size="middle">
        {awaiting && (
          <Checkbox
            checked={awaiting.on}
            onChange={(event) => {
              setPage((previous) => ({ ...previous, pageNum: 1 }));
              awaiting.onChange(event.target.checked);
            }}
            data-testid="order-awaiting"
          >
            {t('orders.awaitingOnly')}
          </Checkbox>
        )}
        <Space wrap align="center">
          <Typography.Text id={`stage-filter-${side}`}>
            {t('common.labelled', { label: t('orders.stage') })}
          </Typography.Text>
          <Radio.Group
            aria-labelledby={`stage-filter-${side}`}
            optionType="button"
            buttonStyle="solid"
            size="small"
            value={stage}
            onChange={(event) => {
              setStage(event.target.value as Stage | 'all');
              setPage((previous) => ({ ...previous, pageNum: 1 }));
            }}
            options={[
              { value: 'all', label: t('stages.all') },
              ...STAGES.map((key) => ({ value: key, label: t(`stages.${key}`) })),
            ]}
          />
        </Space>
        <Space wrap align="center">
          <Typography.Text id={`type-filter-${side}`}>
            {t('common.labelled', { label: t('orders.type') })}
          </Typography.Text>
          <Radio.Group
            aria-labelledby={`type-filter-${side}`}
            optionType="button"
            buttonStyle="solid"
            size="small"
            value={type}
            onChange={(event) => {
              setType(event.target.value as OrderType | 0);
              setPage((previous) => ({ ...previous, pageNum: 1 }));
            }}
            options={[
              { value: 0, label: t('stages.all') },
              ...ORDER_TYPES.map((key) => ({ value: key, label: t(`orderTypes.${key}`) })),
            ]}
          />
          <Input.Search
            allowClear
            maxLength={KEYWORD_MAX_LENGTH}
            placeholder={t('orders.keywordPlaceholder')}
            aria-label={t('orders.keyword')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onSearch={(value) => {
              setKeyword(value.trim().slice(0, KEYWORD_MAX_LENGTH));
              setPage((previous) => ({ ...previous, pageNum: 1 }));
            }}
            style={{ width: 320 }}
            data-testid="order-keyword"
          />
        </Space>
      </Space>
      {orders.data === undefined && orders.error !== undefined ? (
        <ErrorState onRetry={() => void orders.mutate()} />
      ) : phone ? (
        <>
          <ul className="order-cards" aria-busy={orders.isValidating}>
            {(orders.data?.rows ?? []).map((row) => (
              <li key={row.id}>
                <Card
                  size="small"
                  hoverable
                  onClick={() => navigate(orderUrl(row.id, menu))}
                  data-testid={`order-row-${row.id}`}
                  title={
                    <AppLink
                      to={orderUrl(row.id, menu)}
                      onClick={(event) => event.stopPropagation()}
                      data-testid={`order-link-${row.id}`}
                    >
                      {row.orderNo}
                    </AppLink>
                  }
                  extra={<StageTag stage={row.stage} />}
                >
                  <dl className="order-card__facts">
                    <dt>{partiesTitle}</dt>
                    <dd>{partiesOf(row)}</dd>
                    <dt>{t('orders.products')}</dt>
                    <dd>
                      <ProductsSummary row={row} />
                    </dd>
                    <dt>{t('orders.amount')}</dt>
                    <dd>
                      <OrderAmount order={row} />
                    </dd>
                    <dt>{t('orders.type')}</dt>
                    <dd>
                      <OrderTypeText type={row.type} />
                    </dd>
                    <dt>{t('orders.createTime')}</dt>
                    <dd>{format.dateTime(row.createTime)}</dd>
                  </dl>
                </Card>
              </li>
            ))}
          </ul>
          {orders.data?.rows.length === 0 && (
            <Typography.Text type="secondary">{t('orders.empty')}</Typography.Text>
          )}
          <Pagination
            {...pagination}
            simple
            align="center"
            showSizeChanger={false}
            style={{ marginTop: 16 }}
          />
        </>
      ) : (
        <Table<OrderRow>
          rowKey="id"
          size="middle"
          loading={orders.isValidating}
          columns={columns}
          dataSource={orders.data?.rows ?? []}
          locale={{ emptyText: t('orders.empty') }}
          onRow={(row) =>
            ({
              onClick: () => navigate(orderUrl(row.id, menu)),
              style: { cursor: 'pointer' },
              'data-testid': `order-row-${row.id}`,
            }) as React.HTMLAttributes<HTMLElement>
          }
          pagination={pagination}
          scroll={{ x: 900 }}
        />
      )}
    </div>
  );
}
