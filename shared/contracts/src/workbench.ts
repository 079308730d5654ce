import { ROUTES, type PortalRoute } from './routes';

/**
 * The workbench side menu's groups (docs/workbench.md): what a company sells, what it buys, the
 * company itself, and the catalogue set-up it rarely changes. Entries are route title keys; the
 * company's profile and membership are standalone pages, linked from here too.
 */
export const WORKBENCH_MENU_GROUPS = [
  { key: 'sell', entries: ['productManage', 'salesOrders', 'exhibitionRegistrations'] },
  { key: 'buy', entries: ['demandRelease', 'purchaseOrders', 'digitalOrders'] },
  {
    key: 'company',
    entries: ['orderListManage', 'companyInfo', 'memberCenter', 'diagnosisRecord'],
  },
  { key: 'settings', entries: ['industryCityManage', 'industryTypeManage', 'productTypeManage'] },
] as const;

export type WorkbenchMenuGroupKey = (typeof WORKBENCH_MENU_GROUPS)[number]['key'];

/** The review queue: mf-trade's order management opened on its review tab. */
export const REVIEW_QUEUE = '/orderListManage?tab=review';

/**
 * The platform's queues, in the order of the work, each for the holders of its permission:
 * order review, company verification, membership applications, feedback, exhibition
 * registrations, digital orders, diagnoses; then what buyers search for and do not find.
 */
const PLATFORM_QUEUES: readonly { to: string; title: string; permission: string }[] = [
  {
    to: REVIEW_QUEUE,
    title: 'orderListManage',
    permission: 'order:order:examine',
  },
  { to: '/companyInfo', title: 'companyInfo', permission: 'platform:certification:review' },
  { to: '/memberCenter', title: 'memberCenter', permission: 'platform:membership:manage' },
  { to: '/feedbackIndex', title: 'feedbackIndex', permission: 'platform:feedback:reply' },
  {
    to: '/exhibitionRegistrations',
    title: 'exhibitionRegistrations',
    permission: 'platform:exhibition:review',
  },
  { to: '/digitalOrders', title: 'digitalOrders', permission: 'platform:digital:manage' },
  { to: '/diagnosisRecord', title: 'diagnosisRecord', permission: 'platform:diagnosis:review' },
  { to: '/searchInsights', title: 'searchInsights', permission: 'platform:search:insights' },
];

/**
 * Whose work a signed-in member does: the platform's operators (every permission) run its
 * queues, its order reviewers (order review) review submitted orders, everyone else works for a
 * company. The platform never trades (docs/trade-orders.md); no company account holds either.
 */
export type WorkRole = 'operator' | 'reviewer' | 'company';

export function workRole(permissions: readonly string[]): WorkRole {
  if (permissions.includes('*:*:*')) return 'operator';
  if (permissions.includes('order:order:examine')) return 'reviewer';
  return 'company';
}

/** A platform member works queues and never trades. */
export function isPlatformMember(permissions: readonly string[]): boolean {
  return workRole(permissions) !== 'company';
}

/** The queues a platform member sees: where each opens and its route title key. */
export function platformQueues(permissions: readonly string[]): { to: string; title: string }[] {
  return PLATFORM_QUEUES.filter(
    (queue) => permissions.includes('*:*:*') || permissions.includes(queue.permission),
  ).map(({ to, title }) => ({ to, title }));
}

/**
 * A company member's menu groups, given the workbench entries the member may see: each group's
 * entries in its order, an empty group left out.
 */
export function workbenchMenuGroups(
  visible: readonly PortalRoute[],
): { key: WorkbenchMenuGroupKey; entries: PortalRoute[] }[] {
  return WORKBENCH_MENU_GROUPS.map((group) => ({
    key: group.key,
    entries: group.entries
      .map((title) => ROUTES.find((route) => route.meta.title === title)!)
      .filter((route) => route.layout !== 'workbench' || visible.includes(route)),
  })).filter((group) => group.entries.length > 0);
}
