import { isApiError } from '@portal/api-client';
import { useFormat } from '@portal/i18n';
import { useSession } from '@portal/session';
import { AppLink, ListState, notify, type RemoteScreenProps } from '@portal/ui';
import { Button, Empty, Form, Input, Modal, Segmented, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { CardTable } from '../../../shared/card-table';
import {
  cancelOwnOrder,
  fetchDigitalOrders,
  isDigitalOrderStatus,
  moveOrder,
  platformStepsFrom,
  type DigitalOrder,
  type DigitalOrderStatus,
  type OrderScope,
} from '../api/digital-orders';
import '../locales';
import './digital-orders.css';

const PAGE_SIZE = 10;
const DIGITAL_ORDER_PERM = 'platform:digital:manage';
const STATUS_COLOURS: Record<DigitalOrderStatus, string> = {
  1: 'blue',
  2: 'cyan',
  3: 'purple',
  4: 'green',
  5: 'default',
};

function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation('workbench-digital');
  if (!isDigitalOrderStatus(status)) return <Tag>{status}</Tag>;
  return <Tag color={STATUS_COLOURS[status]}>{t(`status.${status}`)}</Tag>;
}

/** The platform's step on an order: a note for the member, required when cancelling. */
function StepDialog({
  order,
  step,
  onDone,
  onClose,
}: {
  order: DigitalOrder;
  step: DigitalOrderStatus;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('workbench-digital');
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (step === 5 && !remark.trim()) {
      setProblem(t('remarkRequired'));
      return;
    }
    setBusy(true);
    try {
      notify('success', await moveOrder(order.id, step, remark));
      onDone();
    } catch (failure) {
      setProblem(isApiError(failure) ? failure.message : t('loadFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('stepTitle', { step: t(`step.${step}`), orderNo: order.orderNo })}
      okText={t('yes')}
      cancelText={t('no')}
      okButtonProps={{ danger: step === 5 }}
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item
          label={t('remark')}
          required={step === 5}
          help={problem ?? t('remarkHint')}
          validateStatus={problem ? 'error' : undefined}
        >
          <Input.TextArea
            aria-label={t('remark')}
            rows={3}
            maxLength={500}
            value={remark}
            onChange={(event) => setRemark(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function OrderList({ scope, highlight }: { scope: OrderScope; highlight: number | null }) {
  const { t } = useTranslation('workbench-digital');
  const format = useFormat();
  const [status, setStatus] = useState<DigitalOrderStatus | 0>(0);
  const [page, setPage] = useState(1);
  const [stepping, setStepping] = useState<{
    order: DigitalOrder;
    step: DigitalOrderStatus;
  } | null>(null);
  const list = useSWR(['digital-orders', scope, status, page], () =>
    fetchDigitalOrders(scope, status, page, PAGE_SIZE),
  );

  function cancel(order: DigitalOrder) {
    Modal.confirm({
      title: t('cancelConfirm', { orderNo: order.orderNo }),
      okText: t('yes'),
      cancelText: t('no'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          notify('success', await cancelOwnOrder(order.id));
          void list.mutate();
        } catch (failure) {
          notify('error', isApiError(failure) ? failure.message : t('loadFailed'));
        }
      },
    });
  }

  return (
    <>
      <Segmented
        className="digital-orders__filter"
        aria-label={t('statusFilter')}
        value={status}
        onChange={(value) => {
          setStatus(value as DigitalOrderStatus | 0);
          setPage(1);
        }}
        options={([0, 1, 2, 3, 4, 5] as const).map((value) => ({
          value,
          label: t(`status.${value}`),
        }))}
      />
      <ListState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {(orders) => (
          <div className="digital-orders__table">
            <CardTable<DigitalOrder>
              rowKey="id"
              loading={list.isValidating}
              dataSource={orders.rows}
              rowClassName={(order) => (order.id === highlight ? 'digital-orders__highlight' : '')}
              locale={{
                emptyText: (
                  <Empty description={t('empty')}>
                    {scope === 'own' && <AppLink to="/digitalProduct">{t('browse')}</AppLink>}
                  </Empty>
                ),
              }}
              pagination={{
                current: page,
                pageSize: PAGE_SIZE,
                total: orders.total,
                showSizeChanger: false,
                hideOnSinglePage: true,
                onChange: setPage,
              }}
              expandable={{
                rowExpandable: (order) => Boolean(order.note || order.platformRemark),
                expandedRowRender: (order) => (
                  <dl className="digital-orders__notes">
                    {order.note && (
                      <>
                        <dt>{t('note')}</dt>
                        <dd>{order.note}</dd>
                      </>
                    )}
                    {order.platformRemark && (
                      <>
                        <dt>{t('platformRemark')}</dt>
                        <dd>{order.platformRemark}</dd>
                      </>
                    )}
                  </dl>
                ),
              }}
              columns={[
                { title: t('columns.orderNo'), dataIndex: 'orderNo' },
                {
                  title: t('columns.product'),
                  render: (_value, order) => (
                    <>
                      <AppLink to={`/digitalProductDetail?id=${order.productId}`}>
                        {order.productName}
                      </AppLink>
                      <div>{order.planName}</div>
                      {order.diagnosisId !== null && (
                        <AppLink to={`/diagnosisDetail?param=${order.diagnosisId}`}>
                          {t('fromDiagnosis')}
                        </AppLink>
                      )}
                    </>
                  ),
                },
                ...(scope === 'platform'
                  ? [{ title: t('columns.company'), dataIndex: 'companyName' as const }]
                  : []),
                {
                  title: t('columns.price'),
                  render: (_value, order) => format.money(order.price, order.currency),
                },
                {
                  title: t('columns.contact'),
                  render: (_value, order) => (
                    <>
                      {order.contactName}
                      <div>{order.contactPhone}</div>
                    </>
                  ),
                },
                {
                  title: t('columns.time'),
                  render: (_value, order) => format.dateTime(order.createTime),
                },
                {
                  title: t('columns.status'),
                  render: (_value, order) => <StatusTag status={order.status} />,
                },
                {
                  title: t('columns.actions'),
                  render: (_value, order) =>
                    scope === 'own' ? (
                      order.status === 1 && (
                        <Button type="link" danger onClick={() => cancel(order)}>
                          {t('cancel')}
                        </Button>
                      )
                    ) : (
                      <div className="digital-orders__steps">
                        {platformStepsFrom(order.status).map((step) => (
                          <Button
                            key={step}
                            type={step === 5 ? 'link' : 'default'}
                            danger={step === 5}
                            size="small"
                            aria-label={`${t(`step.${step}`)} ${order.orderNo}`}
                            onClick={() => setStepping({ order, step })}
                          >
                            {t(`step.${step}`)}
                          </Button>
                        ))}
                      </div>
                    ),
                },
              ]}
            />
          </div>
        )}
      </ListState>
      {stepping && (
        <StepDialog
          order={stepping.order}
          step={stepping.step}
          onClose={() => setStepping(null)}
          onDone={() => {
            setStepping(null);
            void list.mutate();
          }}
        />
      )}
    </>
  );
}

/**
 * `/digitalOrders` (docs/routes.md): the company's orders of digital products, and for the
 * platform's order handlers every company's, moved on step by step. `?id=` (a notification's
 * target) marks that order.
 */
export function DigitalOrdersPage({ search }: RemoteScreenProps) {
  const { t } = useTranslation('workbench-digital');
  const handlesOrders = useSession((state) => state.hasPermission(DIGITAL_ORDER_PERM));
  const highlight = Number(new URLSearchParams(search).get('id')) || null;
  // Named as the side menu and the window title name it.
  const heading = <h1 id="digital-orders-title">{t('route.digitalOrders', { ns: 'common' })}</h1>;
  if (!handlesOrders) {
    return (
      <section className="digital-orders" aria-labelledby="digital-orders-title">
        {heading}
        <OrderList scope="own" highlight={highlight} />
      </section>
    );
  }
  return (
    <section className="digital-orders" aria-labelledby="digital-orders-title">
      {heading}
      <Tabs
        items={[
          {
            key: 'own',
            label: t('tabs.own'),
            children: <OrderList scope="own" highlight={highlight} />,
          },
          {
            key: 'platform',
            label: t('tabs.platform'),
            children: <OrderList scope="platform" highlight={highlight} />,
          },
        ]}
      />
    </section>
  );
}
