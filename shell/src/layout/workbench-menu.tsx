import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/session';
import type { PortalRoute } from '@portal/contracts';
import { activeWorkbenchEntry, visibleWorkbenchMenu } from './active-menu';

export function WorkbenchMenu({ route }: { route: PortalRoute }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const permissions = useSession((state) => state.permissions);
  const visible = visibleWorkbenchMenu(permissions);
  const active = activeWorkbenchEntry(route, search, visible);
  return (
    <nav className="workbench-menu" aria-label={t('nav.workbench')}>
      <ul>
        {visible.map((entry) => (
          <li key={entry.path}>
            <NavLink
              to={entry.path}
              className={() =>
                active === entry.meta.title ? 'workbench-menu__link active' : 'workbench-menu__link'
              }
            >
              {t(`route.${entry.meta.title}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
