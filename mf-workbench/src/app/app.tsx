import { createRemoteApp, withAntd } from '@portal/ui';
import { DashboardPage } from '../features/dashboard/routes/dashboard-page';

export const App = createRemoteApp('mf_workbench', { workbench: withAntd(DashboardPage) });
