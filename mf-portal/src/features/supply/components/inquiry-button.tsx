import { useState } from 'react';
import { isApiError } from '@portal/api-client';
import { useFormat } from '@portal/i18n';
import { navigate, useSession } from '@portal/session';
import { AppLink, loginAddress, notify } from '@portal/ui';
import { INQUIRY_LIMITS, isInquiryPrice, isInquiryQuantity } from '@portal/validators';
import { Alert, Button, Form, Input, Modal, Result, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { sendInquiry } from '../api/send-inquiry';
import type { ProductDetail } from '../api/product';

interface InquiryFormValues {
  quantity: string;
  targetPrice?: string;
  currency: string;
  destination: string;
  message: string;
}

const codePoints = (text: string | undefined) => [...(text ?? '').trim()].length;

/**
 * "发送询盘" (issue #12): a structured inquiry — quantity in the product's unit, an optional
 * target price with its currency, the destination and a message — that lands in the chat with
 * the product's inquiry receiver as a product card (POST product/:id/inquiry). A guest signs in
 * first and comes back to the product page. Shown only where there is a receiver to reach (the
 * product page decides).
 */
export function InquiryButton({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('portal-supply');
  const format = useFormat();
  const signedIn = useSession((state) => state.token !== null);
  const currencies = useSession((state) => state.tradeCurrency);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<number | null>(null);
  const [form] = Form.useForm<InquiryFormValues>();

  const currencyOptions = [
    ...new Set([product.currency, ...currencies.map((entry) => entry.dictValue)]),
  ].map((value) => ({ value, label: value }));

  function start() {
    if (!signedIn) {
      navigate(loginAddress());
      return;
    }
    setError(null);
    setSentTo(null);
    setOpen(true);
  }

  async function submit(values: InquiryFormValues) {
    setBusy(true);
    setError(null);
    try {
      const price = values.targetPrice?.trim();
      const answer = await sendInquiry(product.id, {
        quantity: values.quantity.trim(),
        targetPrice: price || null,
        currency: price ? values.currency : null,
        destination: values.destination.trim(),
        message: values.message.trim(),
      });
      setSentTo(answer.receiverId);
      form.resetFields();
      notify('success', t('inquiry.sent'));
    } catch (caught) {
      setError(isApiError(caught) ? caught.msg : t('inquiry.failed'));
    } finally {
      setBusy(false);
    }
  }

  const chatPath = sentTo === null ? '' : `/messages?to=${sentTo}`;
  return (
    <>
      <Button type="primary" ghost onClick={start} data-testid="inquiry-open">
        {t('inquiry.open')}
      </Button>
      <Modal
        open={open}
        title={t('inquiry.title', { name: product.name })}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        footer={null}
      >
        {sentTo !== null ? (
          <Result
            status="success"
            title={t('inquiry.sent')}
            extra={
              <AppLink to={chatPath} onClick={() => setOpen(false)} data-testid="inquiry-chat-link">
                {t('inquiry.openChat')} →
              </AppLink>
            }
          />
        ) : (
          <Form
            form={form}
            layout="vertical"
            name="inquiry"
            onFinish={(values) => void submit(values)}
            initialValues={{ currency: product.currency }}
            disabled={busy}
          >
            {error && (
              <Alert
                type="error"
                showIcon
                message={error}
                role="alert"
                style={{ marginBottom: 16 }}
              />
            )}
            <Form.Item
              label={t('inquiry.quantity')}
              name="quantity"
              validateFirst
              rules={[
                { required: true, whitespace: true, message: t('inquiry.quantityRequired') },
                {
                  validator: (_rule, value: string) =>
                    isInquiryQuantity(value)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('inquiry.quantityFormat'))),
                },
              ]}
            >
              <Input
                inputMode="decimal"
                addonAfter={format.unit(product.unit)}
                autoFocus
                maxLength={20}
              />
            </Form.Item>
            <Form.Item label={t('inquiry.targetPrice')} required={false}>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name="currency" noStyle>
                  <Select
                    options={currencyOptions}
                    aria-label={t('inquiry.currency')}
                    style={{ width: 110 }}
                  />
                </Form.Item>
                <Form.Item
                  name="targetPrice"
                  noStyle
                  rules={[
                    {
                      validator: (_rule, value: string | undefined) =>
                        !value?.trim() || isInquiryPrice(value)
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('inquiry.priceFormat'))),
                    },
                  ]}
                >
                  <Input
                    inputMode="decimal"
                    aria-label={t('inquiry.targetPrice')}
                    addonAfter={t('perUnit', { unit: format.unit(product.unit, 1) })}
                    maxLength={20}
                  />
                </Form.Item>
              </Space.Compact>
            </Form.Item>
            <Form.Item
              label={t('inquiry.destination')}
              name="destination"
              validateFirst
              rules={[
                { required: true, whitespace: true, message: t('inquiry.destinationRequired') },
                {
                  validator: (_rule, value: string) =>
                    codePoints(value) <= INQUIRY_LIMITS.destination
                      ? Promise.resolve()
                      : Promise.reject(
                          new Error(
                            t('inquiry.destinationTooLong', { max: INQUIRY_LIMITS.destination }),
                          ),
                        ),
                },
              ]}
            >
              <Input placeholder={t('inquiry.destinationPlaceholder')} />
            </Form.Item>
            <Form.Item
              label={t('inquiry.message')}
              name="message"
              validateFirst
              rules={[
                { required: true, whitespace: true, message: t('inquiry.messageRequired') },
                {
                  validator: (_rule, value: string) =>
                    codePoints(value) <= INQUIRY_LIMITS.message
                      ? Promise.resolve()
                      : Promise.reject(
                          new Error(t('inquiry.messageTooLong', { max: INQUIRY_LIMITS.message })),
                        ),
                },
              ]}
            >
              <Input.TextArea
                rows={4}
                placeholder={t('inquiry.messagePlaceholder')}
                showCount={{
                  formatter: ({ value }) => `${codePoints(value)} / ${INQUIRY_LIMITS.message}`,
                }}
              />
            </Form.Item>
            <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button onClick={() => setOpen(false)}>{t('inquiry.cancel')}</Button>
              <Button type="primary" htmlType="submit" loading={busy} data-testid="inquiry-send">
                {t('inquiry.send')}
              </Button>
            </Space>
          </Form>
        )}
      </Modal>
    </>
  );
}
