import {
  TRADE_COUNTRIES,
  countryName,
  type Language,
  CASE_MAX_LINKED_PRODUCTS,
} from '@portal/contracts';
import { industryLabel } from '@portal/i18n';
import { Form, InputNumber, Select, Switch } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  getProductIndustries,
  searchProducts,
  type CaseDetails,
  type OperatorCase,
  type ProductChoice,
} from '../api/content';
import '../locales';

/** The markets a case may name: the portal's countries besides mainland China. */
const CASE_COUNTRIES = TRADE_COUNTRIES.filter((country) => country.code !== 'CN');
const SEARCH_DELAY_MS = 300;

export type CaseDetailsValues = CaseDetails;

export const EMPTY_DETAILS: CaseDetailsValues = {
  industry: '',
  countries: [],
  productIds: [],
  sort: 0,
  published: true,
};

/** The details of a case as the form holds them. */
export function detailsOf(item: OperatorCase): CaseDetailsValues {
  return {
    industry: item.industry,
    countries: item.countries,
    productIds: item.productIds,
    sort: item.sort,
    published: item.published,
  };
}

/**
 * The linked products' picker: published products of the supply hall found by words (the
 * server refuses anything else). Products linked before keep their names, withdrawn ones say so.
 */
function ProductPicker({
  id,
  value,
  onChange,
  linked,
}: {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  linked: OperatorCase['products'];
}) {
  const { t } = useTranslation('portal-content');
  const [known, setKnown] = useState<Map<number, ProductChoice & { withdrawn?: boolean }>>(
    () =>
      new Map(
        linked.map((product) => [
          product.id,
          { id: product.id, name: product.name, company: '', withdrawn: !product.published },
        ]),
      ),
  );
  const [found, setFound] = useState<number[]>([]);
  const [searching, setSearching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef('');

  const search = (keyword: string) => {
    latest.current = keyword;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSearching(true);
      searchProducts(keyword)
        .then((products) => {
          if (latest.current !== keyword) return;
          setKnown((previous) => {
            const next = new Map(previous);
            for (const product of products) next.set(product.id, product);
            return next;
          });
          setFound(products.map((product) => product.id));
        })
        .catch(() => setFound([]))
        .finally(() => setSearching(false));
    }, SEARCH_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const label = (productId: number) => {
    const product = known.get(productId);
    if (!product) return `#${productId}`;
    if (product.withdrawn) return t('details.productWithdrawn', { name: product.name });
    return product.company
      ? t('details.productOption', { name: product.name, company: product.company })
      : product.name;
  };
  const ids = [...new Set([...(value ?? []), ...found])];

  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: search }}
      value={value}
      onChange={(next) => onChange?.(next)}
      onFocus={() => {
        if (found.length === 0) search('');
      }}
      loading={searching}
      maxCount={CASE_MAX_LINKED_PRODUCTS}
      placeholder={t('details.productsPlaceholder')}
      options={ids.map((productId) => ({ value: productId, label: label(productId) }))}
    />
  );
}

/**
 * A case's details in a form: industry, markets, linked products, order, publication. Used by the
 * editor of a case and by the new-case form; the surrounding `Form` holds the values.
 */
export function CaseDetailsFields({
  linked = [],
  industries = [],
}: {
  linked?: OperatorCase['products'];
  /** Industries the cases use already, offered beside those of the supply hall. */
  industries?: string[];
}) {
  const { t, i18n } = useTranslation('portal-content');
  const language = (i18n.resolvedLanguage ?? 'zh') as Language;
  const supplyIndustries = useSWR('content-product-industries', getProductIndustries);
  const current = Form.useWatch<string | undefined>('industry');
  const industryOptions = [
    ...new Set([...industries, ...(supplyIndustries.data ?? []), ...(current ? [current] : [])]),
  ].map((industry) => ({ value: industry, label: industryLabel(industry, language) }));

  return (
    <>
      <Form.Item
        name="industry"
        label={t('details.industry')}
        rules={[{ required: true, whitespace: true, message: t('details.industryRequired') }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('details.industryPlaceholder')}
          options={industryOptions}
        />
      </Form.Item>
      <Form.Item name="countries" label={t('details.countries')}>
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('details.countriesPlaceholder')}
          options={CASE_COUNTRIES.map((country) => ({
            value: country.code,
            label: countryName(country.code, language),
          }))}
        />
      </Form.Item>
      <Form.Item name="productIds" label={t('details.products')} extra={t('details.productsHint')}>
        <ProductPicker linked={linked} />
      </Form.Item>
      <Form.Item name="sort" label={t('details.sort')}>
        <InputNumber min={0} max={100000} precision={0} />
      </Form.Item>
      <Form.Item
        name="published"
        label={t('details.published')}
        valuePropName="checked"
        extra={t('details.publishedHint')}
      >
        <Switch />
      </Form.Item>
    </>
  );
}
