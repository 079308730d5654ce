import { createRemoteApp, lazyScreen, withScreenPreload, type RemoteScreenProps } from '@portal/ui';
import type { ComponentType } from 'react';
import { DashboardPage } from '../features/dashboard/routes/dashboard-page';

// The dashboard, kept alive and shown first, stays in the exposed module: loaded on its own it
// cost a first visit of /workbench 7 KiB more and one more round trip (the server hints only the
// module's chunks), and saved another route nothing (docs/performance.md, 2026-11-26). It is
// plain HTML; every other screen is its own chunk and uses antd.
const workbenchScreen = <Module,>(
  load: () => Promise<Module>,
  screenOf: (module: Module) => ComponentType<RemoteScreenProps>,
) =>
  lazyScreen(() =>
    // antd's theme and locale (ConfigProvider) come with the first antd screen, fetched beside
    // it, rather than with the dashboard, which does not use them.
    Promise.all([load(), import(/* webpackExports: ["withAntd"] */ '@portal/ui')]).then(
      ([module, { withAntd }]) => withAntd(screenOf(module)),
    ),
  );

const loadCatalogue = () => import('../features/catalogue/routes/catalogue-page');

const screens = {
  workbench: DashboardPage,
  productManage: workbenchScreen(
    () => import('../features/products/routes/product-manage-page'),
    (module) => module.ProductManagePage,
  ),
  saveProduct: workbenchScreen(
    () => import('../features/products/routes/save-product-page'),
    (module) => module.SaveProductPage,
  ),
  industryCityManage: workbenchScreen(loadCatalogue, (module) => module.IndustryCityPage),
  industryTypeManage: workbenchScreen(loadCatalogue, (module) => module.IndustryTypePage),
  productTypeManage: workbenchScreen(loadCatalogue, (module) => module.ProductTypePage),
  demandRelease: workbenchScreen(
    () => import('../features/demand/routes/demand-release-page'),
    (module) => module.DemandReleasePage,
  ),
  demandDetail: workbenchScreen(
    () => import('../features/demand/routes/demand-detail-page'),
    (module) => module.DemandDetailPage,
  ),
  diagnosisRecord: workbenchScreen(
    () => import('../features/diagnosis/routes/diagnosis-record-page'),
    (module) => module.DiagnosisRecordPage,
  ),
  diagnosisDetail: workbenchScreen(
    () => import('../features/diagnosis/routes/diagnosis-detail-page'),
    (module) => module.DiagnosisDetailPage,
  ),
  digitalOrders: workbenchScreen(
    () => import('../features/digital-orders/routes/digital-orders-page'),
    (module) => module.DigitalOrdersPage,
  ),
  exhibitionRegistrations: workbenchScreen(
    () => import('../features/exhibitions/routes/exhibition-registrations-page'),
    (module) => module.ExhibitionRegistrationsPage,
  ),
};

export const App = withScreenPreload(createRemoteApp('mf_workbench', screens), screens);
