import { useFormat } from '@portal/i18n';
import { navigate } from '@portal/session';
import type { RemoteScreenProps } from '@portal/ui';
import { AppLink, ListState } from '@portal/ui';
import { Input, Pagination, Radio, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { PAGE_SIZE, PHASES, listExhibitions, type Phase } from '../api/exhibitions';
import { exhibitionsAddress, parseExhibitionsQuery } from '../components/exhibitions-query';
import { PhaseTag } from '../components/phase-tag';
import '../locales';
import './exhibitions.css';

/** `/exhibitions?status=&q=&page=`: the online exhibitions by status and words (in the URL). */
export function ExhibitionsPage({ search }: RemoteScreenProps) {
  const { t, i18n } = useTranslation('portal-exhibitions');
  const format = useFormat();
  const query = parseExhibitionsQuery(search);
  const language = i18n.resolvedLanguage ?? 'zh';
  const { data, error, mutate } = useSWR(
    ['exhibitions', query.status, query.keyword, query.page, language],
    () => listExhibitions(query),
  );

  return (
    <div className="exhibitions-page">
      <h1>{t('title')}</h1>
      <p className="exhibitions-page__intro">{t('intro')}</p>
      <div className="exhibitions-filters">
        <Radio.Group
          aria-label={t('filter')}
          className="exhibitions-filter"
          optionType="button"
          value={query.status ?? 'all'}
          onChange={(event) => {
            const value = event.target.value as Phase | 'all';
            navigate(
              exhibitionsAddress({ ...query, status: value === 'all' ? null : value, page: 1 }),
            );
          }}
          options={[
            { value: 'all', label: t('all') },
            ...PHASES.map((phase) => ({ value: phase, label: t(`phase.${phase}`) })),
          ]}
        />
        <Input.Search
          key={query.keyword}
          className="exhibitions-search"
          aria-label={t('search')}
          placeholder={t('search')}
          enterButton={t('searchButton')}
          defaultValue={query.keyword}
          maxLength={50}
          allowClear
          onSearch={(value) =>
            navigate(exhibitionsAddress({ ...query, keyword: value.trim(), page: 1 }))
          }
        />
      </div>
      <ListState
        data={data}
        error={error}
        onRetry={() => void mutate()}
        isEmpty={(page) => page.total === 0}
        emptyText={t('empty')}
      >
        {(page) => (
          <>
            <p role="status" className="exhibitions-total">
              {t('total', { count: page.total, total: format.number(page.total) })}
            </p>
            <ul className="exhibitions-cards" data-testid="exhibition-cards">
              {page.rows.map((exhibition) => (
                <li key={exhibition.id} className="exhibitions-card">
                  <div className="exhibitions-card__tags">
                    <PhaseTag phase={exhibition.status} />
                    <Tag>{t('booths', { count: exhibition.boothCount })}</Tag>
                  </div>
                  <h2>
                    <AppLink to={`/exhibitionDetail?id=${exhibition.id}`}>
                      {exhibition.title}
                    </AppLink>
                  </h2>
                  <p className="exhibitions-card__meta">
                    {t('organizer')}
                    {exhibition.organizer}
                  </p>
                  <p className="exhibitions-card__meta">
                    {t('validity')}
                    {t('dates', {
                      from: format.date(exhibition.startsOn),
                      to: format.date(exhibition.endsOn),
                    })}
                  </p>
                  <p>{exhibition.summary}</p>
                </li>
              ))}
            </ul>
            <Pagination
              className="exhibitions-pagination"
              current={query.page}
              pageSize={PAGE_SIZE}
              total={page.total}
              showSizeChanger={false}
              hideOnSinglePage
              onChange={(next) => navigate(exhibitionsAddress({ ...query, page: next }))}
            />
          </>
        )}
      </ListState>
    </div>
  );
}
