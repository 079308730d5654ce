import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/session';
import { LIMITS, PORTAL_NAV, type PortalRoute } from '@portal/contracts';
import { AccountArea } from './account-area';
import { LanguageSwitch } from './language-switch';
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
        {meta.backButton && (
          <button type="button" className="header-back" onClick={() => navigate(-1)}>
            ← {t('common.back')}
          </button>
        )}
        <Link to="/" className="brand" aria-label={t('brand')}>
          <span className="brand__mark" aria-hidden="true">
            中葡
          </span>
          <span className="brand__name">{t('brand')}</span>
        </Link>
        {route.layout === 'portal' && (
          <nav className="portal-nav" aria-label={t('nav.menu')}>
            {PORTAL_NAV.map((item) => (
              <NavLink
                key={item.key}
                to={item.to}
                end
                className={() =>
                  meta.activeMenu === item.key ? 'portal-nav__link active' : 'portal-nav__link'
                }
              >
                {t(`nav.${item.key}`)}
              </NavLink>
            ))}
          </nav>
        )}
        <div className="header-actions">
          {meta.diagnosisButton && (
            <Link className="header-icon" to="/diagnosisRecord" title={t('account.diagnosis')}>
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
