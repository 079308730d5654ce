import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ParcelConfig } from 'single-spa';
import { findRoute, type RemoteName } from '@portal/contracts';

/** `/remotes.json`: remote name → URL of its `mf-manifest.json` (or `remoteEntry.js`). */
export type RemotesConfig = Record<RemoteName, string>;

let remotes: RemotesConfig | undefined;

function absolute(url: string): string {
  return new URL(url, window.location.origin).toString();
}

/**
 * Reads where each remote lives from the server at start-up, so a remote can be moved to another
 * version or host without rebuilding the shell.
 */
export async function registerRemotesFromServer(): Promise<void> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  remotes = (await response.json()) as RemotesConfig;
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry: absolute(entry) })),
  );
}

function entryOf(name: RemoteName): string {
  const entry = remotes?.[name];
  if (!entry) throw new Error(`remote ${name} is not in /remotes.json`);
  return absolute(entry);
}

const failed = new Set<RemoteName>();

/**
 * Loads a remote's single-spa lifecycles. After a failure the remote is registered again with
 * `force`, which drops the runtime's cached (failed) entry so that a retry really refetches.
 */
export async function loadRemoteLifecycles(name: RemoteName): Promise<ParcelConfig> {
  if (failed.has(name)) {
    registerRemotes([{ name, entry: entryOf(name) }], { force: true });
    failed.delete(name);
  }
  try {
    const lifecycles = await loadRemote<ParcelConfig>(`${name}/App`);
    if (!lifecycles) throw new Error(`remote ${name} did not load`);
    return lifecycles;
  } catch (error) {
    failed.add(name);
    throw error;
  }
}

/**
 * Whether this page's HTML hinted the remote's scripts (the server does for the route a page is
 * opened on). Chromium keeps a failed hinted script failed for the page's lifetime, so a retry
 * of such a remote needs a fresh page.
 */
export function retryNeedsReload(name: RemoteName): boolean {
  const base = new URL('.', entryOf(name)).toString();
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].some(
    (link) => link.href.startsWith(base),
  );
}

let markFirstMount: () => void;
const firstMount = new Promise<void>((resolve) => {
  markFirstMount = resolve;
});

/** Called when a remote has mounted: from then on, idle time may go to preloading. */
export function remoteMounted(): void {
  markFirstMount();
}

/**
 * A remote's `bootstrap` loads the screen of the route in its props (`createRemoteLifecycles` in
 * @portal/ui), so calling it ahead of the mount preloads that screen. A remote built without
 * lazy screens has nothing to load and resolves at once.
 */
type ScreenBootstrap = (props: { routeKey: string }) => Promise<unknown>;

async function preloadScreen(name: RemoteName, routeKey: string): Promise<void> {
  const { bootstrap } = (await loadRemoteLifecycles(name)) as { bootstrap?: unknown };
  if (typeof bootstrap === 'function') await (bootstrap as ScreenBootstrap)({ routeKey });
}

/** How long the page must have been free of long tasks before speculative loading starts. */
export const QUIET_BEFORE_PRELOAD_MS = 5000;

/**
 * Resolves once the page has run no long task (50 ms or more) for `quietMs`. Where long tasks
 * cannot be observed, after `quietMs`.
 */
function pageQuiet(quietMs: number): Promise<void> {
  return new Promise((resolve) => {
    let busyUntil = performance.now();
    let observer: PerformanceObserver | undefined;
    if (window.PerformanceObserver?.supportedEntryTypes?.includes('longtask')) {
      observer = new PerformanceObserver((list) => {
        for (const task of list.getEntries()) {
          busyUntil = Math.max(busyUntil, task.startTime + task.duration);
        }
      });
      observer.observe({ type: 'longtask' });
    }
    const check = () => {
      const quietFor = performance.now() - busyUntil;
      if (quietFor < quietMs) {
        setTimeout(check, quietMs - quietFor);
        return;
      }
      observer?.disconnect();
      resolve();
    };
    setTimeout(check, quietMs);
  });
}

const preloaded = new Set<string>();

function preload(name: RemoteName, routeKey: string): void {
  const key = `${name}:${routeKey}`;
  if (preloaded.has(key)) return;
  preloaded.add(key);
  preloadScreen(name, routeKey).catch(() => {
    // A failed preload costs nothing: the route loads (and reports) on its own when visited, and
    // is forgotten so that a later preload tries again.
    preloaded.delete(key);
  });
}

/**
 * Fetches the screen a visitor is likely to open next (its remote's entry and that one screen)
 * once the page has settled: a remote mounted, then no long task for a while. Starting earlier
 * competed with the page's own start-up and the reader's first scrolls on a phone's main thread
 * (docs/performance.md, 2026-11-27); a reader quicker than that is served by `preloadOnIntent`.
 */
export function preloadWhenQuiet(name: RemoteName, routeKey: string): void {
  void firstMount
    .then(() => pageQuiet(QUIET_BEFORE_PRELOAD_MS))
    .then(() => {
      if ('requestIdleCallback' in window) {
        window.requestIdleCallback(() => preload(name, routeKey), { timeout: 5000 });
      } else preload(name, routeKey);
    });
}

/** How long the mouse must rest on a link before its screen is loaded. */
export const HOVER_INTENT_MS = 80;

/**
 * Loads the screen behind a link when the reader touches it, or rests the mouse on it: the
 * hundred-odd milliseconds before the click are spent fetching. A pointer only passing over the
 * navigation, or focus moving through it by keyboard, loads nothing: that would fetch every
 * screen on the way. Routes not built yet, other sites' links and, for guests, signed-in pages
 * (they lead to the login) are left alone.
 */
export function preloadOnIntent(isSignedIn: () => boolean): () => void {
  const routeBehind = (target: EventTarget | null) => {
    const link = (target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const route = findRoute(link.pathname);
    if (!route || route.meta.planned || (route.meta.requiresAuth && !isSignedIn())) return;
    return route;
  };
  let hovered: ReturnType<typeof setTimeout> | undefined;
  const onPointerOver = (event: PointerEvent) => {
    clearTimeout(hovered);
    const route = event.pointerType === 'mouse' ? routeBehind(event.target) : undefined;
    if (route) hovered = setTimeout(() => preload(route.remote, route.meta.title), HOVER_INTENT_MS);
  };
  const onPointerOut = () => clearTimeout(hovered);
  const onTouchStart = (event: TouchEvent) => {
    const route = routeBehind(event.target);
    if (route) preload(route.remote, route.meta.title);
  };
  document.addEventListener('pointerover', onPointerOver, { passive: true });
  document.addEventListener('pointerout', onPointerOut, { passive: true });
  document.addEventListener('touchstart', onTouchStart, { passive: true });
  return () => {
    clearTimeout(hovered);
    document.removeEventListener('pointerover', onPointerOver);
    document.removeEventListener('pointerout', onPointerOut);
    document.removeEventListener('touchstart', onTouchStart);
  };
}
