import { useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SESSION_INSTANCE_ID, useSession } from '@portal/session';
import { findRoute, type PortalRoute } from '@portal/contracts';
import { Header } from '../layout/header';
import { Footer } from '../layout/footer';
import { WorkbenchMenu } from '../layout/workbench-menu';
import { BackToTop } from '../layout/back-to-top';
import { RemoteArea } from '../remotes/remote-area';

const NOT_FOUND: PortalRoute = {
  path: '*',
  remote: 'mf_portal',
  layout: 'portal',
  meta: { title: 'notFound' },
};

function useDocumentTitle(title: string) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = `${t(`route.${title}`)} - ${t('brand')}`;
  }, [t, title, i18n.language]);
}

type RouteAccess = 'allowed' | 'pending' | 'denied';

/** Whether the signed-in member holds the route's permission; pending until the profile loads. */
function useRouteAccess(route: PortalRoute | undefined): RouteAccess {
  return useSession((state) => {
    const permission = route?.meta.permission;
    if (!permission || !state.token) return 'allowed';
    if (!state.user) return 'pending';
    return state.hasPermission(permission) ? 'allowed' : 'denied';
  });
}

function NoPermission({ route }: { route: PortalRoute }) {
  const { t } = useTranslation();
  return (
    <section className="not-found" data-testid="no-permission">
      <h1>{t('permission.title')}</h1>
      <p>{t(`permission.${route.meta.title}`, { defaultValue: t('permission.body') })}</p>
      <Link to="/workbench">{t('permission.backToWorkbench')}</Link>
    </section>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="not-found" data-testid="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/">{t('notFound.backHome')}</Link>
    </section>
  );
}

/**
 * One frame for every layout: header always, side menu for the workbench, footer for portal
 * pages. Switching layout therefore never unmounts the content area, which is what lets the
 * home page and the workbench stay alive across each other.
 */
export function PortalFrame() {
  const { t } = useTranslation();
  const location = useLocation();
  const token = useSession((state) => state.token);
  const route = findRoute(location.pathname);
  const access = useRouteAccess(route);
  useDocumentTitle((route ?? NOT_FOUND).meta.title);

  if (route?.meta.requiresAuth && !token) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  const shown = route ?? NOT_FOUND;
  return (
    <div className={`frame frame--${shown.layout}`} data-session-instance={SESSION_INSTANCE_ID}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header route={shown} />
      <div className="frame__body">
        {shown.layout === 'workbench' && <WorkbenchMenu route={shown} />}
        <main className="frame__content" id="main">
          {route ? (
            <RemoteArea
              route={route}
              pathname={location.pathname}
              search={location.search}
              blocked={
                access === 'allowed' ? null : access === 'pending' ? (
                  <div role="status" aria-busy="true" />
                ) : (
                  <NoPermission route={route} />
                )
              }
            />
          ) : (
            <NotFound />
          )}
        </main>
      </div>
      {shown.layout === 'portal' && <Footer />}
      {shown.meta.backToTop && <BackToTop />}
    </div>
  );
}
