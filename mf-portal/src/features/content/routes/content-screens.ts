import { withAntd } from '@portal/ui';
import { CasePage } from './case-page';
import { ServicePage } from './service-page';
import { SuccessCasePage } from './success-case-page';

/** The cases and service pages in antd's theme, loaded when first opened. */
export const SuccessCaseScreen = withAntd(SuccessCasePage);
export const CaseScreen = withAntd(CasePage);
export const ServiceScreen = withAntd(ServicePage);
