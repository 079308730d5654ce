import { lazy, Suspense, type ComponentType } from 'react';
import { createRemoteApp, type RemoteScreenProps } from '@portal/ui';
import { HomePage } from '../features/home/routes/home-page';
import { AboutPage } from '../features/about/routes/about-page';

/**
 * A screen fetched on its first visit. Screens that use antd are loaded this way, so the home
 * page's first load stays free of the component library.
 */
function lazyScreen(load: () => Promise<ComponentType<RemoteScreenProps>>) {
  const Screen = lazy(async () => ({ default: await load() }));
  return function LazyScreen(props: RemoteScreenProps) {
    return (
      <Suspense fallback={<div aria-busy="true" style={{ minHeight: '60vh' }} />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}

const loadNewsScreens = () =>
  import(/* webpackChunkName: "news" */ '../features/news/routes/news-screens');

const loadSupplyScreens = () =>
  import(/* webpackChunkName: "supply" */ '../features/supply/routes/supply-screens');

const loadDemandScreens = () =>
  import(/* webpackChunkName: "demand" */ '../features/demand/routes/demand-screens');

const loadDigitalScreens = () =>
  import(/* webpackChunkName: "digital" */ '../features/digital/routes/digital-screens');

export const App = createRemoteApp('mf_portal', {
  home: HomePage,
  about: AboutPage,
  news: lazyScreen(async () => (await loadNewsScreens()).NewsListScreen),
  newsInfo: lazyScreen(async () => (await loadNewsScreens()).NewsInfoScreen),
  demandHall: lazyScreen(async () => (await loadSupplyScreens()).DemandHallScreen),
  productDetail: lazyScreen(async () => (await loadSupplyScreens()).ProductDetailScreen),
  enterpriseList: lazyScreen(async () => (await loadSupplyScreens()).EnterpriseListScreen),
  demandInfo: lazyScreen(async () => (await loadDemandScreens()).DemandInfoScreen),
  digitalProduct: lazyScreen(async () => (await loadDigitalScreens()).DigitalProductScreen),
  digitalProductDetail: lazyScreen(
    async () => (await loadDigitalScreens()).DigitalProductDetailScreen,
  ),
});
