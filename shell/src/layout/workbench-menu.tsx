import { useId } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/session';
import {
  findRoute,
  isPlatformMember,
  platformQueues,
  workbenchMenuGroups,
  type PortalRoute,
} from '@portal/contracts';
import { registerMessages } from '@portal/i18n';
import { activeWorkbenchEntry, visibleWorkbenchMenu } from './active-menu';
import './workbench-menu.css';

registerMessages('shell-workbench-menu', {
  zh: { sell: '销售', buy: '采购', company: '企业', settings: '设置', queues: '待处理队列' },
  cht: { sell: '銷售', buy: '採購', company: '企業', settings: '設定', queues: '待處理佇列' },
  pt: {
    sell: 'Vender',
    buy: 'Comprar',
    company: 'Empresa',
    settings: 'Definições',
    queues: 'Filas de trabalho',
  },
  en: { sell: 'Sell', buy: 'Buy', company: 'Company', settings: 'Settings', queues: 'Queues' },
});

const HOME = findRoute('/workbench')!;

interface MenuGroup {
  /** Its heading's key; the home stands alone, without one. */
  key: string;
  entries: { to: string; title: string }[];
}

function menuGroups(permissions: readonly string[]): MenuGroup[] {
  if (isPlatformMember(permissions))
    return [{ key: 'queues', entries: platformQueues(permissions) }];
  const link = (route: PortalRoute) => ({ to: route.path, title: route.meta.title });
  return [
    { key: 'home', entries: [link(HOME)] },
    ...workbenchMenuGroups(visibleWorkbenchMenu(permissions)).map((group) => ({
      key: group.key,
      entries: group.entries.map(link),
    })),
  ];
}

/**
 * The workbench side menu (docs/workbench.md): a company member sees the home, then Sell, Buy,
 * Company and Settings; a platform member (operator, order reviewer) sees its queues only. Each
 * group is a list of links named by its heading, so keyboards and screen readers go through it
 * as through any list of links. The menu is drawn twice (the side and the phone's drawer), so its
 * ids are made per instance.
 */
export function WorkbenchMenu({ route }: { route: PortalRoute }) {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('shell-workbench-menu');
  const { search } = useLocation();
  const permissions = useSession((state) => state.permissions);
  const id = useId();
  const groups = menuGroups(permissions);
  const named = new Set(groups.flatMap((group) => group.entries.map((entry) => entry.title)));
  const active = activeWorkbenchEntry(
    route,
    search,
    visibleWorkbenchMenu(permissions).filter((entry) => named.has(entry.meta.title)),
  );
  return (
    <nav className="workbench-menu" aria-label={t('nav.workbench')}>
      <div className="workbench-menu__groups">
        {groups.map((group) => {
          const headingId = `${id}-${group.key}`;
          return (
            <div key={group.key}>
              {group.key !== 'home' && (
                <h2 id={headingId} className="workbench-menu__heading">
                  {tm(group.key)}
                </h2>
              )}
              <ul aria-labelledby={group.key !== 'home' ? headingId : undefined}>
                {group.entries.map((entry) => (
                  <li key={entry.to}>
                    <NavLink
                      to={entry.to}
                      className={() =>
                        active === entry.title
                          ? 'workbench-menu__link active'
                          : 'workbench-menu__link'
                      }
                    >
                      {t(`route.${entry.title}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
}
