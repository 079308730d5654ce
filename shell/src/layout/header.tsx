import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/session';
import { LIMITS, type PortalRoute } from '@portal/contracts';
import { AccountArea } from './account-area';
import { LanguageSwitch } from './language-switch';
import { NavDrawer } from './nav-drawer';
import { PortalNav } from './portal-nav';
import { CartIcon, DiagnosisIcon, MessageIcon } from './icons';

function badgeText(count: number): string {
  return count > LIMITS.badgeMax ? `${LIMITS.badgeMax}+` : String(count);
}

function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="count-badge" data-testid="unread-badge">
      {badgeText(count)}
    </span>
  );
}

export function Header({ route }: { route: PortalRoute }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = useSession((state) => state.unread.system + state.unread.chat);
  const { meta } = route;
  return (
    <header className={`site-header${meta.gradientHeader ? ' site-header--gradient' : ''}`}>
      <div className="site-header__inner">
        <NavDrawer route={route} />
        {meta.backButton && (
          <button type="button" className="header-back" onClick={() => navigate(-1)}>
            <span aria-hidden="true">←</span>
            <span className="header-back__label"> {t('common.back')}</span>
          </button>
        )}
        {/* The mark is drawn by CSS, so the link's name is exactly the words it shows. */}
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true" />
          <span className="brand__name">{t('brand')}</span>
        </Link>
        {route.layout === 'portal' && <PortalNav activeMenu={meta.activeMenu} />}
        <div className="header-actions">
          {meta.diagnosisButton && (
            <Link
              className="header-icon"
              to="/diagnosisRecord?resume"
              title={t('account.diagnosis')}
            >
              <DiagnosisIcon />
              <span className="header-icon__label">{t('account.diagnosis')}</span>
            </Link>
          )}
          {meta.cartButton && (
            <Link className="header-icon" to="/cart" title={t('account.cart')}>
              <CartIcon />
              <span className="header-icon__label">{t('account.cart')}</span>
            </Link>
          )}
          {meta.chatButton && (
            <Link className="header-icon" to="/messages" title={t('account.messages')}>
              <MessageIcon />
              <span className="header-icon__label">{t('account.messages')}</span>
              <CountBadge count={unread} />
            </Link>
          )}
          <LanguageSwitch />
          <AccountArea />
        </div>
      </div>
    </header>
  );
}
