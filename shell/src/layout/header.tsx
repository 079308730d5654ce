import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/session';
import { LIMITS, type PortalRoute } from '@portal/contracts';
import { AccountArea } from './account-area';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { NavDrawer } from './nav-drawer';
import { PortalNav } from './portal-nav';
import { VISUALLY_HIDDEN } from '@portal/ui';
import { CartIcon, DiagnosisIcon, MessageIcon, WorkbenchIcon } from './icons';
import { workEntries } from './my-work';

function badgeText(count: number): string {
  return count > LIMITS.badgeMax ? `${LIMITS.badgeMax}+` : String(count);
}

/** The figure for the eye; screen readers hear the counted words ("3 unread messages"). */
function CountBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <>
      <span className="count-badge" data-testid="unread-badge" aria-hidden="true">
        {badgeText(count)}
      </span>
      <span className={VISUALLY_HIDDEN}> {t('work.unread', { count })}</span>
    </>
  );
}

/** The signed-in member's way to their work: the workbench, or the reviewer's queue. */
function WorkLink() {
  const { t } = useTranslation();
  // Strings, not the entry: a selector must return the same value while nothing changed.
  const to = useSession((state) =>
    state.user ? workEntries(state.permissions)[0]?.to : undefined,
  );
  const label = useSession((state) =>
    state.user ? workEntries(state.permissions)[0]?.label : undefined,
  );
  if (!to || !label) return null;
  return (
    <Link className="header-icon" to={to} title={t(label)} data-testid="work-link">
      <WorkbenchIcon />
      <span className="header-icon__label">{t(label)}</span>
    </Link>
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
        {route.layout !== 'standalone' && <HeaderSearch />}
        <div className="header-actions">
          {route.layout !== 'workbench' && <WorkLink />}
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
