import { createRemoteApp, lazyAntdScreen, lazyScreen, withScreenPreload } from '@portal/ui';

// Each screen is its own chunk: the shell's idle preload of this remote on home fetches the
// login page, not the account pages behind it.
const screens = {
  // Plain markup: the screen the shell preloads for a guest on home carries no antd.
  login: lazyScreen(() =>
    import('../features/auth/routes/login-page').then((module) => module.LoginPage),
  ),
  register: lazyAntdScreen(() =>
    import('../features/auth/routes/register-page').then((module) => module.RegisterPage),
  ),
  forgotPassword: lazyAntdScreen(() =>
    import('../features/auth/routes/forgot-password-page').then(
      (module) => module.ForgotPasswordPage,
    ),
  ),
  changePassword: lazyAntdScreen(() =>
    import('../features/auth/routes/change-password-page').then(
      (module) => module.ChangePasswordPage,
    ),
  ),
  userInfo: lazyAntdScreen(() =>
    import('../features/user-info/routes/user-info-page').then((module) => module.UserInfoPage),
  ),
  companyInfo: lazyAntdScreen(() =>
    import('../features/company/routes/company-info-page').then((module) => module.CompanyInfoPage),
  ),
  staffList: lazyAntdScreen(() =>
    import('../features/staff/routes/staff-list-page').then((module) => module.StaffListPage),
  ),
  staffUpdate: lazyAntdScreen(() =>
    import('../features/staff/routes/staff-update-page').then((module) => module.StaffUpdatePage),
  ),
  memberCenter: lazyAntdScreen(() =>
    import('../features/membership/routes/member-center-page').then(
      (module) => module.MemberCenterPage,
    ),
  ),
  favorites: lazyAntdScreen(() =>
    import('../features/favorites/routes/favorites-page').then((module) => module.FavoritesPage),
  ),
  history: lazyAntdScreen(() =>
    import('../features/history/routes/history-page').then((module) => module.HistoryPage),
  ),
  feedbackIndex: lazyAntdScreen(() =>
    import('../features/feedback/routes/feedback-index-page').then(
      (module) => module.FeedbackIndexPage,
    ),
  ),
  feedbackForm: lazyAntdScreen(() =>
    import('../features/feedback/routes/feedback-form-page').then(
      (module) => module.FeedbackFormPage,
    ),
  ),
  feedbackInfo: lazyAntdScreen(() =>
    import('../features/feedback/routes/feedback-info-page').then(
      (module) => module.FeedbackInfoPage,
    ),
  ),
  enterpriseInfo: lazyAntdScreen(() =>
    import('../features/enterprise/routes/enterprise-info-page').then(
      (module) => module.EnterpriseInfoPage,
    ),
  ),
};

export const App = withScreenPreload(createRemoteApp('mf_member', screens), screens);
