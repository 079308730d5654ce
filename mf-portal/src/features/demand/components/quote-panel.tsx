import { useState } from 'react';
import { isApiError } from '@portal/api-client';
import { useFormat } from '@portal/i18n';
import { navigate, useSession } from '@portal/session';
import { AppLink, loginAddress, notify } from '@portal/ui';
import { Alert, Button, Descriptions, Form, Input, Modal, Radio, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { DemandAttachment, DemandDetail, MyQuote, QuoteBody } from '../api/demand';
import { getMyQuote, getQuoteQuota, reviseQuote, sendQuote } from '../api/demand-public';
import { AttachmentLinks, AttachmentsField } from './quote-attachments';
import { QUOTE_LIMITS, codePoints, isQuotePrice, isQuoteQuantity, today } from './quote-rules';
import '../locales';

interface QuoteFormValues {
  priceMode: 'unit' | 'total';
  price: string;
  quantity: string;
  currency: string;
  deliveryTerms: string;
  deliveryDate: string;
  validUntil: string;
  message?: string;
  attachments?: DemandAttachment[];
}

function toBody(values: QuoteFormValues): QuoteBody {
  const price = values.price.trim();
  return {
    unitPrice: values.priceMode === 'unit' ? price : null,
    totalPrice: values.priceMode === 'total' ? price : null,
    quantity: values.quantity.trim(),
    currency: values.currency,
    deliveryTerms: values.deliveryTerms.trim(),
    deliveryDate: values.deliveryDate,
    validUntil: values.validUntil,
    message: values.message?.trim() ?? '',
    attachmentIds: (values.attachments ?? []).map((file) => file.fileId),
  };
}

function fromQuote(quote: MyQuote): QuoteFormValues {
  return {
    priceMode: quote.totalPrice !== null ? 'total' : 'unit',
    price: quote.totalPrice ?? quote.unitPrice ?? '',
    quantity: quote.quantity,
    currency: quote.currency,
    deliveryTerms: quote.deliveryTerms,
    deliveryDate: quote.deliveryDate.slice(0, 10),
    validUntil: quote.validUntil.slice(0, 10),
    message: quote.message,
    attachments: quote.attachments,
  };
}

/** The quote form (send, or the one revision): every rule in four languages before the server. */
export function QuoteForm({
  demand,
  initial,
  busy,
  error,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  demand: DemandDetail;
  initial?: MyQuote;
  busy: boolean;
  error: string | null;
  submitLabel: string;
  onSubmit: (body: QuoteBody) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('portal-demand');
  const format = useFormat();
  const currencies = useSession((state) => state.tradeCurrency);
  const [form] = Form.useForm<QuoteFormValues>();
  const [uploading, setUploading] = useState(0);
  const currencyOptions = [
    ...new Set([demand.currency, ...currencies.map((entry) => entry.dictValue)]),
  ].map((value) => ({ value, label: format.currency(value) }));
  const first = today();
  const dateRule = (required: string) => [
    { required: true, message: required },
    {
      validator: (_rule: unknown, value: string) =>
        !value || value >= first
          ? Promise.resolve()
          : Promise.reject(new Error(t('quote.validAfterDeadline'))),
    },
  ];
  return (
    <Form
      form={form}
      layout="vertical"
      name="quote"
      disabled={busy}
      onFinish={(values) => onSubmit(toBody(values))}
      initialValues={
        initial
          ? fromQuote(initial)
          : { priceMode: 'unit', quantity: demand.quantity, currency: demand.currency }
      }
    >
      {error && (
        <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} />
      )}
      <Form.Item label={t('quote.priceMode')} name="priceMode">
        <Radio.Group
          options={[
            { value: 'unit', label: t('quote.unitPrice') },
            { value: 'total', label: t('quote.totalPrice') },
          ]}
        />
      </Form.Item>
      <Form.Item label={t('quote.price')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="currency" noStyle>
            <Select
              options={currencyOptions}
              aria-label={t('quote.currency')}
              style={{ width: 110 }}
            />
          </Form.Item>
          <Form.Item
            name="price"
            noStyle
            validateFirst
            rules={[
              { required: true, whitespace: true, message: t('quote.priceRequired') },
              {
                validator: (_rule, value: string) =>
                  isQuotePrice(value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('quote.priceFormat'))),
              },
            ]}
          >
            <Input inputMode="decimal" aria-label={t('quote.price')} maxLength={16} autoFocus />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item
        label={t('quote.quantity')}
        name="quantity"
        validateFirst
        rules={[
          { required: true, whitespace: true, message: t('quote.quantityRequired') },
          {
            validator: (_rule, value: string) =>
              isQuoteQuantity(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('quote.quantityFormat'))),
          },
        ]}
      >
        <Input inputMode="numeric" addonAfter={format.unit(demand.unit)} maxLength={10} />
      </Form.Item>
      <Form.Item
        label={t('quote.deliveryTerms')}
        name="deliveryTerms"
        validateFirst
        rules={[
          { required: true, whitespace: true, message: t('quote.termsRequired') },
          {
            validator: (_rule, value: string) =>
              codePoints(value) <= QUOTE_LIMITS.deliveryTerms
                ? Promise.resolve()
                : Promise.reject(
                    new Error(t('quote.termsTooLong', { max: QUOTE_LIMITS.deliveryTerms })),
                  ),
          },
        ]}
      >
        <Input placeholder={t('quote.deliveryTermsPlaceholder')} />
      </Form.Item>
      <Space wrap size="middle" style={{ display: 'flex' }}>
        <Form.Item
          label={t('quote.deliveryDate')}
          name="deliveryDate"
          validateFirst
          rules={dateRule(t('quote.deliveryDateRequired'))}
        >
          <Input type="date" min={first} />
        </Form.Item>
        <Form.Item
          label={t('quote.validUntil')}
          name="validUntil"
          validateFirst
          rules={dateRule(t('quote.validUntilRequired'))}
        >
          <Input type="date" min={first} />
        </Form.Item>
      </Space>
      <Form.Item
        label={t('quote.message')}
        name="message"
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              codePoints(value) <= QUOTE_LIMITS.message
                ? Promise.resolve()
                : Promise.reject(
                    new Error(t('quote.messageTooLong', { max: QUOTE_LIMITS.message })),
                  ),
          },
        ]}
      >
        <Input.TextArea
          rows={4}
          showCount={{ formatter: ({ value }) => `${codePoints(value)} / ${QUOTE_LIMITS.message}` }}
        />
      </Form.Item>
      <Form.Item
        label={t('quote.attachments')}
        name="attachments"
        rules={[
          {
            validator: () =>
              uploading > 0
                ? Promise.reject(new Error(t('quote.stillUploading')))
                : Promise.resolve(),
          },
        ]}
      >
        <AttachmentsField max={QUOTE_LIMITS.attachments} onUploading={setUploading} />
      </Form.Item>
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('quote.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="quote-send">
          {submitLabel}
        </Button>
      </Space>
    </Form>
  );
}

function YourQuote({ quote, unit }: { quote: MyQuote; unit: string }) {
  const { t } = useTranslation('portal-demand');
  const format = useFormat();
  return (
    <Descriptions
      title={
        <>
          {t('quote.yours')}{' '}
          <Tag color={quote.status === 2 ? 'green' : quote.status === 3 ? 'default' : 'blue'}>
            {t(`quote.status.${quote.status}`)}
          </Tag>
        </>
      }
      column={1}
      size="small"
      bordered
      data-testid="your-quote"
    >
      <Descriptions.Item
        label={quote.totalPrice !== null ? t('quote.totalPrice') : t('quote.unitPrice')}
      >
        {format.money(quote.totalPrice ?? quote.unitPrice ?? '0', quote.currency)}
        {quote.totalPrice === null && ` / ${format.unit(unit, 1)}`}
      </Descriptions.Item>
      <Descriptions.Item label={t('quote.quantity')}>
        {format.quantity(quote.quantity, unit)}
      </Descriptions.Item>
      <Descriptions.Item label={t('quote.deliveryTerms')}>{quote.deliveryTerms}</Descriptions.Item>
      <Descriptions.Item label={t('quote.deliveryDate')}>
        {format.date(quote.deliveryDate)}
      </Descriptions.Item>
      <Descriptions.Item label={t('quote.validUntil')}>
        {format.date(quote.validUntil)}
      </Descriptions.Item>
      {quote.message && (
        <Descriptions.Item label={t('quote.message')}>
          <span style={{ whiteSpace: 'pre-line' }}>{quote.message}</span>
        </Descriptions.Item>
      )}
      {quote.attachments.length > 0 && (
        <Descriptions.Item label={t('quote.attachments')}>
          <AttachmentLinks files={quote.attachments} />
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/**
 * "报价": a guest is told '请先登录再发起报价！' and signs in, coming back here; a signed-in
 * supplier sees its monthly quota (x/y, upgrade link when full), sends a quote, then sees it with
 * the one revision it may make while the quote is open.
 */
export function QuotePanel({ demand }: { demand: DemandDetail }) {
  const { t } = useTranslation('portal-demand');
  const signedIn = useSession((state) => state.token !== null);
  const ownCompany = demand.own === true;
  const mine = useSWR(
    signedIn && !ownCompany ? ['my-quote', demand.id] : null,
    () => getMyQuote(demand.id),
    // The revision form starts from this answer: another demand's quote must not fill it.
    { keepPreviousData: false },
  );
  const quota = useSWR(signedIn && !ownCompany ? 'quote-quota' : null, getQuoteQuota);
  const [editing, setEditing] = useState<'new' | 'revise' | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (ownCompany) return <Alert type="info" message={t('quote.ownDemand')} />;
  const quote = mine.data ?? null;
  const open = demand.status === 1;
  const full = quota.data !== undefined && quota.data.used >= quota.data.quota;

  function start() {
    if (!signedIn) {
      notify('warning', t('quote.loginFirst'));
      navigate(loginAddress());
      return;
    }
    setError(null);
    setEditing(quote ? 'revise' : 'new');
  }

  async function submit(body: QuoteBody) {
    setBusy(true);
    setError(null);
    try {
      if (editing === 'revise' && quote) await reviseQuote(quote.id, body);
      else await sendQuote(demand.id, body);
      notify('success', editing === 'revise' ? t('quote.revised') : t('quote.sent'));
      setEditing(null);
      await Promise.all([mine.mutate(), quota.mutate()]);
    } catch (caught) {
      setError(isApiError(caught) ? caught.msg : t('quote.failed'));
    } finally {
      setBusy(false);
    }
  }

  const canRevise = quote !== null && quote.status === 1 && quote.revisionsLeft > 0;
  return (
    <section className="demand-quote" aria-label={t('quote.open')}>
      {quote && <YourQuote quote={quote} unit={demand.unit} />}
      {quota.data && !quote && (
        <p data-testid="quote-quota">
          {t('quote.quota', { used: quota.data.used, quota: quota.data.quota })}
          {full && (
            <>
              {' · '}
              {t('quote.quotaFull')} <AppLink to="/memberCenter">{t('quote.upgrade')} →</AppLink>
            </>
          )}
        </p>
      )}
      {!open && <Alert type="warning" message={t('detail.closed')} />}
      {open && !quote && (
        <Button
          type="primary"
          size="large"
          onClick={start}
          disabled={full}
          data-testid="quote-open"
        >
          {t('quote.open')}
        </Button>
      )}
      {open && quote?.status === 1 && (
        <p>
          {canRevise ? (
            <Button onClick={start} data-testid="quote-revise">
              {t('quote.revise')}
            </Button>
          ) : (
            t('quote.noRevision')
          )}
        </p>
      )}
      <Modal
        open={editing !== null}
        title={t('quote.title', { title: demand.title })}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        footer={null}
      >
        <QuoteForm
          demand={demand}
          initial={editing === 'revise' && quote ? quote : undefined}
          busy={busy}
          error={error}
          submitLabel={editing === 'revise' ? t('quote.saveRevision') : t('quote.send')}
          onSubmit={(body) => void submit(body)}
          onCancel={() => setEditing(null)}
        />
      </Modal>
    </section>
  );
}
