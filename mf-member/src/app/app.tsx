import { createRemoteApp, lazyScreen, withAntd, withScreenPreload } from '@portal/ui';

// Each screen is its own chunk: the shell's idle preload of this remote on home fetches the
// login page, not the account pages behind it.
const screens = {
  login: lazyScreen(() =>
    import('../features/auth/routes/login-page').then((module) => withAntd(module.LoginPage)),
  ),
  register: lazyScreen(() =>
    import('../features/auth/routes/register-page').then((module) => withAntd(module.RegisterPage)),
  ),
  forgotPassword: lazyScreen(() =>
    import('../features/auth/routes/forgot-password-page').then((module) =>
      withAntd(module.ForgotPasswordPage),
    ),
  ),
  changePassword: lazyScreen(() =>
    import('../features/auth/routes/change-password-page').then((module) =>
      withAntd(module.ChangePasswordPage),
    ),
  ),
  userInfo: lazyScreen(() =>
    import('../features/user-info/routes/user-info-page').then((module) =>
      withAntd(module.UserInfoPage),
    ),
  ),
  companyInfo: lazyScreen(() =>
    import('../features/company/routes/company-info-page').then((module) =>
      withAntd(module.CompanyInfoPage),
    ),
  ),
  staffList: lazyScreen(() =>
    import('../features/staff/routes/staff-list-page').then((module) =>
      withAntd(module.StaffListPage),
    ),
  ),
  staffUpdate: lazyScreen(() =>
    import('../features/staff/routes/staff-update-page').then((module) =>
      withAntd(module.StaffUpdatePage),
    ),
  ),
  memberCenter: lazyScreen(() =>
    import('../features/membership/routes/member-center-page').then((module) =>
      withAntd(module.MemberCenterPage),
    ),
  ),
  favorites: lazyScreen(() =>
    import('../features/favorites/routes/favorites-page').then((module) =>
      withAntd(module.FavoritesPage),
    ),
  ),
  history: lazyScreen(() =>
    import('../features/history/routes/history-page').then((module) =>
      withAntd(module.HistoryPage),
    ),
  ),
  feedbackIndex: lazyScreen(() =>
    import('../features/feedback/routes/feedback-index-page').then((module) =>
      withAntd(module.FeedbackIndexPage),
    ),
  ),
  feedbackForm: lazyScreen(() =>
    import('../features/feedback/routes/feedback-form-page').then((module) =>
      withAntd(module.FeedbackFormPage),
    ),
  ),
  feedbackInfo: lazyScreen(() =>
    import('../features/feedback/routes/feedback-info-page').then((module) =>
      withAntd(module.FeedbackInfoPage),
    ),
  ),
  enterpriseInfo: lazyScreen(() =>
    import('../features/enterprise/routes/enterprise-info-page').then((module) =>
      withAntd(module.EnterpriseInfoPage),
    ),
  ),
};

export const App = withScreenPreload(createRemoteApp('mf_member', screens), screens);
