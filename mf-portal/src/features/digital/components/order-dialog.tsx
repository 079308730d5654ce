import { isApiError } from '@portal/api-client';
import { useFormat } from '@portal/i18n';
import { useSession } from '@portal/session';
import { AppLink } from '@portal/ui';
import { Alert, Form, Input, Modal, Radio, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderDigitalProduct, type DigitalProductDetail } from '../api/digital';
import '../locales';

const PHONE = /^\+?[\d\s()-]{5,30}$/;

interface OrderValues {
  planKey: string;
  contactName: string;
  contactPhone: string;
  note?: string;
}

/** Orders a plan for the signed-in member's company; the platform then takes it from there. */
export function OrderDialog({
  product,
  planKey,
  diagnosisId,
  onClose,
}: {
  product: DigitalProductDetail;
  planKey: string;
  diagnosisId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('portal-digital');
  const format = useFormat();
  const user = useSession((state) => state.user);
  const [form] = Form.useForm<OrderValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [orderNo, setOrderNo] = useState<string | null>(null);

  async function submit(values: OrderValues) {
    setBusy(true);
    setError(null);
    try {
      const order = await orderDigitalProduct({
        productId: product.id,
        planKey: values.planKey,
        contactName: values.contactName.trim(),
        contactPhone: values.contactPhone.trim(),
        note: values.note?.trim() || undefined,
        ...(diagnosisId !== null && { diagnosisId }),
      });
      setOrderNo(order.orderNo);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('loadFailed'));
    } finally {
      setBusy(false);
    }
  }

  if (orderNo) {
    return (
      <Modal
        open
        title={t('order.title', { product: product.name })}
        onCancel={onClose}
        footer={null}
      >
        <Result
          status="success"
          title={t('order.done', { orderNo })}
          extra={<AppLink to="/digitalOrders">{t('order.viewOrders')}</AppLink>}
        />
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={t('order.title', { product: product.name })}
      okText={t('order.submit')}
      cancelText={t('order.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          planKey,
          contactName: user?.name ?? '',
          contactPhone: user?.phone ?? '',
        }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="planKey" label={t('order.plan')}>
          <Radio.Group
            options={product.plans.map((plan) => ({
              value: plan.key,
              label: `${plan.name} · ${format.money(plan.price, plan.currency)} ${plan.period}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="contactName"
          label={t('order.contactName')}
          rules={[{ required: true, whitespace: true, message: t('order.contactNameRequired') }]}
        >
          <Input maxLength={50} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="contactPhone"
          label={t('order.contactPhone')}
          rules={[
            { required: true, whitespace: true, message: t('order.contactPhoneRequired') },
            { pattern: PHONE, message: t('order.contactPhoneFormat') },
          ]}
        >
          <Input maxLength={30} autoComplete="tel" inputMode="tel" />
        </Form.Item>
        <Form.Item name="note" label={t('order.note')}>
          <Input.TextArea rows={3} maxLength={500} placeholder={t('order.notePlaceholder')} />
        </Form.Item>
        {diagnosisId !== null && <p>{t('order.fromDiagnosis')}</p>}
        {error && <Alert type="error" role="alert" title={error} />}
      </Form>
    </Modal>
  );
}
