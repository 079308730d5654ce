import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { htmlLang } from '@portal/i18n';
import type { Language } from '@portal/contracts';
import { AppLink } from '@portal/ui';
import { getLatestNews } from '../api/get-latest-news';

export function LatestNews() {
  const { t, i18n } = useTranslation('portal');
  const language = i18n.resolvedLanguage as Language;
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
                <span>{item.summary}</span>
                <time dateTime={item.publishedAt}>
                  {new Date(item.publishedAt).toLocaleDateString(htmlLang(language))}
                </time>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
