import { Suspense, lazy, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteScreenProps } from './remote-lifecycles';

function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      aria-busy="true"
      style={{ minHeight: '60vh', padding: 24, color: 'rgba(0, 0, 0, 0.65)' }}
    >
      {t('remote.loading')}
    </p>
  );
}

type Screen = ComponentType<RemoteScreenProps>;

/**
 * A screen whose code is fetched when its route is first shown, so a remote's entry does not
 * carry every screen it owns (a visitor of the cart does not download the order editor).
 * `preload()` fetches it earlier, with the same single request.
 */
export function lazyScreen(load: () => Promise<Screen>) {
  let loaded: Screen | undefined;
  let loading: Promise<Screen> | undefined;
  const start = () => (loading ??= load().then((screen) => (loaded = screen)));

  const Lazy = lazy(async () => ({ default: await start() }));
  function LoadedScreen(props: RemoteScreenProps) {
    // A screen already loaded (preloaded) renders at once; React.lazy would suspend for a
    // microtask and flash the loading state. Chosen once per mount: switching from the lazy
    // wrapper to the loaded component later would remount the screen and lose its state.
    const [Screen] = useState<Screen>(() => loaded ?? Lazy);
    return <Screen {...props} />;
  }
  function LazyScreen(props: RemoteScreenProps) {
    return (
      <Suspense fallback={<ScreenLoading />}>
        <LoadedScreen {...props} />
      </Suspense>
    );
  }
  LazyScreen.preload = async () => {
    try {
      await start();
    } catch (error) {
      // Forgotten, so that a failed preload does not fail the route's visit: it fetches again.
      // A failure while rendering stays, as with React.lazy, or React would refetch on each retry.
      loading = undefined;
      throw error;
    }
  };
  return LazyScreen;
}

/**
 * Fetches a component built with antd together with antd's theme and locale (`withAntd`:
 * ConfigProvider and the four languages' texts), so that a remote's entry and its plain-markup
 * screens do not carry them.
 */
export function loadWithAntd<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): Promise<ComponentType<Props>> {
  return Promise.all([load(), import('./antd-providers')]).then(([component, { withAntd }]) =>
    withAntd(component),
  );
}

/** `lazyScreen` for a screen built with antd (`loadWithAntd`). */
export function lazyAntdScreen(load: () => Promise<Screen>) {
  return lazyScreen(() => loadWithAntd(load));
}

/**
 * Lets a remote's root load the screen of a route before rendering it: `createRemoteLifecycles`
 * does when the remote is bootstrapped (by single-spa before a mount, or by the shell's idle
 * preload).
 */
export function withScreenPreload<Root extends Screen>(
  Root: Root,
  screens: Partial<Record<string, Screen & { preload?: () => Promise<void> }>>,
) {
  return Object.assign(Root, {
    preloadScreen: async (routeKey: string) => {
      await screens[routeKey]?.preload?.();
    },
  });
}
