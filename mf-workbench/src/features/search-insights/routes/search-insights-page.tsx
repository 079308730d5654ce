import { LANGUAGES, type Language } from '@portal/contracts';
import { useFormat } from '@portal/i18n';
import { AppLink, ListState } from '@portal/ui';
import { Segmented, Select } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { CardTable } from '../../../shared/card-table';
import {
  SEARCH_KINDS,
  fetchSearchInsights,
  searchPageOf,
  type InsightFilter,
  type InsightPeriod,
  type QueryCount,
  type SearchKind,
} from '../api/search-insights';
import '../locales';
import './search-insights.css';

const ALL = 'all';
type KeyedCount = QueryCount & { key: string };

/** One table of queries: each a link to the search it names, its count and its share in vain. */
function QueryTable({
  title,
  rows,
  emptyText,
}: {
  title: string;
  rows: QueryCount[];
  emptyText: string;
}) {
  const { t } = useTranslation('workbench-search-insights');
  const format = useFormat();
  const headingId = useId();
  return (
    <section className="search-insights__table" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <CardTable<KeyedCount>
        rowKey="key"
        dataSource={rows.map((row) => ({ ...row, key: `${row.kind}\u0000${row.query}` }))}
        pagination={false}
        locale={{ emptyText }}
        columns={[
          {
            title: t('columns.query'),
            render: (_value, row) => (
              <AppLink
                to={searchPageOf(row)}
                aria-label={t('openSearch', { query: row.query, kind: t(`kind.${row.kind}`) })}
              >
                {row.query}
              </AppLink>
            ),
          },
          { title: t('columns.kind'), render: (_value, row) => t(`kind.${row.kind}`) },
          {
            title: t('columns.searches'),
            align: 'right',
            render: (_value, row) => format.number(row.searches),
          },
          {
            title: t('columns.zeroResult'),
            align: 'right',
            render: (_value, row) =>
              t('zeroResultShare', {
                share: format.number(row.zeroResultSearches / row.searches, {
                  style: 'percent',
                  maximumFractionDigits: 0,
                }),
                count: format.number(row.zeroResultSearches),
              }),
          },
        ]}
      />
    </section>
  );
}

/**
 * `/searchInsights` (docs/search-insights.md): for the platform's operators, the queries buyers
 * typed most in the last 7 or 30 days and those that most often found nothing, by kind of search
 * and buyer's language. Each query opens the search it names.
 */
export function SearchInsightsPage() {
  const { t } = useTranslation('workbench-search-insights');
  const { t: tc } = useTranslation();
  const [filter, setFilter] = useState<InsightFilter>({ days: 7, kind: null, language: null });
  const insights = useSWR(['search-insights', filter], () => fetchSearchInsights(filter));
  const kindLabel = useId();
  const languageLabel = useId();

  return (
    <section className="search-insights">
      <p className="search-insights__intro">{t('intro')}</p>
      <div className="search-insights__filters">
        <Segmented<InsightPeriod>
          aria-label={t('period')}
          value={filter.days}
          onChange={(days) => setFilter({ ...filter, days })}
          options={([7, 30] as const).map((days) => ({ value: days, label: t(`days.${days}`) }))}
        />
        <span className="search-insights__filter">
          <span id={kindLabel}>{t('kindFilter')}</span>
          <Select<SearchKind | typeof ALL>
            aria-labelledby={kindLabel}
            value={filter.kind ?? ALL}
            onChange={(kind) => setFilter({ ...filter, kind: kind === ALL ? null : kind })}
            options={[
              { value: ALL, label: t('all') },
              ...SEARCH_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) })),
            ]}
          />
        </span>
        <span className="search-insights__filter">
          <span id={languageLabel}>{t('languageFilter')}</span>
          <Select<Language | typeof ALL>
            aria-labelledby={languageLabel}
            value={filter.language ?? ALL}
            onChange={(language) =>
              setFilter({ ...filter, language: language === ALL ? null : language })
            }
            options={[
              { value: ALL, label: t('all') },
              ...LANGUAGES.map((language) => ({
                value: language,
                label: tc(`language.${language}`),
              })),
            ]}
          />
        </span>
      </div>
      <ListState data={insights.data} error={insights.error} onRetry={() => void insights.mutate()}>
        {({ top, noResult }) => (
          <div className="search-insights__tables" aria-busy={insights.isValidating}>
            <QueryTable title={t('top')} rows={top} emptyText={t('emptyTop')} />
            <QueryTable title={t('noResult')} rows={noResult} emptyText={t('emptyNoResult')} />
          </div>
        )}
      </ListState>
    </section>
  );
}
