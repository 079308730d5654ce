import { WORKBENCH_MENU, workRole, type PortalRoute } from '@portal/contracts';

/** What an order reviewer's workbench holds: orders, where the review queue is. */
const REVIEWER_MENU = ['orderListManage'];

/**
 * The workbench menu's entries the member sees: one whose permission they lack is hidden, and
 * an order reviewer, who works for the platform and trades nothing, sees only the orders.
 */
export function visibleWorkbenchMenu(permissions: readonly string[]): PortalRoute[] {
  if (workRole(permissions) === 'reviewer')
    return WORKBENCH_MENU.filter((entry) => REVIEWER_MENU.includes(entry.meta.title));
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
