import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  BrowserRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router-dom';
import { bus } from '@portal/session';
import { REDIRECTS } from '@portal/contracts';
import { PortalFrame } from './portal-frame';

// The shell routes with react-router's declarative router, not its data router
// (`createBrowserRouter`): the portal uses no loaders or actions, and the data router is 56 KB of
// `main.js`, the file every first visit waits for (docs/performance.md, 2026-11-27). Its two
// features the shell relied on, scroll restoration and navigating from outside React, are the
// two small pieces below.

const addressOf = (location: { pathname: string; search: string; hash: string }) =>
  location.pathname + location.search + location.hash;

/** Navigations waiting to be rendered (`goTo`), by the address they go to. */
const awaitedNavigations = new Map<string, Array<() => void>>();
let navigateFromOutside: ((to: string, replace?: boolean) => void) | undefined;

/** Navigates and resolves once the new location is rendered. */
export function goTo(to: string): Promise<void> {
  if (!navigateFromOutside || addressOf(window.location) === to) return Promise.resolve();
  const navigate = navigateFromOutside;
  return new Promise((resolve) => {
    awaitedNavigations.set(to, [...(awaitedNavigations.get(to) ?? []), resolve]);
    navigate(to);
  });
}

/** Navigation asked for outside React: by a remote through the bus, or by `goTo`. */
function OutsideNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  const address = addressOf(location);
  const currentAddress = useRef(address);

  useLayoutEffect(() => {
    currentAddress.current = address;
    const waiting = awaitedNavigations.get(address);
    awaitedNavigations.delete(address);
    waiting?.forEach((resolve) => resolve());
  }, [address]);

  useEffect(() => {
    navigateFromOutside = (to, replace) => {
      // A request for where we already are is ignored.
      if (to !== currentAddress.current) void navigate(to, { replace });
    };
    const onNavigate = ({ to, replace }: { to: string; replace?: boolean }) =>
      navigateFromOutside?.(to, replace);
    bus.on('navigate', onNavigate);
    return () => {
      bus.off('navigate', onNavigate);
      navigateFromOutside = undefined;
    };
  }, [navigate]);
  return null;
}

/** Where the reader was on each visited entry of the history, for back and forward. */
const scrollPositions = new Map<string, number>();

/** New navigations start at the top (or at their #anchor); back and forward return to where the reader was. */
function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shownKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Recorded as the reader scrolls: by the time a navigation is known, the next page may
    // already have replaced this one and clamped the position.
    const record = () => scrollPositions.set(shownKey.current, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  useLayoutEffect(() => {
    shownKey.current = location.key;
    if (navigationType === 'POP') {
      window.scrollTo(0, scrollPositions.get(location.key) ?? 0);
      return;
    }
    const anchor =
      location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
  return null;
}

export function PortalRouter() {
  return (
    <BrowserRouter>
      <OutsideNavigation />
      <ScrollRestoration />
      <Routes>
        {Object.entries(REDIRECTS).map(([from, to]) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route path="*" element={<PortalFrame />} />
      </Routes>
    </BrowserRouter>
  );
}
