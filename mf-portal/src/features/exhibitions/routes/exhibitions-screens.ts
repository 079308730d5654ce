import { withAntd } from '@portal/ui';
import { ExhibitionDetailPage } from './exhibition-detail-page';
import { ExhibitionsPage } from './exhibitions-page';

/** The online exhibitions' screens in antd's theme, loaded when first opened. */
export const ExhibitionsScreen = withAntd(ExhibitionsPage);
export const ExhibitionDetailScreen = withAntd(ExhibitionDetailPage);
