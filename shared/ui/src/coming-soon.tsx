import { useTranslation } from 'react-i18next';
import { AppLink } from './app-link';
import './coming-soon.css';

/** The designed page for a route whose feature is not built yet: never a blank page. */
export function ComingSoon({ routeKey }: { routeKey: string }) {
  const { t } = useTranslation();
  const feature = t(`route.${routeKey}`, { defaultValue: routeKey });
  return (
    <section className="portal-coming-soon" data-testid="coming-soon">
      <div className="portal-coming-soon__art" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <h1>{t('comingSoon.title', { feature })}</h1>
      <p>{t('comingSoon.body')}</p>
      <AppLink className="portal-coming-soon__home" to="/">
        {t('comingSoon.backHome')}
      </AppLink>
    </section>
  );
}
