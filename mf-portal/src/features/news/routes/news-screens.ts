import { withAntd } from '@portal/ui';
import { NewsInfoPage } from './news-info-page';
import { NewsListPage } from './news-list-page';

/** The news screens in antd's theme: one chunk, loaded when a news address is first opened. */
export const NewsListScreen = withAntd(NewsListPage);
export const NewsInfoScreen = withAntd(NewsInfoPage);
