import { withAntd } from '@portal/ui';
import { BigScreenPage } from './big-screen-page';

/** The wall display in antd's theme, loaded when first opened; echarts comes after it. */
export const BigScreenScreen = withAntd(BigScreenPage);
