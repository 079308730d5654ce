import { createRemoteApp, withAntd } from '@portal/ui';
import { ChangePasswordPage } from '../features/auth/routes/change-password-page';
import { ForgotPasswordPage } from '../features/auth/routes/forgot-password-page';
import { LoginPage } from '../features/auth/routes/login-page';
import { RegisterPage } from '../features/auth/routes/register-page';
import { CompanyInfoPage } from '../features/company/routes/company-info-page';
import { EnterpriseInfoPage } from '../features/enterprise/routes/enterprise-info-page';
import { FavoritesPage } from '../features/favorites/routes/favorites-page';
import { FeedbackFormPage } from '../features/feedback/routes/feedback-form-page';
import { FeedbackIndexPage } from '../features/feedback/routes/feedback-index-page';
import { FeedbackInfoPage } from '../features/feedback/routes/feedback-info-page';
import { HistoryPage } from '../features/history/routes/history-page';
import { MemberCenterPage } from '../features/membership/routes/member-center-page';
import { StaffListPage } from '../features/staff/routes/staff-list-page';
import { StaffUpdatePage } from '../features/staff/routes/staff-update-page';
import { UserInfoPage } from '../features/user-info/routes/user-info-page';

export const App = createRemoteApp('mf_member', {
  login: withAntd(LoginPage),
  register: withAntd(RegisterPage),
  forgotPassword: withAntd(ForgotPasswordPage),
  changePassword: withAntd(ChangePasswordPage),
  userInfo: withAntd(UserInfoPage),
  companyInfo: withAntd(CompanyInfoPage),
  staffList: withAntd(StaffListPage),
  staffUpdate: withAntd(StaffUpdatePage),
  memberCenter: withAntd(MemberCenterPage),
  favorites: withAntd(FavoritesPage),
  history: withAntd(HistoryPage),
  feedbackIndex: withAntd(FeedbackIndexPage),
  feedbackForm: withAntd(FeedbackFormPage),
  feedbackInfo: withAntd(FeedbackInfoPage),
  enterpriseInfo: withAntd(EnterpriseInfoPage),
});
