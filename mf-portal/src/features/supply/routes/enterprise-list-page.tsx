import { TRADE_COUNTRIES, countryName } from '@portal/contracts';
import { industryLabel, useFormat } from '@portal/i18n';
import { navigate } from '@portal/session';
import { AppLink, CountryFlag, ListingText, listingLang, type RemoteScreenProps } from '@portal/ui';
import { Button, Checkbox, Empty, Input, Pagination, Result, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ENTERPRISE_PAGE_SIZE, searchEnterprises } from '../api/search-enterprises';
import '../locales';
import './supply-pages.css';

interface ListQuery {
  q: string;
  country: string;
  industry: string;
  verified: boolean;
  page: number;
}

function parse(search: string): ListQuery {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const country = (params.get('country') ?? '').toUpperCase();
  return {
    q: (params.get('q') ?? '').trim().slice(0, 50),
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    industry: (params.get('industry') ?? '').trim().slice(0, 50),
    verified: params.get('verified') === '1',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function address(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.country) params.set('country', query.country);
  if (query.industry) params.set('industry', query.industry);
  if (query.verified) params.set('verified', '1');
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `/enterpriseList?${text}` : '/enterpriseList';
}

function ListFilters({ query }: { query: ListQuery }) {
  const { t, i18n } = useTranslation('portal-supply');
  const [text, setText] = useState(query.q);
  const [industry, setIndustry] = useState(query.industry);
  const go = (patch: Partial<ListQuery>) =>
    navigate(address({ ...query, q: text.trim(), industry: industry.trim(), page: 1, ...patch }));
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
        aria-label={t('list.search')}
        placeholder={t('list.search')}
        maxLength={50}
        value={text}
        enterButton={t('searchButton')}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => go({ q: value.trim() })}
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
      <Input
        aria-label={t('industry')}
        placeholder={t('industry')}
        maxLength={50}
        value={industry}
        style={{ width: 160 }}
        onChange={(event) => setIndustry(event.target.value)}
        onPressEnter={() => go({})}
      />
      <Checkbox
        checked={query.verified}
        onChange={(event) => go({ verified: event.target.checked })}
      >
        {t('list.verifiedOnly')}
      </Checkbox>
    </form>
  );
}

/** `/enterpriseList`: companies by words, country, industry, verified only (query in the URL). */
export function EnterpriseListPage({ search }: RemoteScreenProps) {
  const { t } = useTranslation('portal-supply');
  const format = useFormat();
  const { language } = format;
  const query = parse(search);
  const { data, error, isLoading, mutate } = useSWR(['enterprises', address(query)], () =>
    searchEnterprises(query),
  );
  const filtered = address(query) !== '/enterpriseList';
  return (
    <div className="enterprise-list">
      <h1 style={{ fontSize: 22 }}>{t('list.title')}</h1>
      {/* Keyed by the address: back/forward put the URL's values back in the inputs. */}
      <ListFilters key={search} query={query} />
      {error && !data ? (
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
        />
      ) : isLoading || !data ? (
        <div className="supply-loading" aria-busy="true" />
      ) : data.total === 0 ? (
        <Empty description={filtered ? t('list.empty') : t('empty')} />
      ) : (
        <>
          <p className="supply-total" role="status">
            {t('list.total', { count: data.total, total: format.number(data.total) })}
          </p>
          <ul className="enterprise-cards" data-testid="enterprise-cards">
            {data.rows.map((company) => (
              <li key={company.id}>
                <h2>
                  <AppLink to={`/enterpriseInfo?id=${company.id}`}>
                    <ListingText
                      textLanguage={company.textLanguage}
                      machineTranslated={company.machineTranslated}
                    >
                      {company.name}
                    </ListingText>
                  </AppLink>
                </h2>
                <p>
                  <CountryFlag code={company.country} /> {countryName(company.country, language)}
                  {company.city && ` · ${company.city}`}
                  {company.industry && ` · ${industryLabel(company.industry, language)}`}
                </p>
                <p>
                  {company.verified && <span className="supply-badge">{t('verified')}</span>}{' '}
                  <span className={`supply-tier supply-tier--${company.roleKey}`}>
                    {t(`tier.${company.roleKey}`, company.roleKey)}
                  </span>{' '}
                  <span>{t('list.products', { count: company.productCount })}</span>
                </p>
                {company.scope && <p lang={listingLang(company.textLanguage)}>{company.scope}</p>}
              </li>
            ))}
          </ul>
          <Pagination
            className="supply-pagination"
            current={query.page}
            pageSize={ENTERPRISE_PAGE_SIZE}
            total={data.total}
            showSizeChanger={false}
            onChange={(page) => navigate(address({ ...query, page }))}
          />
        </>
      )}
    </div>
  );
}
