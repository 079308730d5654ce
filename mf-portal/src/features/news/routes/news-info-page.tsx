import { Result, Typography } from 'antd';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/api-client';
import { LANGUAGES, type Language } from '@portal/contracts';
import { htmlLang } from '@portal/i18n';
import { FavouriteButton, useRecordView, type RemoteScreenProps } from '@portal/ui';
import { getNewsItem, type NewsItem } from '../api/get-news-item';
import { NewsDate } from '../components/news-date';
import { BackToNews, NewsFailed, NewsLoading } from '../components/news-states';
import { paragraphsOf } from '../components/news-text';
import '../locales';
import './news-pages.css';

const NOT_FOUND_CODE = 404;

/** The id in `?id=`, or null when the address names no news item that could exist. */
function newsIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

function NewsNotFound() {
  const { t } = useTranslation('portal');
  return (
    <Result
      status="404"
      title={t('newsPages.notFound')}
      subTitle={t('newsPages.notFoundHint')}
      extra={<BackToNews />}
    />
  );
}

/**
 * The schema sends the item's language as any string (the news table holds the four); an
 * article in another one is left in the page's language.
 */
function isLanguage(value: string): value is Language {
  return LANGUAGES.includes(value as Language);
}

function NewsArticle({ item }: { item: NewsItem }) {
  // Recorded once the item is known to exist, so a dead link leaves no trace in the history.
  useRecordView('news', item.id);
  return (
    <article lang={isLanguage(item.lang) ? htmlLang(item.lang) : undefined}>
      <BackToNews />
      <Typography.Title level={1} style={{ marginTop: 16 }}>
        {item.title}
      </Typography.Title>
      <div className="news-pages__head">
        <NewsDate publishedAt={item.publishedAt} />
        <FavouriteButton entityType="news" entityId={item.id} />
      </div>
      {/* Stored text, rendered as text: never interpreted as HTML. */}
      {paragraphsOf(item.content).map((paragraph, index) => (
        <Typography.Paragraph key={index} className="news-pages__paragraph">
          {paragraph}
        </Typography.Paragraph>
      ))}
    </article>
  );
}

function NewsContent({ id }: { id: number }) {
  const { data, error, isLoading, mutate } = useSWR(['news', id], () => getNewsItem(id));
  if (isLoading) return <NewsLoading />;
  if (isApiError(error) && error.code === NOT_FOUND_CODE) return <NewsNotFound />;
  if (error) return <NewsFailed onRetry={() => void mutate()} />;
  if (!data) return <NewsNotFound />;
  return <NewsArticle item={data} />;
}

/** One news item, open to guests; a signed-in visit goes into the viewing history. */
export function NewsInfoPage({ search }: RemoteScreenProps) {
  const id = newsIdOf(search);
  return (
    <section className="news-pages" data-testid="news-info-page">
      {id === null ? <NewsNotFound /> : <NewsContent id={id} />}
    </section>
  );
}
