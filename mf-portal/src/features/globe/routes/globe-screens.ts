import { withAntd } from '@portal/ui';
import { GlobePage } from './globe-page';

/** The globe page in antd's theme, loaded when first opened; three comes after it. */
export const GlobeScreen = withAntd(GlobePage);
