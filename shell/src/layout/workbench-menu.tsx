import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/session';
import { WORKBENCH_MENU, type PortalRoute } from '@portal/contracts';

export function WorkbenchMenu({ route }: { route: PortalRoute }) {
  const { t } = useTranslation();
  const permissions = useSession((state) => state.permissions);
  const visible = WORKBENCH_MENU.filter(
    (entry) =>
      !entry.meta.permission ||
      permissions.includes('*:*:*') ||
      permissions.includes(entry.meta.permission),
  );
  return (
    <nav className="workbench-menu" aria-label={t('nav.workbench')}>
      <ul>
        {visible.map((entry) => (
          <li key={entry.path}>
            <NavLink
              to={entry.path}
              className={() =>
                route.meta.activeMenu === entry.meta.title
                  ? 'workbench-menu__link active'
                  : 'workbench-menu__link'
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
