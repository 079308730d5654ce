import { createBrowserRouter, Navigate, ScrollRestoration } from 'react-router-dom';
import { bus } from '@portal/session';
import { REDIRECTS } from '@portal/contracts';
import { PortalFrame } from './portal-frame';

function Root() {
  return (
    <>
      {/* New navigations start at the top; back and forward restore where the user was. */}
      <ScrollRestoration />
      <PortalFrame />
    </>
  );
}

let portalRouter: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * Navigates and resolves once the new location is rendered. Router updates are transitions, so
 * without `flushSync` a session change right after could render first, on the old page.
 */
export async function goTo(to: string): Promise<void> {
  await portalRouter?.navigate(to, { flushSync: true });
}

export function createPortalRouter() {
  const router = createBrowserRouter([
    ...Object.entries(REDIRECTS).map(([from, to]) => ({
      path: from,
      element: <Navigate to={to} replace />,
    })),
    { path: '*', element: <Root /> },
  ]);

  // Remotes ask for navigation through the bus; a request for where we already are is ignored.
  bus.on('navigate', ({ to, replace }) => {
    const { pathname, search, hash } = router.state.location;
    if (to === pathname + search + hash) return;
    void router.navigate(to, { replace });
  });
  portalRouter = router;
  return router;
}
