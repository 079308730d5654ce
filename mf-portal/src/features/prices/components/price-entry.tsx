import { PERMISSIONS, PRICE_SOURCE_MAX } from '@portal/contracts';
import { isApiError } from '@portal/api-client';
import { useFormat } from '@portal/i18n';
import { useSession } from '@portal/session';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import {
  enterPrice,
  importPriceFile,
  type CommodityPrice,
  type PriceEntry as Entry,
} from '../api/prices';
import '../locales';

type Outcome = { type: 'success' | 'error'; text: string } | null;

/**
 * The platform team's form: one observed price (commodity, date, price, source), or a CSV file
 * checked and imported whole by the server. Shown only to members holding the permission.
 */
export function PriceEntry({ commodities }: { commodities: CommodityPrice[] }) {
  const allowed = useSession((state) => state.hasPermission(PERMISSIONS.priceManage));
  if (!allowed) return null;
  return <EntryForms commodities={commodities} />;
}

function EntryForms({ commodities }: { commodities: CommodityPrice[] }) {
  const { t } = useTranslation('portal-prices');
  const format = useFormat();
  const { mutate } = useSWRConfig();
  const [form] = Form.useForm<Entry>();
  const code = Form.useWatch('commodity', form);
  const chosen = commodities.find((row) => row.code === code);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [importing, setImporting] = useState(false);
  const [importOutcome, setImportOutcome] = useState<Outcome>(null);

  const refresh = () =>
    mutate((key) => Array.isArray(key) && (key[0] === 'prices' || key[0] === 'price-history'));
  const failure = (error: unknown) => (isApiError(error) ? error.msg : t('loadFailed'));

  const save = async (entry: Entry) => {
    setSaving(true);
    setOutcome(null);
    try {
      setOutcome({ type: 'success', text: await enterPrice(entry) });
      form.resetFields(['price']);
      await refresh();
    } catch (error) {
      setOutcome({ type: 'error', text: failure(error) });
    } finally {
      setSaving(false);
    }
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setImporting(true);
    setImportOutcome(null);
    try {
      setImportOutcome({
        type: 'success',
        text: await importPriceFile(file.name, await file.text()),
      });
      await refresh();
    } catch (error) {
      setImportOutcome({ type: 'error', text: failure(error) });
    } finally {
      setImporting(false);
    }
  };

  const required = (field: string) => [
    { required: true, whitespace: true, message: t('entry.required', { field }) },
  ];
  return (
    <section className="prices-entry" aria-labelledby="prices-entry-title">
      <h2 id="prices-entry-title">{t('entry.title')}</h2>
      <Form
        form={form}
        layout="vertical"
        onFinish={(entry) => void save(entry)}
        className="prices-entry__form"
      >
        <Form.Item
          name="commodity"
          label={t('entry.commodity')}
          rules={required(t('entry.commodity'))}
        >
          <Select
            showSearch
            optionFilterProp="label"
            options={commodities.map((row) => ({ value: row.code, label: row.name }))}
          />
        </Form.Item>
        <Form.Item
          name="observedOn"
          label={t('entry.observedOn')}
          rules={required(t('entry.observedOn'))}
        >
          <Input type="date" />
        </Form.Item>
        <Form.Item
          name="price"
          label={
            chosen
              ? t('entry.price', { currency: chosen.currency, unit: format.unit(chosen.unit, 1) })
              : t('entry.priceGeneric')
          }
          rules={required(t('entry.priceGeneric'))}
        >
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item
          name="source"
          label={t('entry.source')}
          extra={t('entry.sourceHint')}
          rules={required(t('entry.source'))}
        >
          <Input maxLength={PRICE_SOURCE_MAX} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('entry.submit')}
        </Button>
        {outcome && (
          <Alert
            className="prices-entry__outcome"
            type={outcome.type}
            title={outcome.text}
            showIcon
            role={outcome.type === 'error' ? 'alert' : 'status'}
          />
        )}
      </Form>
      <h3>{t('entry.importTitle')}</h3>
      <p className="prices-entry__hint">{t('entry.importHint')}</p>
      <label className="prices-entry__file">
        <span>{importing ? t('entry.importing') : t('entry.file')}</span>
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void importFile(event)}
          disabled={importing}
        />
      </label>
      {importOutcome && (
        <Alert
          className="prices-entry__outcome"
          type={importOutcome.type}
          title={importOutcome.text}
          showIcon
          role={importOutcome.type === 'error' ? 'alert' : 'status'}
        />
      )}
    </section>
  );
}
