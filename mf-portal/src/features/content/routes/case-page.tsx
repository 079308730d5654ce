import { countryName, type Language } from '@portal/contracts';
import { industryLabel } from '@portal/i18n';
import type { RemoteScreenProps } from '@portal/ui';
import { AppLink, VISUALLY_HIDDEN } from '@portal/ui';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { OperatorEdit } from '../components/operator-edit';
import { MetricList, PageBody } from '../components/page-body';
import { PageFailure, PageNotFound } from '../components/page-states';
import { useContentPage } from '../components/use-content-page';
import '../locales';
import './content.css';

/** The generic case page (docs/routes.md): any case by its slug, `/caseInfo?slug=…`. */
const CASE_INFO = 'caseInfo';

/** The case a case route names: its path (`/lbteaCase`), or `?slug=` of `/caseInfo`. */
export function caseSlug(pathname: string, search: string): string {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  if (path !== CASE_INFO) return path;
  return new URLSearchParams(search).get('slug')?.trim() ?? '';
}

/**
 * The eight case pages of spec §2 (`/lbteaCase` … `/caseSupermarketInfo`) and the generic one,
 * `/caseInfo?slug=`, for the cases operators add: one screen, the route names the case. The
 * story — company, problem, what the platform did, results — is data (`GET content/pages/:slug`).
 */
export function CasePage({ pathname, search }: RemoteScreenProps) {
  const { t, i18n } = useTranslation('portal-content');
  const language = (i18n.resolvedLanguage ?? 'zh') as Language;
  const slug = caseSlug(pathname, search);
  const { data: page, error, mutate } = useContentPage(slug);

  if (!slug) return <PageNotFound />;
  if (error && !page) return <PageFailure error={error} onRetry={() => void mutate()} />;
  if (!page) return <div className="content-page content-loading" aria-busy="true" />;

  return (
    <article className="content-page content-article">
      <AppLink to="/successCase" className="content-back">
        ← {t('page.backToCases')}
      </AppLink>
      <header className="content-header">
        <div className="content-card__tags">
          {page.industry && <Tag>{industryLabel(page.industry, language)}</Tag>}
          {page.countries.length > 0 && (
            <span className="content-muted">
              {t('cases.markets')}
              {page.countries.map((code) => countryName(code, language)).join(' · ')}
            </span>
          )}
        </div>
        <h1>{page.title}</h1>
        <p className="content-lead">{page.summary}</p>
        <OperatorEdit slug={slug} onSaved={() => void mutate()} />
      </header>
      {page.metrics.length > 0 && (
        <section aria-labelledby="content-results-figures" className="content-section">
          <h2 id="content-results-figures" className={VISUALLY_HIDDEN}>
            {t('page.results')}
          </h2>
          <MetricList metrics={page.metrics} />
        </section>
      )}
      <PageBody page={page} />
      <aside className="content-cta">
        <p>{t('page.contactUs')}</p>
        <AppLink to="/serviceCenter">{t('page.contactLink')}</AppLink>
      </aside>
    </article>
  );
}
