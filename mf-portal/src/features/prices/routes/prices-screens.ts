import { withAntd } from '@portal/ui';
import { PricesPage } from './prices-page';

/** The prices page in antd's theme, loaded when first opened; echarts comes after it. */
export const PricesScreen = withAntd(PricesPage);
