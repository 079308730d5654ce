import { navigate } from '@portal/session';
import type { RemoteScreenProps } from '@portal/ui';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { getStatisticsFilters, type StatisticsFilters } from '../api/statistics';
import { ChapterSection } from '../components/chapter-section';
import { StatisticsFiltersBar } from '../components/statistics-filters';
import {
  parseStatisticsQuery,
  resolveSelection,
  statisticsAddress,
  type StatisticsQuery,
} from '../components/statistics-query';
import { TradeSections } from '../components/trade-sections';
import '../locales';
import './statistics.css';

/**
 * `/statistics`: China–PLP and Macau–PLP trade by partner, year and flow, and the top HS
 * chapters, from UN Comtrade (docs/statistics.md). Everything chosen is in the address.
 */
export function StatisticsPage({ search }: RemoteScreenProps) {
  const { t } = useTranslation('portal-statistics');
  const query = parseStatisticsQuery(search);
  const { data: filters, error, mutate } = useSWR('statistics-filters', getStatisticsFilters);

  return (
    <div className="statistics-page">
      <h1>{t('title')}</h1>
      <p className="statistics-page__intro">{t('intro')}</p>
      {error && !filters ? (
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
        />
      ) : !filters ? (
        <div className="statistics-loading statistics-loading--page" aria-busy="true" />
      ) : (
        <Selected filters={filters} query={query} />
      )}
    </div>
  );
}

function Selected({ filters, query }: { filters: StatisticsFilters; query: StatisticsQuery }) {
  const selection = resolveSelection(query, filters);
  return (
    <>
      <StatisticsFiltersBar
        filters={filters}
        selection={selection}
        onChange={(next) => navigate(statisticsAddress(next))}
      />
      <TradeSections selection={selection} />
      <ChapterSection
        selection={selection}
        chapterYears={
          filters.reporters.find((entry) => entry.reporter === selection.reporter)!.chapterYears
        }
        onChange={(next) => navigate(statisticsAddress(next))}
      />
    </>
  );
}
