import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@portal/i18n';
import { AppLink } from '@portal/ui';
import { getLatestNews } from '../api/get-latest-news';

export function LatestNews() {
  const { t } = useTranslation('portal');
  const format = useFormat();
  const { language } = format;
  const { data, error, isLoading } = useSWR(['latest-news', language], () =>
    getLatestNews(language),
  );
  return (
    <section className="home-section" aria-labelledby="home-news">
      <div className="home-section__head">
        <h2 id="home-news">{t('news.title')}</h2>
        <AppLink to="/news">{t('news.more')} →</AppLink>
      </div>
      {isLoading && <div className="news-list news-list--loading" aria-busy="true" />}
      {error && <p role="alert">{t('news.failed')}</p>}
      {data && data.length === 0 && <p className="empty">{t('news.empty')}</p>}
      {data && data.length > 0 && (
        <ul className="news-list" data-testid="news-list">
          {data.map((item) => (
            <li key={item.id}>
              <AppLink to={`/newsInfo?id=${item.id}`}>
                <strong>{item.title}</strong>
                {item.summary && <span>{item.summary}</span>}
                <time dateTime={item.publishedAt}>{format.date(item.publishedAt)}</time>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
