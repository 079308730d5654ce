import { Empty, Pagination, Typography } from 'antd';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/contracts';
import { navigate } from '@portal/session';
import { AppLink, type RemoteScreenProps } from '@portal/ui';
import { getNewsPage, NEWS_PAGE_SIZE, type NewsPage } from '../api/get-news-page';
import { NewsDate } from '../components/news-date';
import { BackToNews, NewsFailed, NewsLoading } from '../components/news-states';
import { shortSummary } from '../components/news-text';
import '../locales';
import './news-pages.css';

/** The page number in `?page=`; anything else means the first page. */
function pageNumberOf(search: string): number {
  const raw = new URLSearchParams(search).get('page');
  return raw !== null && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

const pageAddress = (pageNumber: number) =>
  pageNumber === 1 ? '/news' : `/news?page=${pageNumber}`;

function NewsItems({ page, pageNumber }: { page: NewsPage; pageNumber: number }) {
  const { t } = useTranslation('portal');
  if (page.items.length === 0) {
    return <Empty description={t('newsPages.empty')}>{pageNumber > 1 && <BackToNews />}</Empty>;
  }
  return (
    <>
      <ol className="news-pages__items" data-testid="news-items">
        {page.items.map((item) => (
          <li key={item.id}>
            <h2>
              <AppLink to={`/newsInfo?id=${item.id}`}>{item.title}</AppLink>
            </h2>
            <NewsDate publishedAt={item.publishedAt} />
            {item.summary && <p>{shortSummary(item.summary)}</p>}
          </li>
        ))}
      </ol>
      {page.total > NEWS_PAGE_SIZE && (
        <nav aria-label={t('newsPages.pages')}>
          <Pagination
            align="center"
            current={pageNumber}
            pageSize={NEWS_PAGE_SIZE}
            total={page.total}
            showSizeChanger={false}
            onChange={(next) => navigate(pageAddress(next))}
          />
        </nav>
      )}
    </>
  );
}

/** The news in the reader's language, newest first; the page number travels in `?page=`. */
export function NewsListPage({ search }: RemoteScreenProps) {
  const { t, i18n } = useTranslation('portal');
  const language = i18n.resolvedLanguage as Language;
  const pageNumber = pageNumberOf(search);
  const { data, error, mutate } = useSWR(['news/list', language, pageNumber], () =>
    getNewsPage(language, pageNumber),
  );
  let content;
  if (error) content = <NewsFailed onRetry={() => void mutate()} />;
  else if (!data) content = <NewsLoading />;
  else content = <NewsItems page={data} pageNumber={pageNumber} />;
  return (
    <section className="news-pages" data-testid="news-list-page">
      <Typography.Title level={1}>{t('newsPages.title')}</Typography.Title>
      {content}
    </section>
  );
}
