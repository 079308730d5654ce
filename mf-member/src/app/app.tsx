import { createRemoteApp, withAntd } from '@portal/ui';
import { ChangePasswordPage } from '../features/auth/routes/change-password-page';
import { ForgotPasswordPage } from '../features/auth/routes/forgot-password-page';
import { LoginPage } from '../features/auth/routes/login-page';
import { RegisterPage } from '../features/auth/routes/register-page';
import { CompanyInfoPage } from '../features/company/routes/company-info-page';
import { UserInfoPage } from '../features/user-info/routes/user-info-page';

export const App = createRemoteApp('mf_member', {
  login: withAntd(LoginPage),
  register: withAntd(RegisterPage),
  forgotPassword: withAntd(ForgotPasswordPage),
  changePassword: withAntd(ChangePasswordPage),
  userInfo: withAntd(UserInfoPage),
  companyInfo: withAntd(CompanyInfoPage),
});
