import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SESSION_INSTANCE_ID, useSession } from '@portal/session';
import {
  findRoute,
  isMainAccount,
  REVIEW_QUEUE,
  workRole,
  type PortalRoute,
} from '@portal/contracts';
import { ComingSoon } from '@portal/ui';
import { Header } from '../layout/header';
import { Footer } from '../layout/footer';
import { WorkbenchMenu } from '../layout/workbench-menu';
import { BackToTop } from '../layout/back-to-top';
import { RemoteArea } from '../remotes/remote-area';
import { VERIFICATION_PAGE } from '../session/startup';

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

/**
 * What takes the remote's place: the coming-soon page of a route not built yet (its remote is
 * not even loaded), or the permission check's answer; null shows the remote.
 */
function shownInstead(route: PortalRoute, access: RouteAccess): ReactNode | null {
  if (route.meta.planned) return <ComingSoon routeKey={route.meta.title} />;
  if (access === 'pending') return <div role="status" aria-busy="true" />;
  if (access === 'denied') return <NoPermission route={route} />;
  return null;
}

/**
 * The reminder to verify the company, on every page but the verification page itself, once the
 * session's one prompt has been seen (session/startup.ts).
 */
function VerifyBanner({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const unverified = useSession(
    (state) => state.user !== null && state.user.status === 0 && isMainAccount(state.user),
  );
  if (!unverified || pathname === VERIFICATION_PAGE) return null;
  return (
    <div className="verify-banner" data-testid="verify-banner">
      <span>{t('work.verifyBanner')}</span>
      <Link to={VERIFICATION_PAGE}>{t('account.verifyPromptOk')}</Link>
    </div>
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
  const reviewerOnly = useSession(
    (state) => state.user !== null && workRole(state.permissions) === 'reviewer',
  );
  useDocumentTitle((route ?? NOT_FOUND).meta.title);

  // A planned route has nothing to protect yet: a guest is not sent to sign in for a notice.
  if (route?.meta.requiresAuth && !route.meta.planned && !token) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  // The workbench of a member whose only work is reviewing orders is the review queue.
  if (route?.path === '/workbench' && reviewerOnly) return <Navigate to={REVIEW_QUEUE} replace />;
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
          <VerifyBanner pathname={location.pathname} />
          {route ? (
            <RemoteArea
              route={route}
              pathname={location.pathname}
              search={location.search}
              blocked={shownInstead(route, access)}
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
