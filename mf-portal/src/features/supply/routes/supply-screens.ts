import { withAntd } from '@portal/ui';
import { DemandHallPage } from './demand-hall-page';
import { EnterpriseListPage } from './enterprise-list-page';
import { ProductDetailPage } from './product-detail-page';
import { ProductPreviewPage } from './product-preview-page';

/** The supply screens in antd's theme: one chunk, loaded when one of them is first opened. */
export const DemandHallScreen = withAntd(DemandHallPage);
export const ProductDetailScreen = withAntd(ProductDetailPage);
export const ProductPreviewScreen = withAntd(ProductPreviewPage);
export const EnterpriseListScreen = withAntd(EnterpriseListPage);
