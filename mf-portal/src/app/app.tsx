import { createRemoteApp } from '@portal/ui';
import { HomePage } from '../features/home/routes/home-page';
import { AboutPage } from '../features/about/routes/about-page';

export const App = createRemoteApp('mf_portal', { home: HomePage, about: AboutPage });
