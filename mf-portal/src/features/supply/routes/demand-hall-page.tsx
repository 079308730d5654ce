import { TRADE_COUNTRIES, countryName } from '@portal/contracts';
import { industryLabel, useFormat } from '@portal/i18n';
import { navigate, useSession } from '@portal/session';
import { AppLink, CountryFlag, type RemoteScreenProps } from '@portal/ui';
import { Button, Empty, Input, Pagination, Result, Select, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemandTab } from '../../demand/components/demand-tab';
import useSWR from 'swr';
import { getIndustries } from '../api/get-industries';
import type { SupplyQuery } from '../api/product';
import { SEARCH_PAGE_REACH, SUPPLY_PAGE_SIZE, searchProducts } from '../api/search-products';
import { ProductCard } from '../components/product-card';
import { EMPTY_QUERY, parseSupplyQuery, supplyAddress } from '../components/supply-query';
import '../locales';
import './supply-pages.css';

/** Filters that take typing are edited here and applied on Enter / Search. */
function SupplyFilters({ query }: { query: SupplyQuery }) {
  const { t } = useTranslation('portal-supply');
  const { language } = useFormat();
  const currencies = useSession((state) => state.tradeCurrency);
  const { data: industries } = useSWR('supply-industries', getIndustries);
  const [draft, setDraft] = useState({ q: query.q, hs: query.hs, min: query.min, max: query.max });
  const go = (patch: Partial<SupplyQuery>) =>
    navigate(
      supplyAddress({
        ...query,
        q: draft.q.trim(),
        hs: draft.hs,
        min: draft.min.trim(),
        max: draft.max.trim(),
        page: 1,
        ...patch,
      }),
    );
  return (
    <form
      className="supply-filters"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        go({});
      }}
    >
      <Input.Search
        className="supply-filters__q"
        aria-label={t('search')}
        placeholder={t('search')}
        maxLength={50}
        value={draft.q}
        enterButton={t('searchButton')}
        onChange={(event) => setDraft({ ...draft, q: event.target.value })}
        onSearch={(value) => go({ q: value.trim() })}
      />
      <Input
        aria-label={t('hs')}
        placeholder={t('hs')}
        inputMode="numeric"
        maxLength={6}
        value={draft.hs}
        style={{ width: 150 }}
        onChange={(event) => setDraft({ ...draft, hs: event.target.value.replace(/\D/g, '') })}
        onPressEnter={() => go({})}
      />
      <Select
        aria-label={t('country')}
        value={query.country}
        style={{ minWidth: 150 }}
        onChange={(country) => go({ country })}
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
        value={query.industry}
        style={{ minWidth: 150 }}
        onChange={(industry) => go({ industry })}
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
        value={query.currency}
        style={{ minWidth: 120 }}
        onChange={(currency) => go({ currency })}
        options={[
          { value: '', label: t('anyCurrency') },
          ...currencies.map((entry) => ({ value: entry.dictValue, label: entry.dictValue })),
        ]}
      />
      <Space.Compact>
        <Input
          aria-label={t('priceMin')}
          placeholder={t('priceMin')}
          inputMode="decimal"
          maxLength={15}
          value={draft.min}
          style={{ width: 110 }}
          onChange={(event) => setDraft({ ...draft, min: event.target.value })}
          onPressEnter={() => go({})}
        />
        <Input
          aria-label={t('priceMax')}
          placeholder={t('priceMax')}
          inputMode="decimal"
          maxLength={15}
          value={draft.max}
          style={{ width: 110 }}
          onChange={(event) => setDraft({ ...draft, max: event.target.value })}
          onPressEnter={() => go({})}
        />
      </Space.Compact>
      <Select
        aria-label={t('sort.label')}
        value={query.sort || (query.q ? 'relevance' : 'newest')}
        style={{ minWidth: 150 }}
        onChange={(sort) => go({ sort })}
        options={(['relevance', 'newest', 'priceAsc', 'priceDesc'] as const).map((sort) => ({
          value: sort,
          label: t(`sort.${sort}`),
        }))}
      />
      <Button htmlType="button" onClick={() => navigate(supplyAddress(EMPTY_QUERY))}>
        {t('clear')}
      </Button>
    </form>
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
