import { isApiError } from '@portal/api-client';
import {
  INCOTERMS,
  TRADE_COUNTRIES,
  countryName,
  type Language,
  type PriceTier,
} from '@portal/contracts';
import type { ListingTranslations } from '@portal/contracts/schemas';
import { navigate, useSession } from '@portal/session';
import { currentLanguage, useFormat } from '@portal/i18n';
import { CountryFlag, ListingLanguagesEditor, notify } from '@portal/ui';
import {
  PRODUCT_LIMITS,
  presentProductTranslations,
  translateValidation,
  UPLOAD_MESSAGES,
  validateProductForm,
  validateProductTranslations,
  validateTradeTerms,
  type ProductField,
  type TradeTermField,
} from '@portal/validators';
import { Button, Checkbox, Form, Input, Result, Select, Space, Spin, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { CatalogueKind } from '../../catalogue/api/catalogue';
import { fetchCatalogue } from '../../catalogue/api/fetch-catalogue';
import { fetchProduct } from '../api/fetch-product';
import { fetchReceivers } from '../api/fetch-receivers';
import type { OwnProduct, ProductInput } from '../api/product';
import { saveProduct } from '../api/save-product';
import { HsPicker } from '../components/hs-picker';
import { MediaField, type MediaFile } from '../components/media-field';
import { PriceTiersField } from '../components/price-tiers-field';
import '../locales';
import './products.css';

interface FormState {
  name: string;
  hsCode: string;
  spec: string;
  brand: string;
  origin: string;
  originCountry: string;
  price: string;
  negotiable: boolean;
  currency: string;
  unit: string;
  productCode: string;
  industryCityId: number | null;
  industryTypeId: number | null;
  categoryId: number | null;
  images: MediaFile[];
  video: MediaFile[];
  receiverId: number | null;
  description: string;
  originalLanguage: Language;
  translations: ListingTranslations<'product'>;
  minOrderQuantity: string;
  priceTiers: PriceTier[];
  leadTimeDays: string;
  incoterm: string;
  incotermPlace: string;
  packaging: string;
  sampleAvailable: boolean;
}

const EMPTY: Omit<FormState, 'originalLanguage'> = {
  name: '',
  hsCode: '',
  spec: '',
  brand: '',
  origin: '',
  originCountry: '',
  price: '',
  negotiable: false,
  currency: 'CNY',
  unit: '',
  productCode: '',
  industryCityId: null,
  industryTypeId: null,
  categoryId: null,
  images: [],
  video: [],
  receiverId: null,
  description: '',
  translations: {},
  minOrderQuantity: '',
  priceTiers: [],
  leadTimeDays: '',
  incoterm: '',
  incotermPlace: '',
  packaging: '',
  sampleAvailable: false,
};

function fromProduct(product: OwnProduct): FormState {
  const media = (kind: 'image' | 'video') =>
    product.media
      .filter((item) => item.kind === kind)
      .map((item) => ({ fileId: item.fileId, url: item.url, name: `${kind}-${item.fileId}` }));
  return {
    name: product.name,
    hsCode: product.hsCode ?? '',
    spec: product.spec ?? '',
    brand: product.brand ?? '',
    origin: product.origin ?? '',
    originCountry: product.originCountry ?? '',
    price: product.price ?? '',
    negotiable: product.price === null,
    currency: product.currency,
    unit: product.unit,
    productCode: product.productCode,
    industryCityId: product.industryCityId,
    industryTypeId: product.industryTypeId,
    categoryId: product.categoryId,
    images: media('image'),
    video: media('video'),
    receiverId: product.receiverId,
    description: product.description ?? '',
    originalLanguage: product.originalLanguage,
    translations: product.translations,
    minOrderQuantity: product.minOrderQuantity ?? '',
    priceTiers: product.priceTiers,
    leadTimeDays: product.leadTimeDays === null ? '' : String(product.leadTimeDays),
    incoterm: product.incoterm ?? '',
    incotermPlace: product.incotermPlace ?? '',
    packaging: product.packaging ?? '',
    sampleAvailable: product.sampleAvailable,
  };
}

type FormField = ProductField | TradeTermField;

/** Every failing field of the form with its message, and each language's problem. */
function problemsOf(form: FormState): {
  fields: Partial<Record<FormField, string>>;
  languages: Partial<Record<Language, string>>;
} {
  const fields = validateProductForm({
    name: form.name,
    hsCode: form.hsCode,
    unit: form.unit,
    price: form.price,
    negotiable: form.negotiable,
    productCode: form.productCode,
    originCountry: form.originCountry,
    imageCount: form.images.length,
    videoCount: form.video.length,
    receiverId: form.receiverId,
  });
  const terms = validateTradeTerms({
    minOrderQuantity: form.minOrderQuantity,
    // A price on request disables the tiers and sends none.
    priceTiers: form.negotiable ? [] : form.priceTiers,
    negotiable: form.negotiable,
    leadTimeDays: form.leadTimeDays,
    incoterm: form.incoterm,
    incotermPlace: form.incotermPlace,
  });
  return {
    fields: { ...fields, ...terms },
    languages: validateProductTranslations(form.originalLanguage, form.translations),
  };
}

const hasProblems = (problems: ReturnType<typeof problemsOf>) =>
  Object.keys(problems.fields).length + Object.keys(problems.languages).length > 0;

function toInput(form: FormState): ProductInput {
  const text = (value: string) => value.trim() || null;
  return {
    name: form.name.trim(),
    hsCode: form.hsCode.trim(),
    spec: text(form.spec),
    brand: text(form.brand),
    origin: text(form.origin),
    originCountry: form.originCountry || null,
    price: form.negotiable ? null : form.price.trim(),
    currency: form.currency,
    unit: form.unit.trim(),
    productCode: text(form.productCode),
    industryCityId: form.industryCityId,
    industryTypeId: form.industryTypeId,
    categoryId: form.categoryId,
    imageIds: form.images.map((file) => file.fileId),
    videoId: form.video[0]?.fileId ?? null,
    receiverId: form.receiverId,
    description: text(form.description),
    originalLanguage: form.originalLanguage,
    translations: presentProductTranslations(form.translations),
    minOrderQuantity: text(form.minOrderQuantity),
    priceTiers: form.negotiable
      ? []
      : form.priceTiers.map((tier) => ({
          minQuantity: tier.minQuantity.trim(),
          price: tier.price.trim(),
        })),
    leadTimeDays: form.leadTimeDays.trim() === '' ? null : Number(form.leadTimeDays),
    incoterm: text(form.incoterm),
    incotermPlace: text(form.incotermPlace),
    packaging: text(form.packaging),
    sampleAvailable: form.sampleAvailable,
  };
}

/** The catalogue selects' 不选: no catalogue entry has the id 0. */
const NO_ENTRY = 0;

function useCatalogueOptions(kind: CatalogueKind, keep: number | null) {
  const { t } = useTranslation('workbench-products');
  const { data } = useSWR(['catalogue', kind], () => fetchCatalogue(kind));
  const depth = new Map<number, number>();
  for (const node of data ?? [])
    depth.set(node.id, node.parentId ? (depth.get(node.parentId) ?? 0) + 1 : 0);
  // Parents before children, each level indented; disabled entries only when already chosen.
  // 不选 is the value NO_ENTRY, never null: antd's Select shows a value without an option as
  // the value itself ("0").
  const ordered: { value: number; label: string }[] = [{ value: NO_ENTRY, label: t('form.none') }];
  const add = (parentId: number | null) => {
    for (const node of (data ?? []).filter((item) => item.parentId === parentId)) {
      if (!node.disabled || node.id === keep)
        ordered.push({
          value: node.id,
          label: `${'　'.repeat(depth.get(node.id) ?? 0)}${node.name}`,
        });
      add(node.id);
    }
  };
  add(null);
  return ordered;
}

/** `/saveProduct` (new) and `/saveProduct?id=` (edit): every field of spec §3. */
export function SaveProductPage({ search }: { search: string }) {
  const { t } = useTranslation('workbench-products');
  const id = Number(new URLSearchParams(search).get('id')) || null;
  const me = useSession((state) => state.user);
  const product = useSWR(id ? ['own-product', id] : null, () => fetchProduct(id!), {
    // The form starts from this answer: another product's must never fill it in.
    keepPreviousData: false,
  });
  if (id && product.error !== undefined && !product.data) {
    return (
      <Result
        status="404"
        title={isApiError(product.error) ? product.error.msg : t('common.loadFailed')}
        extra={<Button onClick={() => navigate('/productManage')}>{t('form.cancel')}</Button>}
      />
    );
  }
  // The form copies the product once; a cached copy may be older than the last save, so the form
  // waits for this visit's answer.
  if (id && (!product.data || product.isValidating)) return <Spin style={{ margin: 24 }} />;
  return (
    <ProductForm
      key={id ?? 'new'}
      id={id}
      existing={product.data ?? null}
      // A new product is received by the one who creates it unless another is chosen.
      // A new product is written in the UI's language unless its author says otherwise.
      initial={
        product.data
          ? fromProduct(product.data)
          : { ...EMPTY, receiverId: me?.id ?? null, originalLanguage: currentLanguage() }
      }
    />
  );
}

function ProductForm({
  id,
  existing,
  initial,
}: {
  id: number | null;
  existing: OwnProduct | null;
  initial: FormState;
}) {
  const { t, i18n } = useTranslation('workbench-products');
  const format = useFormat();
  const currencies = useSession((state) => state.tradeCurrency);
  const receivers = useSWR('receivers', () => fetchReceivers());
  const [form, setForm] = useState<FormState>(initial);
  // Checked from the first save on; from then on the messages follow each correction.
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [uploading, setUploading] = useState({ image: 0, video: 0 });
  const [saving, setSaving] = useState(false);

  const cities = useCatalogueOptions('industryCity', existing?.industryCityId ?? null);
  const types = useCatalogueOptions('industryType', existing?.industryTypeId ?? null);
  const categories = useCatalogueOptions('productType', existing?.categoryId ?? null);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const problems = checked ? problemsOf(form) : { fields: {}, languages: {} };
  const errors: Partial<Record<FormField, string>> = problems.fields;

  const submit = async (then: 'list' | 'preview') => {
    setServerError(null);
    if (uploading.image + uploading.video > 0) {
      notify('warning', translateValidation(UPLOAD_MESSAGES.unfinished, currentLanguage()));
      return;
    }
    setChecked(true);
    if (hasProblems(problemsOf(form))) {
      notify('error', translateValidation('请检查填写内容', currentLanguage()));
      return;
    }
    setSaving(true);
    try {
      const savedId = await saveProduct(id, toInput(form));
      notify('success', t('form.saved'));
      navigate(then === 'preview' ? `/productPreview?id=${savedId}` : '/productManage');
    } catch (error) {
      const message = isApiError(error) ? error.msg : t('form.saveFailed');
      setServerError(message);
      notify('error', message);
    } finally {
      setSaving(false);
    }
  };

  const field = (name: FormField | null, label: string, control: ReactNode, required = false) => (
    <Form.Item
      label={label}
      required={required}
      validateStatus={name && errors[name] ? 'error' : undefined}
      help={name && errors[name] ? translateValidation(errors[name], currentLanguage()) : undefined}
    >
      {control}
    </Form.Item>
  );
  const language = i18n.language;
  return (
    <section className="save-product" aria-labelledby="save-product-title">
      <h1 id="save-product-title">{id ? t('form.titleEdit') : t('form.titleNew')}</h1>
      <Form layout="vertical" component="form" onSubmitCapture={(event) => event.preventDefault()}>
        <div className="form-row">
          {field(
            'name',
            t('form.name'),
            <Input
              aria-label={t('form.name')}
              maxLength={PRODUCT_LIMITS.name}
              value={form.name}
              onChange={(e) => set('name', e.target.value)}
            />,
            true,
          )}
          {field(
            'productCode',
            t('form.productCode'),
            <Input
              aria-label={t('form.productCode')}
              placeholder={t('form.productCodeHint')}
              maxLength={PRODUCT_LIMITS.productCode}
              value={form.productCode}
              onChange={(e) => set('productCode', e.target.value)}
            />,
          )}
        </div>
        {field(
          'hsCode',
          t('form.hsCode'),
          <HsPicker
            value={form.hsCode}
            label={t('form.hsCode')}
            onChange={(code) => set('hsCode', code)}
          />,
          true,
        )}
        <div className="form-row">
          {field(
            null,
            t('form.spec'),
            <Input
              aria-label={t('form.spec')}
              maxLength={PRODUCT_LIMITS.spec}
              value={form.spec}
              onChange={(e) => set('spec', e.target.value)}
            />,
          )}
          {field(
            null,
            t('form.brand'),
            <Input
              aria-label={t('form.brand')}
              maxLength={PRODUCT_LIMITS.brand}
              value={form.brand}
              onChange={(e) => set('brand', e.target.value)}
            />,
          )}
          {field(
            null,
            t('form.origin'),
            <Input
              aria-label={t('form.origin')}
              maxLength={PRODUCT_LIMITS.origin}
              value={form.origin}
              onChange={(e) => set('origin', e.target.value)}
            />,
          )}
          {field(
            'originCountry',
            t('form.originCountry'),
            <Select
              aria-label={t('form.originCountry')}
              value={form.originCountry}
              onChange={(value) => set('originCountry', value)}
              options={[
                { value: '', label: t('form.none') },
                ...TRADE_COUNTRIES.map((country) => ({
                  value: country.code,
                  label: (
                    <>
                      <CountryFlag code={country.code} /> {countryName(country.code, language)}
                    </>
                  ),
                })),
              ]}
            />,
          )}
        </div>
        <div className="form-row">
          {field(
            'price',
            t('form.price'),
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Input
                aria-label={t('form.price')}
                inputMode="decimal"
                maxLength={15}
                disabled={form.negotiable}
                value={form.negotiable ? '' : form.price}
                onChange={(e) => set('price', e.target.value)}
              />
              <Checkbox
                checked={form.negotiable}
                onChange={(e) => set('negotiable', e.target.checked)}
              >
                {t('form.negotiable')}
              </Checkbox>
            </Space>,
            !form.negotiable,
          )}
          {field(
            null,
            t('form.currency'),
            <Select
              aria-label={t('form.currency')}
              value={form.currency}
              onChange={(value) => set('currency', value)}
              options={(currencies.length
                ? currencies
                : [{ dictValue: 'CNY', dictLabel: t('form.cnyName'), remark: '¥' }]
              ).map((entry) => ({
                value: entry.dictValue,
                label: format.currency(entry.dictValue, entry.dictLabel),
              }))}
            />,
          )}
          {field(
            'unit',
            t('form.unit'),
            <Input
              aria-label={t('form.unit')}
              maxLength={PRODUCT_LIMITS.unit}
              value={form.unit}
              onChange={(e) => set('unit', e.target.value)}
            />,
            true,
          )}
        </div>
        <fieldset className="save-product-group">
          <legend>{t('terms.title')}</legend>
          <div className="form-row">
            {field(
              'minOrderQuantity',
              t('terms.minOrderQuantity'),
              <Input
                aria-label={t('terms.minOrderQuantity')}
                inputMode="decimal"
                maxLength={14}
                suffix={form.unit.trim() || undefined}
                value={form.minOrderQuantity}
                onChange={(e) => set('minOrderQuantity', e.target.value)}
              />,
            )}
            {field(
              'leadTimeDays',
              t('terms.leadTimeDays'),
              <Input
                aria-label={t('terms.leadTimeDays')}
                inputMode="numeric"
                maxLength={3}
                value={form.leadTimeDays}
                onChange={(e) => set('leadTimeDays', e.target.value)}
              />,
            )}
          </div>
          {field(
            'priceTiers',
            t('terms.priceTiers'),
            <PriceTiersField
              tiers={form.negotiable ? [] : form.priceTiers}
              onChange={(tiers) => set('priceTiers', tiers)}
              currency={form.currency}
              disabled={form.negotiable}
            />,
          )}
          <p className="save-product-hint">{t('terms.priceTiersHint')}</p>
          <div className="form-row">
            {field(
              'incoterm',
              t('terms.incoterm'),
              <Select
                aria-label={t('terms.incoterm')}
                value={form.incoterm}
                onChange={(value) => set('incoterm', value)}
                options={[
                  { value: '', label: t('form.none') },
                  ...INCOTERMS.map((rule) => ({ value: rule, label: rule })),
                ]}
              />,
            )}
            {field(
              'incotermPlace',
              t('terms.incotermPlace'),
              <Input
                aria-label={t('terms.incotermPlace')}
                placeholder={t('terms.incotermPlaceHint')}
                maxLength={PRODUCT_LIMITS.incotermPlace}
                value={form.incotermPlace}
                onChange={(e) => set('incotermPlace', e.target.value)}
              />,
              form.incoterm !== '',
            )}
          </div>
          <div className="form-row">
            {field(
              null,
              t('terms.packaging'),
              <Input
                aria-label={t('terms.packaging')}
                maxLength={PRODUCT_LIMITS.packaging}
                value={form.packaging}
                onChange={(e) => set('packaging', e.target.value)}
              />,
            )}
            <Form.Item label=" " colon={false} className="save-product-sample">
              <Checkbox
                checked={form.sampleAvailable}
                onChange={(e) => set('sampleAvailable', e.target.checked)}
              >
                {t('terms.sampleAvailable')}
              </Checkbox>
            </Form.Item>
          </div>
        </fieldset>
        <div className="form-row">
          {field(
            null,
            t('form.industryCity'),
            <Select
              aria-label={t('form.industryCity')}
              value={form.industryCityId ?? NO_ENTRY}
              options={cities}
              onChange={(value) => set('industryCityId', value === NO_ENTRY ? null : value)}
            />,
          )}
          {field(
            null,
            t('form.industryType'),
            <Select
              aria-label={t('form.industryType')}
              value={form.industryTypeId ?? NO_ENTRY}
              options={types}
              onChange={(value) => set('industryTypeId', value === NO_ENTRY ? null : value)}
            />,
          )}
          {field(
            null,
            t('form.category'),
            <Select
              aria-label={t('form.category')}
              value={form.categoryId ?? NO_ENTRY}
              options={categories}
              onChange={(value) => set('categoryId', value === NO_ENTRY ? null : value)}
            />,
          )}
        </div>
        {field(
          'imageCount',
          t('form.images'),
          <MediaField
            kind="image"
            label={t('form.images')}
            max={PRODUCT_LIMITS.images}
            files={form.images}
            onChange={(files) => set('images', files)}
            onUploading={(count) => setUploading((current) => ({ ...current, image: count }))}
          />,
        )}
        {field(
          'videoCount',
          t('form.video'),
          <MediaField
            kind="video"
            label={t('form.video')}
            max={PRODUCT_LIMITS.videos}
            files={form.video}
            onChange={(files) => set('video', files)}
            onUploading={(count) => setUploading((current) => ({ ...current, video: count }))}
          />,
        )}
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
          true,
        )}
        {field(
          null,
          t('form.description'),
          <Input.TextArea
            aria-label={t('form.description')}
            rows={4}
            maxLength={PRODUCT_LIMITS.description}
            value={form.description}
            onChange={(e) => set('description', e.target.value)}
          />,
        )}
        <ListingLanguagesEditor
          kind="product"
          fields={[
            { key: 'name', label: t('form.name'), maxLength: PRODUCT_LIMITS.name },
            {
              key: 'description',
              label: t('form.description'),
              maxLength: PRODUCT_LIMITS.description,
              multiline: true,
            },
          ]}
          originalLanguage={form.originalLanguage}
          onOriginalLanguageChange={(language) => set('originalLanguage', language)}
          original={{ name: form.name, description: form.description }}
          translations={form.translations}
          onTranslationsChange={(translations) => set('translations', translations)}
          disabled={saving}
          errors={Object.fromEntries(
            Object.entries(problems.languages).map(([language, message]) => [
              language,
              translateValidation(message, currentLanguage()),
            ]),
          )}
        />
        {serverError && (
          <Typography.Paragraph type="danger" role="alert" data-testid="save-error">
            {serverError}
          </Typography.Paragraph>
        )}
        <Space wrap>
          <Button type="primary" loading={saving} onClick={() => void submit('list')}>
            {t('form.save')}
          </Button>
          <Button loading={saving} onClick={() => void submit('preview')}>
            {t('form.saveAndPreview')}
          </Button>
          <Button onClick={() => navigate('/productManage')}>{t('form.cancel')}</Button>
        </Space>
      </Form>
    </section>
  );
}
