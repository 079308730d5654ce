import { createRemoteApp, lazyScreen } from '@portal/ui';
import { HomePage } from '../features/home/routes/home-page';

// Screens that use antd are fetched on their first visit, so home's first load stays free of the
// component library.
const loadNewsScreens = () =>
  import(/* webpackChunkName: "news" */ '../features/news/routes/news-screens');

const loadSupplyScreens = () =>
  import(/* webpackChunkName: "supply" */ '../features/supply/routes/supply-screens');

const loadDemandScreens = () =>
  import(/* webpackChunkName: "demand" */ '../features/demand/routes/demand-screens');

const loadDigitalScreens = () =>
  import(/* webpackChunkName: "digital" */ '../features/digital/routes/digital-screens');

const loadExhibitionScreens = () =>
  import(
    /* webpackChunkName: "exhibitions" */ '../features/exhibitions/routes/exhibitions-screens'
  );

const loadContentScreens = () =>
  import(/* webpackChunkName: "content" */ '../features/content/routes/content-screens');

const loadStatisticsScreens = () =>
  import(/* webpackChunkName: "statistics" */ '../features/statistics/routes/statistics-screens');

const loadPriceScreens = () =>
  import(/* webpackChunkName: "prices" */ '../features/prices/routes/prices-screens');

const loadPavilionScreens = () =>
  import(/* webpackChunkName: "pavilions" */ '../features/pavilions/routes/pavilions-screens');

const loadGlobeScreens = () =>
  import(/* webpackChunkName: "globe" */ '../features/globe/routes/globe-screens');

const loadBigScreenScreens = () =>
  import(/* webpackChunkName: "big-screen" */ '../features/big-screen/routes/big-screen-screens');

export const App = createRemoteApp('mf_portal', {
  home: HomePage,
  // The about page carries a long text in four languages: fetched on its first visit, not with home.
  about: lazyScreen(
    async () =>
      (await import(/* webpackChunkName: "about" */ '../features/about/routes/about-page'))
        .AboutPage,
  ),
  news: lazyScreen(async () => (await loadNewsScreens()).NewsListScreen),
  newsInfo: lazyScreen(async () => (await loadNewsScreens()).NewsInfoScreen),
  demandHall: lazyScreen(async () => (await loadSupplyScreens()).DemandHallScreen),
  productDetail: lazyScreen(async () => (await loadSupplyScreens()).ProductDetailScreen),
  productPreview: lazyScreen(async () => (await loadSupplyScreens()).ProductPreviewScreen),
  enterpriseList: lazyScreen(async () => (await loadSupplyScreens()).EnterpriseListScreen),
  demandInfo: lazyScreen(async () => (await loadDemandScreens()).DemandInfoScreen),
  digitalProduct: lazyScreen(async () => (await loadDigitalScreens()).DigitalProductScreen),
  digitalProductDetail: lazyScreen(
    async () => (await loadDigitalScreens()).DigitalProductDetailScreen,
  ),
  statistics: lazyScreen(async () => (await loadStatisticsScreens()).StatisticsScreen),
  prices: lazyScreen(async () => (await loadPriceScreens()).PricesScreen),
  pavilions: lazyScreen(async () => (await loadPavilionScreens()).PavilionsScreen),
  successCase: lazyScreen(async () => (await loadContentScreens()).SuccessCaseScreen),
  case: lazyScreen(async () => (await loadContentScreens()).CaseScreen),
  aph: lazyScreen(async () => (await loadContentScreens()).ServiceScreen),
  jkh: lazyScreen(async () => (await loadContentScreens()).ServiceScreen),
  serviceCenter: lazyScreen(async () => (await loadContentScreens()).ServiceScreen),
  industryEnabling: lazyScreen(async () => (await loadContentScreens()).ServiceScreen),
  customerService: lazyScreen(async () => (await loadContentScreens()).ServiceScreen),
  exhibitions: lazyScreen(async () => (await loadExhibitionScreens()).ExhibitionsScreen),
  exhibitionDetail: lazyScreen(async () => (await loadExhibitionScreens()).ExhibitionDetailScreen),
  globe: lazyScreen(async () => (await loadGlobeScreens()).GlobeScreen),
  bigScreen: lazyScreen(async () => (await loadBigScreenScreens()).BigScreenScreen),
});
