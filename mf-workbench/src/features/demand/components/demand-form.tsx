import { DEMAND_LIMITS } from '@portal/contracts';
import { isApiError } from '@portal/api-client';
import { currentLanguage, useFormat } from '@portal/i18n';
import { useSession } from '@portal/session';
import { translateValidation, UPLOAD_MESSAGES } from '@portal/validators';
import { Button, Drawer, Form, Input, Radio, Select, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ListingLanguagesEditor, notify } from '@portal/ui';
import { fetchReceivers } from '../../products/api/fetch-receivers';
import { HsPicker } from '../../products/components/hs-picker';
import { MediaField } from '../../products/components/media-field';
import { saveDemand, searchCompanies, type DemandFull } from '../api/demand';
import {
  FIELD_LABEL,
  validateDemandForm,
  type DemandField,
  type DemandFormState,
  type DemandProblem,
} from './demand-rules';
import '../locales';
import './demand-form.css';

const ATTACHMENTS_MAX = DEMAND_LIMITS.attachments;

/** Today as YYYY-MM-DD in the browser's time zone: the earliest deadline. */
export function localToday(now = new Date()): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

function initialState(demand: DemandFull | null): DemandFormState {
  if (!demand) {
    return {
      title: '',
      productName: '',
      hsCode: '',
      deadline: '',
      industry: '',
      quantity: '',
      unit: '',
      priceMin: '',
      priceMax: '',
      currency: 'USD',
      receiverId: null,
      description: '',
      attachments: [],
      suppliers: [],
      designatedOnly: false,
      // Written in the language the buyer works in, unless they say otherwise.
      originalLanguage: currentLanguage(),
      translations: {},
    };
  }
  return {
    title: demand.title,
    productName: demand.productName,
    hsCode: demand.hsCode ?? '',
    deadline: demand.deadline.slice(0, 10),
    industry: demand.industry,
    quantity: demand.quantity,
    unit: demand.unit,
    priceMin: demand.priceMin,
    priceMax: demand.priceMax,
    currency: demand.currency,
    receiverId: demand.receiverId,
    description: demand.description ?? '',
    attachments: demand.attachments,
    suppliers: demand.suppliers,
    designatedOnly: demand.designatedOnly,
    originalLanguage: demand.originalLanguage,
    translations: demand.translations,
  };
}

/** Designated suppliers: companies found by name as the buyer types. */
function SupplierPicker({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: { id: number; name: string }[];
  onChange: (value: { id: number; name: string }[]) => void;
  label: string;
  placeholder: string;
}) {
  const [found, setFound] = useState<{ id: number; name: string }[]>([]);
  const known = new Map([...value, ...found].map((company) => [company.id, company]));
  return (
    <Select
      mode="multiple"
      aria-label={label}
      placeholder={placeholder}
      showSearch={{
        filterOption: false,
        onSearch: (text) => {
          if (text.trim().length < 2) return;
          void searchCompanies(text.trim()).then(setFound, () => setFound([]));
        },
      }}
      value={value.map((company) => company.id)}
      onChange={(ids: number[]) => onChange(ids.map((id) => known.get(id)!).filter(Boolean))}
      options={[...known.values()].map((company) => ({ value: company.id, label: company.name }))}
    />
  );
}

/** Create or edit a demand in a drawer; every spec §5 rule is checked before the server. */
export function DemandFormDrawer({
  demand,
  open,
  onClose,
  onSaved,
}: {
  demand: DemandFull | null;
  open: boolean;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const { t } = useTranslation('workbench-demand');
  const format = useFormat();
  const currencies = useSession((state) => state.tradeCurrency);
  const receivers = useSWR(open ? 'receivers' : null, () => fetchReceivers());
  const [form, setForm] = useState<DemandFormState>(() => initialState(demand));
  // Checked from the first save on; from then on the messages follow each correction.
  const [checked, setChecked] = useState(false);
  const [uploading, setUploading] = useState(0);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const set = <K extends keyof DemandFormState>(key: K, value: DemandFormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const today = localToday();
  const problems: Partial<Record<DemandField, DemandProblem>> = checked
    ? validateDemandForm(form, today)
    : {};

  const message = (field: DemandField) => {
    const problem = problems[field];
    if (!problem) return undefined;
    return t(`form.${problem.key}`, {
      field: t(`form.${FIELD_LABEL[field]}`),
      decimals: problem.decimals,
    });
  };

  async function submit() {
    setServerError(null);
    if (uploading > 0) {
      notify('warning', translateValidation(UPLOAD_MESSAGES.unfinished, currentLanguage()));
      return;
    }
    setChecked(true);
    if (Object.keys(validateDemandForm(form, today)).length > 0) {
      notify('error', t('form.check'));
      return;
    }
    setSaving(true);
    try {
      const id = await saveDemand(demand?.id ?? null, {
        title: form.title.trim(),
        productName: form.productName.trim(),
        hsCode: form.hsCode || null,
        industry: form.industry.trim(),
        quantity: form.quantity.trim(),
        unit: form.unit.trim(),
        priceMin: form.priceMin.trim(),
        priceMax: form.priceMax.trim(),
        currency: form.currency,
        deadline: form.deadline,
        receiverId: form.receiverId,
        description: form.description.trim(),
        attachmentIds: form.attachments.map((file) => file.fileId),
        supplierIds: form.suppliers.map((company) => company.id),
        designatedOnly: form.suppliers.length > 0 && form.designatedOnly,
        originalLanguage: form.originalLanguage,
        translations: form.translations,
      });
      notify('success', t('form.saved'));
      onSaved(id);
    } catch (error) {
      const text = isApiError(error) ? error.msg : t('form.failed');
      setServerError(text);
      notify('error', text);
    } finally {
      setSaving(false);
    }
  }

  const field = (name: DemandField | null, label: string, control: ReactNode) => (
    <Form.Item
      label={label}
      required={name !== null}
      validateStatus={name && problems[name] ? 'error' : undefined}
      help={name ? message(name) : undefined}
    >
      {control}
    </Form.Item>
  );
  const text = (name: 'title' | 'productName' | 'industry' | 'unit', label: string, max: number) =>
    field(
      name,
      label,
      <Input
        aria-label={label}
        maxLength={max}
        value={form[name]}
        onChange={(event) => set(name, event.target.value)}
      />,
    );
  const decimal = (name: 'quantity' | 'priceMin' | 'priceMax', label: string) =>
    field(
      name,
      label,
      <Input
        aria-label={label}
        inputMode="decimal"
        maxLength={16}
        value={form[name]}
        onChange={(event) => set(name, event.target.value)}
      />,
    );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={demand ? t('form.titleEdit') : t('form.titleNew')}
      size="large"
      destroyOnHidden
      footer={
        <Space wrap>
          <Button
            type="primary"
            loading={saving}
            onClick={() => void submit()}
            data-testid="demand-save"
          >
            {t('form.save')}
          </Button>
          <Button onClick={onClose}>{t('form.cancel')}</Button>
        </Space>
      }
    >
      <Form
        className="demand-form"
        layout="vertical"
        component="form"
        onSubmitCapture={(event) => event.preventDefault()}
      >
        {text('title', t('form.title'), 100)}
        {text('productName', t('form.product'), 100)}
        {field(
          null,
          t('form.hsCode'),
          <HsPicker
            value={form.hsCode}
            label={t('form.hsCode')}
            onChange={(code) => set('hsCode', code)}
          />,
        )}
        <div className="form-row">
          {field(
            'deadline',
            t('form.deadline'),
            <Input
              type="date"
              aria-label={t('form.deadline')}
              min={today}
              value={form.deadline}
              onChange={(event) => set('deadline', event.target.value)}
            />,
          )}
          {text('industry', t('form.industry'), 50)}
        </div>
        <div className="form-row">
          {decimal('quantity', t('form.quantity'))}
          {text('unit', t('form.unit'), 20)}
        </div>
        <div className="form-row">
          {decimal('priceMin', t('form.priceMin'))}
          {decimal('priceMax', t('form.priceMax'))}
          {field(
            'currency',
            t('form.currency'),
            <Select
              aria-label={t('form.currency')}
              value={form.currency || undefined}
              onChange={(value) => set('currency', value)}
              options={currencies.map((entry) => ({
                value: entry.dictValue,
                label: format.currency(entry.dictValue, entry.dictLabel),
              }))}
            />,
          )}
        </div>
        {field(
          'receiverId',
          t('form.receiver'),
          <Select
            aria-label={t('form.receiver')}
            value={form.receiverId}
            onChange={(value) => set('receiverId', value)}
            options={(receivers.data ?? []).map((receiver) => ({
              value: receiver.id,
              label: receiver.mainAccount
                ? t('form.mainAccount', { name: receiver.name })
                : receiver.name,
            }))}
          />,
        )}
        {field(
          null,
          t('form.description'),
          <Input.TextArea
            aria-label={t('form.description')}
            rows={4}
            maxLength={2000}
            value={form.description}
            onChange={(event) => set('description', event.target.value)}
          />,
        )}
        <ListingLanguagesEditor
          kind="demand"
          fields={[
            { key: 'title', label: t('form.title'), maxLength: DEMAND_LIMITS.title },
            { key: 'productName', label: t('form.product'), maxLength: DEMAND_LIMITS.productName },
            {
              key: 'description',
              label: t('form.description'),
              maxLength: DEMAND_LIMITS.description,
              multiline: true,
            },
          ]}
          originalLanguage={form.originalLanguage}
          onOriginalLanguageChange={(language) => set('originalLanguage', language)}
          original={{
            title: form.title,
            productName: form.productName,
            description: form.description,
          }}
          translations={form.translations}
          onTranslationsChange={(translations) => set('translations', translations)}
          disabled={saving}
        />
        {field(
          null,
          t('form.attachments'),
          <MediaField
            kind="image"
            label={t('form.attachments')}
            max={ATTACHMENTS_MAX}
            files={form.attachments}
            onChange={(files) => set('attachments', files)}
            onUploading={setUploading}
          />,
        )}
        {field(
          null,
          t('form.suppliers'),
          <SupplierPicker
            label={t('form.suppliers')}
            placeholder={t('form.suppliersPlaceholder')}
            value={form.suppliers}
            onChange={(value) => set('suppliers', value)}
          />,
        )}
        {form.suppliers.length > 0 &&
          field(
            null,
            t('form.visibility'),
            <Radio.Group
              value={form.designatedOnly}
              onChange={(event) => set('designatedOnly', event.target.value as boolean)}
              options={[
                { value: false, label: t('form.publicInvite') },
                { value: true, label: t('form.designatedOnly') },
              ]}
            />,
          )}
        {serverError && (
          <Typography.Paragraph type="danger" role="alert">
            {serverError}
          </Typography.Paragraph>
        )}
      </Form>
    </Drawer>
  );
}
