import { withAntd } from '@portal/ui';
import { DigitalProductDetailPage } from './digital-product-detail-page';
import { DigitalProductPage } from './digital-product-page';

/** The digital products' screens in antd's theme, loaded when first opened. */
export const DigitalProductScreen = withAntd(DigitalProductPage);
export const DigitalProductDetailScreen = withAntd(DigitalProductDetailPage);
