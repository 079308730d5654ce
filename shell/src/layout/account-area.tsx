import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { displayName, useSession } from '@portal/session';

// antd's drop-down is only needed once someone is signed in: keep it off the guest's first load.
const AccountMenu = lazy(() => import(/* webpackChunkName: "account-menu" */ './account-menu'));

export function AccountArea() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const token = useSession((state) => state.token);
  if (!token) {
    return (
      <div className="account-area">
        <Link className="header-link" to="/login">
          {t('account.login')}
        </Link>
        <Link className="header-button" to="/register">
          {t('account.register')}
        </Link>
      </div>
    );
  }
  if (!user) return <div className="account-area account-area--loading" aria-busy="true" />;
  return (
    <div className="account-area">
      <Suspense fallback={<span className="account-name">{displayName(user)}</span>}>
        <AccountMenu user={user} />
      </Suspense>
    </div>
  );
}
