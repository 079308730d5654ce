import { createRemoteApp, lazyScreen, withAntd, withScreenPreload } from '@portal/ui';
import { DashboardPage } from '../features/dashboard/routes/dashboard-page';

// The dashboard, kept alive and shown first, stays in the exposed module: loaded on its own it
// cost a first visit of /workbench 7 KiB more and one more round trip (the server hints only the
// module's chunks), and saved another route nothing (docs/performance.md, 2026-11-26). Every other
// screen is its own chunk.
const catalogue = (name: 'IndustryCityPage' | 'IndustryTypePage' | 'ProductTypePage') =>
  lazyScreen(() =>
    import('../features/catalogue/routes/catalogue-page').then((module) => withAntd(module[name])),
  );

const screens = {
  workbench: withAntd(DashboardPage),
  productManage: lazyScreen(() =>
    import('../features/products/routes/product-manage-page').then((module) =>
      withAntd(module.ProductManagePage),
    ),
  ),
  saveProduct: lazyScreen(() =>
    import('../features/products/routes/save-product-page').then((module) =>
      withAntd(module.SaveProductPage),
    ),
  ),
  industryCityManage: catalogue('IndustryCityPage'),
  industryTypeManage: catalogue('IndustryTypePage'),
  productTypeManage: catalogue('ProductTypePage'),
  demandRelease: lazyScreen(() =>
    import('../features/demand/routes/demand-release-page').then((module) =>
      withAntd(module.DemandReleasePage),
    ),
  ),
  demandDetail: lazyScreen(() =>
    import('../features/demand/routes/demand-detail-page').then((module) =>
      withAntd(module.DemandDetailPage),
    ),
  ),
  diagnosisRecord: lazyScreen(() =>
    import('../features/diagnosis/routes/diagnosis-record-page').then((module) =>
      withAntd(module.DiagnosisRecordPage),
    ),
  ),
  diagnosisDetail: lazyScreen(() =>
    import('../features/diagnosis/routes/diagnosis-detail-page').then((module) =>
      withAntd(module.DiagnosisDetailPage),
    ),
  ),
  digitalOrders: lazyScreen(() =>
    import('../features/digital-orders/routes/digital-orders-page').then((module) =>
      withAntd(module.DigitalOrdersPage),
    ),
  ),
  exhibitionRegistrations: lazyScreen(() =>
    import('../features/exhibitions/routes/exhibition-registrations-page').then((module) =>
      withAntd(module.ExhibitionRegistrationsPage),
    ),
  ),
};

export const App = withScreenPreload(createRemoteApp('mf_workbench', screens), screens);
