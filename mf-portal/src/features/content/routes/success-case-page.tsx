import type { Language } from '@portal/contracts';
import { countryName } from '@portal/contracts';
import { industryLabel, useFormat } from '@portal/i18n';
import { navigate } from '@portal/session';
import type { RemoteScreenProps } from '@portal/ui';
import { AppLink } from '@portal/ui';
import { Button, Empty, Pagination, Radio, Result, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { CASE_PAGE_SIZE, getCaseFilters, listCases, type CaseQuery } from '../api/content';
import { CaseManager } from '../components/case-manager';
import { caseAddress, parseCaseQuery } from '../components/case-query';
import { MetricList } from '../components/page-body';
import '../locales';
import './content.css';

const ALL = '*';

/** `/successCase?industry=&country=&page=`: the industry cases as cards, filtered in the URL. */
export function SuccessCasePage({ search }: RemoteScreenProps) {
  const { t, i18n } = useTranslation('portal-content');
  const format = useFormat();
  const language = (i18n.resolvedLanguage ?? 'zh') as Language;
  const query = parseCaseQuery(search);
  const filters = useSWR('content-case-filters', getCaseFilters);
  const { data, error, isLoading, mutate } = useSWR(
    ['content-cases', query.industry, query.country, query.page, language],
    () => listCases(query),
  );
  const go = (change: Partial<CaseQuery>) =>
    navigate(caseAddress({ ...query, page: 1, ...change }));

  // A filter from an old link that no case has any more is still offered, so it can be undone.
  const industries = [
    ...new Set([...(filters.data?.industries ?? []), ...(query.industry ? [query.industry] : [])]),
  ];
  const countries = [
    ...new Set([...(filters.data?.countries ?? []), ...(query.country ? [query.country] : [])]),
  ];

  return (
    <div className="content-page">
      <h1>{t('cases.title')}</h1>
      <p className="content-lead">{t('cases.intro')}</p>
      <CaseManager
        onChanged={() => {
          void mutate();
          void filters.mutate();
        }}
      />
      <div className="content-filters">
        <div className="content-filter">
          <span id="content-filter-industry" className="content-filter__label">
            {t('cases.industry')}
          </span>
          <Radio.Group
            aria-labelledby="content-filter-industry"
            optionType="button"
            value={query.industry ?? ALL}
            onChange={(event) =>
              go({ industry: event.target.value === ALL ? null : String(event.target.value) })
            }
            options={[
              { value: ALL, label: t('cases.all') },
              ...industries.map((industry) => ({
                value: industry,
                label: industryLabel(industry, language),
              })),
            ]}
          />
        </div>
        <div className="content-filter">
          <span id="content-filter-country" className="content-filter__label">
            {t('cases.country')}
          </span>
          <Radio.Group
            aria-labelledby="content-filter-country"
            optionType="button"
            value={query.country ?? ALL}
            onChange={(event) =>
              go({ country: event.target.value === ALL ? null : String(event.target.value) })
            }
            options={[
              { value: ALL, label: t('cases.all') },
              ...countries.map((code) => ({ value: code, label: countryName(code, language) })),
            ]}
          />
        </div>
      </div>
      {error && !data ? (
        <Result
          status="warning"
          title={t('page.loadFailed')}
          extra={<Button onClick={() => void mutate()}>{t('page.retry')}</Button>}
        />
      ) : isLoading && !data ? (
        <div className="content-loading" aria-busy="true" />
      ) : data && data.total === 0 ? (
        <Empty description={t('cases.empty')}>
          <Button onClick={() => navigate(caseAddress({ industry: null, country: null, page: 1 }))}>
            {t('cases.clearFilters')}
          </Button>
        </Empty>
      ) : data ? (
        <>
          <p role="status" className="content-muted">
            {t('cases.total', { count: data.total, total: format.number(data.total) })}
          </p>
          <ul className="content-cards" data-testid="case-cards">
            {data.rows.map((card) => (
              <li key={card.slug} className="content-card">
                <div className="content-card__tags">
                  <Tag>{industryLabel(card.industry, language)}</Tag>
                  <span className="content-muted">
                    {t('cases.markets')}
                    {card.countries.map((code) => countryName(code, language)).join(' · ')}
                  </span>
                </div>
                <h2>
                  <AppLink to={card.path}>{card.title}</AppLink>
                </h2>
                <p>{card.summary}</p>
                <MetricList metrics={card.metrics} label={t('page.results')} />
              </li>
            ))}
          </ul>
          <Pagination
            className="content-pagination"
            current={query.page}
            pageSize={CASE_PAGE_SIZE}
            total={data.total}
            showSizeChanger={false}
            hideOnSinglePage
            onChange={(page) => navigate(caseAddress({ ...query, page }))}
          />
        </>
      ) : null}
    </div>
  );
}
