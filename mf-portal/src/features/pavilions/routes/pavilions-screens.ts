import { withAntd } from '@portal/ui';
import { PavilionsPage } from './pavilions-page';

/** The pavilions in antd's theme, loaded when first opened; echarts comes with a price chart. */
export const PavilionsScreen = withAntd(PavilionsPage);
