import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PORTAL_NAV, type PortalRoute } from '@portal/contracts';
import { WorkbenchMenu } from './workbench-menu';
import { LanguageSwitch } from './language-switch';
import { MenuIcon } from './icons';
import { VISUALLY_HIDDEN } from '@portal/ui';
import { useSession } from '@portal/session';
import { workEntries } from './my-work';

/** A signed-in member's work (my-work.ts), first in the panel: what they came back for. */
function WorkLinks() {
  const { t } = useTranslation();
  const signedIn = useSession((state) => state.user !== null);
  const permissions = useSession((state) => state.permissions);
  if (!signedIn) return null;
  return (
    <nav className="nav-drawer__portal nav-drawer__work" aria-label={t('nav.workbench')}>
      <ul>
        {workEntries(permissions).map((entry) => (
          <li key={entry.to}>
            <NavLink to={entry.to} end className="nav-drawer__link">
              {t(entry.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The navigation on small screens (shell.css shows it below 769 px): a menu button in the
 * header opens a panel with the page's menu — the workbench's side menu inside the workbench,
 * the portal's menu elsewhere — and the language switch the compact header has no room for.
 */
export function NavDrawer({ route }: { route: PortalRoute }) {
  const { t } = useTranslation();
  const location = useLocation();
  const here = location.pathname + location.search;
  // Open on the page where it was opened: a chosen entry has done its job once the page changes.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === here;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    panelRef.current?.querySelector<HTMLElement>('a, select')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedAt(null);
      toggleRef.current?.focus();
    };
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target))
        setOpenedAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', outside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', outside);
    };
  }, [open]);

  return (
    <>
      <button
        type="button"
        ref={toggleRef}
        className="nav-toggle"
        aria-expanded={open}
        aria-controls="nav-drawer"
        data-testid="nav-toggle"
        onClick={() => setOpenedAt(open ? null : here)}
      >
        <MenuIcon />
        <span className={VISUALLY_HIDDEN}>{t('nav.menu')}</span>
      </button>
      <div
        id="nav-drawer"
        className="nav-drawer"
        data-testid="nav-drawer"
        ref={panelRef}
        hidden={!open}
      >
        {route.layout === 'workbench' ? (
          <WorkbenchMenu route={route} />
        ) : (
          <>
            <WorkLinks />
            <nav className="nav-drawer__portal" aria-label={t('nav.menu')}>
              <ul>
                {PORTAL_NAV.map((item) => (
                  <li key={item.key}>
                    <NavLink
                      to={item.to}
                      end
                      className={() =>
                        route.meta.activeMenu === item.key
                          ? 'nav-drawer__link active'
                          : 'nav-drawer__link'
                      }
                    >
                      {t(`nav.${item.key}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </>
        )}
        <div className="nav-drawer__language">
          <LanguageSwitch />
        </div>
      </div>
    </>
  );
}
