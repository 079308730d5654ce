import { Suspense, lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteScreenProps } from './remote-lifecycles';

function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" style={{ minHeight: '60vh', padding: 24, color: 'rgba(0, 0, 0, 0.65)' }}>
      {t('remote.loading')}
    </p>
  );
}

/**
 * A screen whose code is fetched when its route is first shown, so a remote's entry does not
 * carry every screen it owns (a visitor of the cart does not download the order editor).
 */
export function lazyScreen(load: () => Promise<ComponentType<RemoteScreenProps>>) {
  const Screen = lazy(async () => ({ default: await load() }));
  function LazyScreen(props: RemoteScreenProps) {
    return (
      <Suspense fallback={<ScreenLoading />}>
        <Screen {...props} />
      </Suspense>
    );
  }
  return LazyScreen;
}
