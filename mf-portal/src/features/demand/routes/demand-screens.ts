import { withAntd } from '@portal/ui';
import { DemandInfoPage } from './demand-info-page';

/** The public demand page in antd's theme, loaded when first opened. */
export const DemandInfoScreen = withAntd(DemandInfoPage);
