import { useState } from 'react';
import { Button, Card, Col, Descriptions, Form, Input, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '@portal/ui';
import type { InvoiceHeaderType, InvoiceInfo, InvoiceMedium } from '../api/order';
import { saveInvoice } from '../api/save-invoice';

interface InvoiceValues {
  headerType: InvoiceHeaderType;
  medium: InvoiceMedium;
  title?: string;
  taxNumber?: string;
  email?: string;
  mailName?: string;
  mailPhone?: string;
  mailAddress?: string;
}

function orNull(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** The buyer's invoice request; shown read-only to everyone once saved. */
export function InvoiceInfoView({ invoice }: { invoice: InvoiceInfo }) {
  const { t } = useTranslation('trade');
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2 }} data-testid="invoice-info">
      <Descriptions.Item label={t('invoice.headerType')}>
        {t(`invoice.headerTypes.${invoice.headerType}`)}
      </Descriptions.Item>
      <Descriptions.Item label={t('invoice.medium')}>
        {t(`invoice.media.${invoice.medium}`)}
      </Descriptions.Item>
      <Descriptions.Item label={t('invoice.title')}>{invoice.title}</Descriptions.Item>
      <Descriptions.Item label={t('invoice.taxNumber')}>{invoice.taxNumber}</Descriptions.Item>
      {invoice.medium === 1 ? (
        <Descriptions.Item label={t('invoice.email')}>{invoice.email ?? '—'}</Descriptions.Item>
      ) : (
        <>
          <Descriptions.Item label={t('invoice.mailName')}>
            {invoice.mailName ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('invoice.mailPhone')}>
            {invoice.mailPhone ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('invoice.mailAddress')}>
            {invoice.mailAddress ?? '—'}
          </Descriptions.Item>
        </>
      )}
      {invoice.status ? (
        <Descriptions.Item label={t('invoice.status')}>
          {t(`invoiceStatuses.${invoice.status}`)}
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

/** The buyer fills in the invoice info (`invoice` action): header type, medium and where it goes. */
export function InvoiceForm({
  id,
  orderId,
  invoice,
  onSaved,
}: {
  /** The card's element id, for links to the form. */
  id?: string;
  orderId: number;
  invoice: InvoiceInfo | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation('trade');
  const [form] = Form.useForm<InvoiceValues>();
  const medium = Form.useWatch('medium', form) ?? invoice?.medium ?? 1;
  const [saving, setSaving] = useState(false);

  async function save(values: InvoiceValues) {
    setSaving(true);
    try {
      const electronic = values.medium === 1;
      const msg = await saveInvoice({
        id: orderId,
        headerType: values.headerType,
        medium: values.medium,
        title: (values.title ?? '').trim(),
        taxNumber: (values.taxNumber ?? '').trim(),
        email: electronic ? orNull(values.email) : null,
        mailName: electronic ? null : orNull(values.mailName),
        mailPhone: electronic ? null : orNull(values.mailPhone),
        mailAddress: electronic ? null : orNull(values.mailAddress),
      });
      notify('success', msg);
      onSaved();
    } catch {
      // Shown by the client.
    } finally {
      setSaving(false);
    }
  }

  const required = (message: string) => [{ required: true, whitespace: true, message }];

  return (
    <Card id={id} title={t('invoice.cardTitle')} size="small" data-testid="invoice-form">
      <Form<InvoiceValues>
        form={form}
        name="invoice"
        layout="vertical"
        initialValues={{
          headerType: invoice?.headerType ?? 2,
          medium: invoice?.medium ?? 1,
          title: invoice?.title ?? '',
          taxNumber: invoice?.taxNumber ?? '',
          email: invoice?.email ?? '',
          mailName: invoice?.mailName ?? '',
          mailPhone: invoice?.mailPhone ?? '',
          mailAddress: invoice?.mailAddress ?? '',
        }}
        onFinish={(values) => void save(values)}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="headerType" label={t('invoice.headerType')}>
              <Radio.Group
                data-testid="invoice-header-type"
                options={[1, 2].map((value) => ({
                  value,
                  label: t(`invoice.headerTypes.${value}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="medium" label={t('invoice.medium')}>
              <Radio.Group
                data-testid="invoice-medium"
                options={[1, 2].map((value) => ({ value, label: t(`invoice.media.${value}`) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="title"
              label={t('invoice.title')}
              rules={required(t('invoice.titleRequired'))}
            >
              <Input maxLength={100} data-testid="invoice-title" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="taxNumber"
              label={t('invoice.taxNumber')}
              rules={required(t('invoice.taxNumberRequired'))}
            >
              <Input maxLength={30} data-testid="invoice-tax-number" />
            </Form.Item>
          </Col>
          {medium === 1 ? (
            <Col xs={24} md={12}>
              <Form.Item
                name="email"
                label={t('invoice.email')}
                rules={[
                  ...required(t('invoice.emailRequired')),
                  { type: 'email', message: t('invoice.emailFormat') },
                ]}
              >
                <Input maxLength={100} data-testid="invoice-email" />
              </Form.Item>
            </Col>
          ) : (
            <>
              <Col xs={24} md={12}>
                <Form.Item
                  name="mailName"
                  label={t('invoice.mailName')}
                  rules={required(t('invoice.mailNameRequired'))}
                >
                  <Input maxLength={50} data-testid="invoice-mail-name" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="mailPhone"
                  label={t('invoice.mailPhone')}
                  rules={required(t('invoice.mailPhoneRequired'))}
                >
                  <Input maxLength={30} data-testid="invoice-mail-phone" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="mailAddress"
                  label={t('invoice.mailAddress')}
                  rules={required(t('invoice.mailAddressRequired'))}
                >
                  <Input maxLength={200} data-testid="invoice-mail-address" />
                </Form.Item>
              </Col>
            </>
          )}
        </Row>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="invoice-save">
          {t('invoice.save')}
        </Button>
      </Form>
    </Card>
  );
}
