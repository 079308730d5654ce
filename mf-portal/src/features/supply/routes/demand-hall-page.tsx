import { INCOTERMS, TRADE_COUNTRIES, countryName } from '@portal/contracts';
import { industryLabel, useFormat } from '@portal/i18n';
import { navigate, useSession } from '@portal/session';
import { AppLink, CountryFlag, ProductCard, type RemoteScreenProps } from '@portal/ui';
import {
  Button,
  Checkbox,
  Drawer,
  Empty,
  Input,
  Pagination,
  Result,
  Select,
  Space,
  Tabs,
} from 'antd';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DemandTab } from '../../demand/components/demand-tab';
import useSWR from 'swr';
import { getIndustries } from '../api/get-industries';
import type { SupplyQuery } from '../api/product';
import { SEARCH_PAGE_REACH, SUPPLY_PAGE_SIZE, searchProducts } from '../api/search-products';
import {
  EMPTY_QUERY,
  activeFilterCount,
  leadTimeChoices,
  parseSupplyQuery,
  supplyAddress,
} from '../components/supply-query';
import '../locales';
import './supply-pages.css';

/** antd's `xs`: a phone, where the filters wait in a sheet under one button. */
const PHONE = '(max-width: 575.98px)';

function subscribeToPhone(onChange: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function usePhone(): boolean {
  return useSyncExternalStore(
    subscribeToPhone,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}

/**
 * The hall's filters. On a wide screen they sit above the cards: choices apply at once, typed
 * values on Enter / Search. On a phone the search box stays and the rest wait in a sheet opened
 * by a button that counts the filters in force; there every change waits for "show results".
 */
function SupplyFilters({ query }: { query: SupplyQuery }) {
  const { t } = useTranslation('portal-supply');
  const { language } = useFormat();
  const phone = usePhone();
  const [sheetOpen, setSheetOpen] = useState(false);
  const currencies = useSession((state) => state.tradeCurrency);
  const { data: industries } = useSWR('supply-industries', getIndustries);
  const [draft, setDraft] = useState(query);
  const go = (patch: Partial<SupplyQuery>) => {
    const next = { ...draft, ...patch };
    navigate(
      supplyAddress({
        ...next,
        q: next.q.trim(),
        min: next.min.trim(),
        max: next.max.trim(),
        moqMax: next.moqMax.trim(),
        page: 1,
      }),
    );
  };
  /** A choice: applied at once on a wide screen, kept for "show results" in the sheet. */
  const choose = (patch: Partial<SupplyQuery>) =>
    phone ? setDraft({ ...draft, ...patch }) : go(patch);
  const typed = (patch: Partial<SupplyQuery>) => setDraft({ ...draft, ...patch });
  const activeCount = activeFilterCount(query);
  const searchBox = (
    <Input.Search
      className="supply-filters__q"
      aria-label={t('search')}
      placeholder={t('search')}
      maxLength={50}
      value={draft.q}
      enterButton={phone ? true : t('searchButton')}
      onChange={(event) => typed({ q: event.target.value })}
      onSearch={(value) => go({ q: value.trim() })}
    />
  );
  const fields = (
    <>
      <Input
        aria-label={t('hs')}
        placeholder={t('hs')}
        inputMode="numeric"
        maxLength={6}
        value={draft.hs}
        className="supply-filters__hs"
        onChange={(event) => typed({ hs: event.target.value.replace(/\D/g, '') })}
        onPressEnter={() => go({})}
      />
      <Select
        aria-label={t('country')}
        value={draft.country}
        className="supply-filters__select"
        onChange={(country) => choose({ country })}
        options={[
          { value: '', label: t('allCountries') },
          ...TRADE_COUNTRIES.map((country) => ({
            value: country.code,
            label: (
              <>
                <CountryFlag code={country.code} /> {countryName(country.code, language)}
              </>
            ),
          })),
        ]}
      />
      <Select
        aria-label={t('industry')}
        value={draft.industry}
        className="supply-filters__select"
        onChange={(industry) => choose({ industry })}
        options={[
          { value: '', label: t('allIndustries') },
          // The stored text stays the value; the reader sees its name in their language.
          ...(industries ?? []).map((industry) => ({
            value: industry,
            label: industryLabel(industry, language),
          })),
        ]}
      />
      <Select
        aria-label={t('currency')}
        value={draft.currency}
        className="supply-filters__select supply-filters__select--narrow"
        onChange={(currency) => choose({ currency })}
        options={[
          { value: '', label: t('anyCurrency') },
          ...currencies.map((entry) => ({ value: entry.dictValue, label: entry.dictValue })),
        ]}
      />
      <Space.Compact className="supply-filters__range">
        <Input
          aria-label={t('priceMin')}
          placeholder={t('priceMin')}
          inputMode="decimal"
          maxLength={15}
          value={draft.min}
          onChange={(event) => typed({ min: event.target.value })}
          onPressEnter={() => go({})}
        />
        <Input
          aria-label={t('priceMax')}
          placeholder={t('priceMax')}
          inputMode="decimal"
          maxLength={15}
          value={draft.max}
          onChange={(event) => typed({ max: event.target.value })}
          onPressEnter={() => go({})}
        />
      </Space.Compact>
      <Select
        aria-label={t('incoterm')}
        value={draft.incoterm}
        className="supply-filters__select supply-filters__select--narrow"
        onChange={(incoterm) => choose({ incoterm })}
        options={[
          { value: '', label: t('anyIncoterm') },
          ...INCOTERMS.map((rule) => ({ value: rule, label: rule })),
        ]}
      />
      <Input
        aria-label={t('moqMax')}
        placeholder={t('moqMax')}
        inputMode="decimal"
        maxLength={14}
        value={draft.moqMax}
        className="supply-filters__number"
        onChange={(event) => typed({ moqMax: event.target.value })}
        onPressEnter={() => go({})}
      />
      <Select
        aria-label={t('leadTimeMax')}
        value={draft.leadTimeMax}
        className="supply-filters__select"
        onChange={(leadTimeMax) => choose({ leadTimeMax })}
        options={[
          { value: '', label: t('anyLeadTime') },
          ...leadTimeChoices(draft.leadTimeMax).map((days) => ({
            value: String(days),
            label: t('leadTimeAtMost', { count: days }),
          })),
        ]}
      />
      <Checkbox
        checked={draft.sampleAvailable}
        onChange={(event) => choose({ sampleAvailable: event.target.checked })}
      >
        {t('sampleAvailable')}
      </Checkbox>
      <Select
        aria-label={t('sort.label')}
        value={draft.sort || (draft.q ? 'relevance' : 'newest')}
        className="supply-filters__select"
        onChange={(sort) => choose({ sort })}
        options={(['relevance', 'newest', 'priceAsc', 'priceDesc'] as const).map((sort) => ({
          value: sort,
          label: t(`sort.${sort}`),
        }))}
      />
    </>
  );
  const clear = (
    <Button htmlType="button" onClick={() => navigate(supplyAddress(EMPTY_QUERY))}>
      {t('clear')}
    </Button>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({});
  };
  if (!phone) {
    return (
      <form className="supply-filters" role="search" onSubmit={submit}>
        {searchBox}
        {fields}
        {clear}
      </form>
    );
  }
  return (
    <>
      <form className="supply-filters supply-filters--bar" role="search" onSubmit={submit}>
        {searchBox}
        <Button
          htmlType="button"
          aria-haspopup="dialog"
          aria-expanded={sheetOpen}
          data-testid="supply-filters-open"
          onClick={() => setSheetOpen(true)}
        >
          {activeCount > 0 ? t('filters.openCount', { count: activeCount }) : t('filters.open')}
        </Button>
      </form>
      <Drawer
        placement="bottom"
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        title={t('filters.title')}
        size="auto"
        styles={{ body: { paddingBottom: 16 } }}
        rootClassName="supply-filter-sheet"
      >
        <form className="supply-filters supply-filters--sheet" onSubmit={submit}>
          {fields}
          <div className="supply-filters__sheet-actions">
            {clear}
            <Button type="primary" htmlType="submit">
              {t('filters.show')}
            </Button>
          </div>
        </form>
      </Drawer>
    </>
  );
}

function SupplyResults({ query }: { query: SupplyQuery }) {
  const { t } = useTranslation('portal-supply');
  const format = useFormat();
  const { data, error, isLoading, mutate } = useSWR(['supply', supplyAddress(query)], () =>
    searchProducts(query),
  );
  const filtered = supplyAddress(query) !== supplyAddress(EMPTY_QUERY);
  if (error && !data) {
    return (
      <Result
        status="warning"
        title={t('loadFailed')}
        extra={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
      />
    );
  }
  if (isLoading && !data) return <div className="supply-loading" aria-busy="true" />;
  if (!data) return null;
  if (data.total === 0) {
    return (
      <Empty description={filtered ? t('noResult') : t('empty')} data-testid="supply-empty">
        {filtered && (
          <Button onClick={() => navigate(supplyAddress(EMPTY_QUERY))}>{t('clear')}</Button>
        )}
      </Empty>
    );
  }
  return (
    <>
      <p className="supply-total" role="status" data-testid="supply-total">
        {t(data.totalEstimated ? 'totalAbout' : 'total', {
          count: data.total,
          total: format.number(data.total),
        })}
      </p>
      <ul className="supply-cards" data-testid="supply-cards">
        {data.rows.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </ul>
      <Pagination
        className="supply-pagination"
        current={query.page}
        pageSize={SUPPLY_PAGE_SIZE}
        total={Math.min(data.total, SEARCH_PAGE_REACH)}
        showSizeChanger={false}
        onChange={(page) => navigate(supplyAddress({ ...query, page }))}
      />
    </>
  );
}

/** `/demandHall`: the supply tab (published products) beside the demand tab, each query in the URL. */
export function DemandHallPage({ search }: RemoteScreenProps) {
  const { t } = useTranslation('portal-supply');
  const tab = new URLSearchParams(search).get('tab') === 'demand' ? 'demand' : 'supply';
  const query = parseSupplyQuery(search);
  return (
    <div className="supply-page">
      {/* Beside the tabs, not in their bar: a tab list holds tabs only (screen readers). */}
      <p className="supply-page__enterprises">
        <AppLink to="/enterpriseList">{t('enterprises')} →</AppLink>
      </p>
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          navigate(key === 'demand' ? '/demandHall?tab=demand' : supplyAddress(EMPTY_QUERY))
        }
        items={[
          {
            key: 'supply',
            label: t('tabs.supply'),
            children: (
              <>
                {/* Keyed by the address: back/forward put the URL's values back in the inputs. */}
                <SupplyFilters key={search} query={query} />
                <SupplyResults query={query} />
              </>
            ),
          },
          {
            key: 'demand',
            label: t('tabs.demand'),
            children: <DemandTab search={search} />,
          },
        ]}
      />
    </div>
  );
}
