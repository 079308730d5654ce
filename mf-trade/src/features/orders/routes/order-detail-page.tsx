import { useCallback } from 'react';
import { Alert, Card, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { isApiError } from '@portal/api-client';
import { useFormat } from '@portal/i18n';
import { navigate } from '@portal/session';
import { notify, type RemoteScreenProps } from '@portal/ui';
import { EmptyState, ErrorState, LoadingState } from '../../common/components/query-state';
import { approveOrder } from '../api/approve-order';
import { cancelOrder } from '../api/cancel-order';
import { confirmOrder } from '../api/confirm-order';
import { deleteOrder } from '../api/delete-order';
import { denyOrder } from '../api/deny-order';
import { fetchOrder } from '../api/fetch-order';
import { fetchProcedureLog } from '../api/fetch-procedure-log';
import { markInstalmentReceived } from '../api/mark-instalment-received';
import type { OrderDetail } from '../api/order';
import { reTradeOrder } from '../api/re-trade-order';
import { rejectOrder } from '../api/reject-order';
import { submitOrder } from '../api/submit-order';
import { takeEffect } from '../api/take-effect';
import { updateOrderProduct } from '../api/update-order-product';
import { ActionBar, type ActionHandlers } from '../components/action-bar';
import { InstalmentsTable } from '../components/instalments-table';
import { InvoiceForm, InvoiceInfoView } from '../components/invoice-form';
import { INVOICE_FORM_ID, NextStepPanel } from '../components/next-step';
import { OrderAmount } from '../components/order-amount';
import { OrderTypeText, StageTag } from '../components/order-labels';
import { ProcedureLog } from '../components/procedure-log';
import { ProductsTable } from '../components/products-table';
import { ProgressPanel } from '../components/progress-panel';
import { SupplementForm } from '../components/supplement-form';
import '../../../app/locales';

/** The order id of `/orderSupplement?param=<id>`, or null. */
export function orderIdOf(search: string): number | null {
  const value = new URLSearchParams(search).get('param');
  if (!value || !/^\d+$/.test(value)) return null;
  return Number(value);
}

/** The other party's member to chat with: the seller's contact for the buyer, else the buyer's. */
function counterpartOf(order: OrderDetail): number | null {
  return order.role === 1 ? order.sellerContactId : (order.buyerContactId ?? order.sellerContactId);
}

function hasSupplement(order: OrderDetail): boolean {
  return (
    Boolean(order.contract.name || order.contract.number) ||
    order.contract.files.length > 0 ||
    order.instalments.length > 0 ||
    Boolean(order.pickup.address || order.customs.declarationNo || order.followUpName)
  );
}

/** /orderSupplement?param=<id>: the order, its actions (as the server lists them) and its log. */
export function OrderDetailPage({ search }: Partial<RemoteScreenProps>) {
  const { t } = useTranslation('trade');
  const format = useFormat();
  const id = orderIdOf(search ?? globalThis.location?.search ?? '');
  const order = useSWR(id === null ? null : ['order', id], () => fetchOrder(id ?? 0));
  const log = useSWR(id === null ? null : ['order-log', id], () => fetchProcedureLog(id ?? 0));

  const reloadOrder = order.mutate;
  const reloadLog = log.mutate;
  const refresh = useCallback(() => {
    void reloadOrder();
    void reloadLog();
  }, [reloadOrder, reloadLog]);

  if (id === null) return <EmptyState text={t('detail.notFound')} />;
  // An order the caller may not see (another company's, or one not submitted for a reviewer) is
  // answered like a missing one: say so rather than offer a retry that cannot succeed.
  if (order.data === undefined && isApiError(order.error) && order.error.code === 404)
    return <EmptyState text={t('detail.notFound')} />;
  if (order.data === undefined && order.error !== undefined)
    return <ErrorState onRetry={() => void order.mutate()} />;
  if (order.data === undefined) return <LoadingState />;
  const current = order.data;
  const actions = current.actions ?? [];

  /** Runs one order call: its `msg` is the success message, then the order reloads. */
  async function act(call: () => Promise<string>, after: () => void = refresh): Promise<boolean> {
    try {
      const msg = await call();
      if (msg) notify('success', msg);
      after();
      return true;
    } catch {
      // The client showed the server's message.
      return false;
    }
  }

  const handlers: ActionHandlers = {
    confirm: () => act(() => confirmOrder(current.id)),
    reject: (reason) => act(() => rejectOrder(current.id, reason)),
    reTrade: () => act(() => reTradeOrder(current.id)),
    submit: () => act(() => submitOrder(current.id)),
    approve: () => act(() => approveOrder(current.id)),
    deny: (reason) => act(() => denyOrder(current.id, reason)),
    takeEffect: () => act(() => takeEffect(current.id)),
    cancel: () => act(() => cancelOrder(current.id)),
    delete: () =>
      act(
        () => deleteOrder(current.id),
        () => navigate(current.role === 1 ? '/purchaseOrders' : '/orderListManage'),
      ),
    contact: () => {
      const to = counterpartOf(current);
      if (to !== null) navigate(`/messages?to=${to}`);
    },
  };

  const editable = actions.includes('tempStore');
  const showSupplement = editable || hasSupplement(current);

  return (
    <section style={{ padding: 24 }} aria-busy={order.isValidating} data-testid="order-detail">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap align="center">
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('detail.title', { orderNo: current.orderNo })}
          </Typography.Title>
          <StageTag stage={current.stage} />
        </Space>
        <NextStepPanel order={current} />
        {current.rejectReason && (
          <Alert
            type="error"
            showIcon
            title={`${t('common.labelled', { label: t('detail.rejectReason') })}${current.rejectReason}`}
            data-testid="order-reject-reason"
          />
        )}
        {current.deniedReason && (
          <Alert
            type="error"
            showIcon
            title={`${t('common.labelled', { label: t('detail.deniedReason') })}${current.deniedReason}`}
            data-testid="order-denied-reason"
          />
        )}
        <Card size="small">
          <Descriptions size="small" column={{ xs: 1, md: 2, lg: 3 }} data-testid="order-header">
            <Descriptions.Item label={t('orders.orderNo')}>{current.orderNo}</Descriptions.Item>
            <Descriptions.Item label={t('orders.type')}>
              <OrderTypeText type={current.type} />
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.buyer')}>{current.buyerName}</Descriptions.Item>
            <Descriptions.Item label={t('orders.seller')}>{current.sellerName}</Descriptions.Item>
            <Descriptions.Item label={t('orders.amount')}>
              <span data-testid="order-amount">
                <OrderAmount order={current} />
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.followUp')}>
              {current.followUpName ?? '—'}
            </Descriptions.Item>
            {current.signedAt && (
              <Descriptions.Item label={t('detail.executionStatus')}>
                {t(`executionStatuses.${current.executionStatus}`, { defaultValue: '—' })}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('orders.createTime')}>
              {format.dateTime(current.createTime)}
            </Descriptions.Item>
          </Descriptions>
        </Card>

        <ActionBar actions={actions} handlers={handlers} submitInForm={editable} />

        {/* The buyer's own task comes before the seller's read-only supplement. */}
        {actions.includes('invoice') && (
          <InvoiceForm
            key={`invoice:${current.updateTime}`}
            id={INVOICE_FORM_ID}
            orderId={current.id}
            invoice={current.invoice}
            onSaved={refresh}
          />
        )}

        <Card title={t('detail.products')} size="small">
          <ProductsTable
            products={current.products}
            currency={current.currency}
            editable={actions.includes('editProducts')}
            onSave={(input) => act(() => updateOrderProduct(input))}
          />
        </Card>

        {showSupplement && (
          <SupplementForm
            key={`${current.id}:${current.updateTime}`}
            order={current}
            editable={editable}
            canSubmit={actions.includes('submit')}
            onSaved={refresh}
            onSubmit={handlers.submit}
          />
        )}

        {!editable && current.instalments.length > 0 && (
          <Card title={t('detail.payments')} size="small">
            <InstalmentsTable
              instalments={current.instalments}
              currency={current.currency}
              canReceive={actions.includes('receive')}
              onReceive={(instalmentId) => act(() => markInstalmentReceived(instalmentId))}
            />
          </Card>
        )}

        {!actions.includes('invoice') && current.invoice && (
          <Card title={t('invoice.cardTitle')} size="small">
            <InvoiceInfoView invoice={current.invoice} />
          </Card>
        )}

        {actions.includes('progress') && (
          <ProgressPanel
            key={`progress:${current.updateTime}`}
            orderId={current.id}
            executionStatus={current.executionStatus}
            invoiceStatus={current.invoice?.status ?? null}
            onSaved={refresh}
          />
        )}

        <Card title={t('detail.log')} size="small">
          <ProcedureLog log={log} />
        </Card>
      </Space>
    </section>
  );
}
