import { TRADE_COUNTRIES, countryName } from '@portal/contracts';
import { useFormat } from '@portal/i18n';
import { navigate } from '@portal/session';
import { CountryFlag } from '@portal/ui';
import { Button, Empty, Input, Pagination, Result, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { DemandQuery } from '../api/demand';
import { DEMAND_PAGE_SIZE, searchDemands } from '../api/search-demands';
import { DemandCard } from './demand-card';
import { EMPTY_DEMAND_QUERY, demandAddress, parseDemandQuery } from './demand-query';
import '../locales';

/** Filters that take typing are edited here and applied on Enter / Search. */
function DemandFilters({ query }: { query: DemandQuery }) {
  const { t, i18n } = useTranslation('portal-demand');
  const [draft, setDraft] = useState({ q: query.q, hs: query.hs, industry: query.industry });
  const go = (patch: Partial<DemandQuery>) =>
    navigate(
      demandAddress({
        ...query,
        q: draft.q.trim(),
        hs: draft.hs,
        industry: draft.industry.trim(),
        page: 1,
        ...patch,
      }),
    );
  const language = i18n.resolvedLanguage ?? 'zh';
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
      <Input
        aria-label={t('industry')}
        placeholder={t('industryPlaceholder')}
        maxLength={50}
        value={draft.industry}
        style={{ width: 170 }}
        onChange={(event) => setDraft({ ...draft, industry: event.target.value })}
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
      <label className="demand-filters__date">
        <span>{t('deadlineFrom')}</span>
        {/* The native date field: keyboard-operable and light, no date library on this page. */}
        <input
          type="date"
          className="ant-input"
          value={query.deadlineFrom}
          onChange={(event) => go({ deadlineFrom: event.target.value })}
        />
      </label>
      <Select
        aria-label={t('sort.label')}
        value={query.sort || 'newest'}
        style={{ minWidth: 150 }}
        onChange={(sort) => go({ sort })}
        options={(['newest', 'deadline', 'priceDesc'] as const).map((sort) => ({
          value: sort,
          label: t(`sort.${sort}`),
        }))}
      />
      <Button htmlType="button" onClick={() => navigate(demandAddress(EMPTY_DEMAND_QUERY))}>
        {t('clear')}
      </Button>
    </form>
  );
}

function DemandResults({ query }: { query: DemandQuery }) {
  const { t } = useTranslation('portal-demand');
  const format = useFormat();
  const address = demandAddress(query);
  const { data, error, isLoading, mutate } = useSWR(['demands', address], () =>
    searchDemands(query),
  );
  const filtered = address !== demandAddress(EMPTY_DEMAND_QUERY);
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
      <Empty description={filtered ? t('noResult') : t('empty')} data-testid="demand-empty">
        {filtered && (
          <Button onClick={() => navigate(demandAddress(EMPTY_DEMAND_QUERY))}>{t('clear')}</Button>
        )}
      </Empty>
    );
  }
  return (
    <>
      <p className="supply-total" role="status" data-testid="demand-total">
        {t('total', { count: data.total, total: format.number(data.total) })}
      </p>
      <ul className="demand-cards" data-testid="demand-cards">
        {data.rows.map((demand) => (
          <DemandCard key={demand.id} demand={demand} />
        ))}
      </ul>
      <Pagination
        className="supply-pagination"
        current={query.page}
        pageSize={DEMAND_PAGE_SIZE}
        total={data.total}
        showSizeChanger={false}
        onChange={(page) => navigate(demandAddress({ ...query, page }))}
      />
    </>
  );
}

/** The hall's demand tab: ongoing public demands, the whole query held in the URL. */
export function DemandTab({ search }: { search: string }) {
  const query = parseDemandQuery(search);
  return (
    <>
      {/* Keyed by the address: back/forward put the URL's values back in the inputs. */}
      <DemandFilters key={search} query={query} />
      <DemandResults query={query} />
    </>
  );
}
