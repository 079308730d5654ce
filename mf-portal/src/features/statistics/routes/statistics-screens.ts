import { withAntd } from '@portal/ui';
import { StatisticsPage } from './statistics-page';

/** The statistics page in antd's theme, loaded when first opened; echarts comes after it. */
export const StatisticsScreen = withAntd(StatisticsPage);
