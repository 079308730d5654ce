import { createRemoteApp, withAntd } from '@portal/ui';
import { LoginPage } from '../features/auth/routes/login-page';

export const App = createRemoteApp('mf_member', { login: withAntd(LoginPage) });
