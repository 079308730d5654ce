import { WORKBENCH_MENU, type PortalRoute } from '@portal/contracts';

/** The workbench menu's entries the member sees: one whose permission they lack is hidden. */
export function visibleWorkbenchMenu(permissions: readonly string[]): PortalRoute[] {
  return WORKBENCH_MENU.filter(
    (entry) =>
      !entry.meta.permission ||
      permissions.includes('*:*:*') ||
      permissions.includes(entry.meta.permission),
  );
}

/**
 * The workbench menu entry to highlight. A page reached from several lists (an order opened
 * from 采购订单 or from 销售订单) names the list it came from in `?menu=<title key>`; a name
 * that is not an entry the member sees falls back to the route's own `activeMenu`.
 */
export function activeWorkbenchEntry(
  route: PortalRoute,
  search: string,
  visible: readonly PortalRoute[],
): string | undefined {
  const named = new URLSearchParams(search).get('menu');
  if (named && visible.some((entry) => entry.meta.title === named)) return named;
  return route.meta.activeMenu;
}
