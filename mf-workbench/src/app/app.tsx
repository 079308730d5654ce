import { createRemoteApp, lazyAntdScreen, withScreenPreload } from '@portal/ui';
import { DashboardPage } from '../features/dashboard/routes/dashboard-page';

// The dashboard, kept alive and shown first, stays in the exposed module: loaded on its own it
// cost a first visit of /workbench 7 KiB more and one more round trip (the server hints only the
// module's chunks), and saved another route nothing (docs/performance.md, 2026-11-26). It is
// plain HTML; every other screen is its own chunk and uses antd.
const loadCatalogue = () => import('../features/catalogue/routes/catalogue-page');

const screens = {
  workbench: DashboardPage,
  productManage: lazyAntdScreen(() =>
    import('../features/products/routes/product-manage-page').then(
      (module) => module.ProductManagePage,
    ),
  ),
  saveProduct: lazyAntdScreen(() =>
    import('../features/products/routes/save-product-page').then(
      (module) => module.SaveProductPage,
    ),
  ),
  industryCityManage: lazyAntdScreen(() =>
    loadCatalogue().then((module) => module.IndustryCityPage),
  ),
  industryTypeManage: lazyAntdScreen(() =>
    loadCatalogue().then((module) => module.IndustryTypePage),
  ),
  productTypeManage: lazyAntdScreen(() => loadCatalogue().then((module) => module.ProductTypePage)),
  demandRelease: lazyAntdScreen(() =>
    import('../features/demand/routes/demand-release-page').then(
      (module) => module.DemandReleasePage,
    ),
  ),
  demandDetail: lazyAntdScreen(() =>
    import('../features/demand/routes/demand-detail-page').then(
      (module) => module.DemandDetailPage,
    ),
  ),
  diagnosisRecord: lazyAntdScreen(() =>
    import('../features/diagnosis/routes/diagnosis-record-page').then(
      (module) => module.DiagnosisRecordPage,
    ),
  ),
  diagnosisDetail: lazyAntdScreen(() =>
    import('../features/diagnosis/routes/diagnosis-detail-page').then(
      (module) => module.DiagnosisDetailPage,
    ),
  ),
  digitalOrders: lazyAntdScreen(() =>
    import('../features/digital-orders/routes/digital-orders-page').then(
      (module) => module.DigitalOrdersPage,
    ),
  ),
  exhibitionRegistrations: lazyAntdScreen(() =>
    import('../features/exhibitions/routes/exhibition-registrations-page').then(
      (module) => module.ExhibitionRegistrationsPage,
    ),
  ),
  searchInsights: lazyAntdScreen(() =>
    import('../features/search-insights/routes/search-insights-page').then(
      (module) => module.SearchInsightsPage,
    ),
  ),
};

export const App = withScreenPreload(createRemoteApp('mf_workbench', screens), screens);
