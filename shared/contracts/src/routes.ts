export type RemoteName = 'mf_portal' | 'mf_workbench' | 'mf_trade' | 'mf_chat' | 'mf_member';

/** portal: header + footer; workbench: header + side menu; standalone: header only. */
export type LayoutName = 'portal' | 'workbench' | 'standalone';

export interface RouteMeta {
  /** Key under `route.` in the common i18n namespace. */
  title: string;
  /** Which navigation entry is highlighted (header for portal pages, side menu in the workbench). */
  activeMenu?: string;
  gradientHeader?: boolean;
  cartButton?: boolean;
  chatButton?: boolean;
  diagnosisButton?: boolean;
  backButton?: boolean;
  backToTop?: boolean;
  /** Stays mounted (hidden) when the user navigates away, so returning is instant. */
  keepAlive?: boolean;
  requiresAuth?: boolean;
  /** Permission string (`module:entity:action`) needed to see the route. */
  permission?: string;
  /**
   * The route's screen is not built yet: the shell shows the coming-soon page itself, to guests
   * too (`requiresAuth` applies once it is built) and without loading the remote. Take the flag
   * off when the screen ships.
   */
  planned?: boolean;
}

export interface PortalRoute {
  path: string;
  remote: RemoteName;
  layout: LayoutName;
  meta: RouteMeta;
}

const portalPage = (path: string, title: string, extra: Partial<RouteMeta> = {}): PortalRoute => ({
  path,
  remote: 'mf_portal',
  layout: 'portal',
  meta: { title, activeMenu: title, cartButton: true, chatButton: true, backToTop: true, ...extra },
});

const standalone = (
  path: string,
  remote: RemoteName,
  title: string,
  extra: Partial<RouteMeta> = {},
): PortalRoute => ({
  path,
  remote,
  layout: 'standalone',
  meta: { title, backButton: true, backToTop: true, requiresAuth: true, ...extra },
});

const workbench = (
  path: string,
  title: string,
  remote: RemoteName = 'mf_workbench',
  extra: Partial<RouteMeta> = {},
): PortalRoute => ({
  path,
  remote,
  layout: 'workbench',
  meta: {
    title,
    activeMenu: title,
    requiresAuth: true,
    chatButton: true,
    diagnosisButton: true,
    ...extra,
  },
});

const caseRoutes = [
  '/lbteaCase',
  '/laoshanTeaCase',
  '/bzTeaCase',
  '/generalPeakCase',
  '/pyRoseCase',
  '/beautyBrushCase',
  '/casaChinaCase',
  '/caseSupermarketInfo',
];

/**
 * Every route of the portal (spec §2) and the app that owns it: the one source for routing,
 * titles, menus, meta flags and access. Paths the spec leaves open are decided in
 * docs/routes.md. It lives in contracts so a remote's standalone harness knows its routes too.
 */
export const ROUTES: readonly PortalRoute[] = [
  portalPage('/', 'home', { gradientHeader: true, keepAlive: true }),
  portalPage('/digitalProduct', 'digitalProduct'),
  portalPage('/digitalProductDetail', 'digitalProductDetail', {
    activeMenu: 'digitalProduct',
    backButton: true,
  }),
  portalPage('/successCase', 'successCase'),
  portalPage('/news', 'news'),
  portalPage('/newsInfo', 'newsInfo', { activeMenu: 'news', backButton: true }),
  portalPage('/demandHall', 'demandHall'),
  // docs/routes.md: the supply side's product page and the vocabulary's enterprise list.
  portalPage('/productDetail', 'productDetail', { activeMenu: 'demandHall', backButton: true }),
  portalPage('/enterpriseList', 'enterpriseList', { activeMenu: 'demandHall' }),
  // docs/routes.md: a public demand of the hall, where suppliers quote (issue #13).
  portalPage('/demandInfo', 'demandInfo', { activeMenu: 'demandHall', backButton: true }),
  portalPage('/about', 'about'),
  portalPage('/statistics', 'statistics'),
  // docs/routes.md: the online exhibitions and an exhibition with its booths (issue #15).
  portalPage('/exhibitions', 'exhibitions'),
  portalPage('/exhibitionDetail', 'exhibitionDetail', {
    activeMenu: 'exhibitions',
    backButton: true,
  }),
  // docs/routes.md: the themed pavilions (`?theme=`) and the commodity prices (issue #15).
  portalPage('/pavilions', 'pavilions'),
  portalPage('/prices', 'prices'),
  portalPage('/globe', 'globe', { backToTop: false }),
  // docs/routes.md: the wall display of trade and platform figures (1920 × 1080), public. The
  // portal layout lets it span the screen (standalone content stops at 1200 px); no floating
  // buttons over the figures.
  portalPage('/bigScreen', 'bigScreen', {
    cartButton: false,
    chatButton: false,
    backToTop: false,
  }),

  // docs/cases-and-services.md: the vocabulary's service centre, industry enabling and customer service.
  portalPage('/serviceCenter', 'serviceCenter'),
  portalPage('/industryEnabling', 'industryEnabling'),
  portalPage('/customerService', 'customerService'),

  standalone('/aph', 'mf_portal', 'aph', { requiresAuth: false }),
  standalone('/jkh', 'mf_portal', 'jkh', { requiresAuth: false }),
  ...caseRoutes.map((path) =>
    standalone(path, 'mf_portal', 'case', { requiresAuth: false, activeMenu: 'successCase' }),
  ),
  // docs/routes.md: any case by its content slug, for the cases operators add (issue #15).
  standalone('/caseInfo', 'mf_portal', 'case', { requiresAuth: false, activeMenu: 'successCase' }),

  standalone('/login', 'mf_member', 'login', { requiresAuth: false, backButton: false }),
  standalone('/register', 'mf_member', 'register', { requiresAuth: false }),
  standalone('/forgotPassword', 'mf_member', 'forgotPassword', { requiresAuth: false }),
  standalone('/changePassword', 'mf_member', 'changePassword'),
  standalone('/userInfo', 'mf_member', 'userInfo'),
  standalone('/companyInfo', 'mf_member', 'companyInfo'),
  // A company page sells its products: the cart is one click away.
  standalone('/enterpriseInfo', 'mf_member', 'enterpriseInfo', {
    requiresAuth: false,
    cartButton: true,
  }),
  standalone('/staffList', 'mf_member', 'staffList'),
  standalone('/staffUpdate', 'mf_member', 'staffUpdate'),
  standalone('/favorites', 'mf_member', 'favorites'),
  standalone('/history', 'mf_member', 'history'),
  standalone('/feedbackIndex', 'mf_member', 'feedbackIndex'),
  standalone('/feedbackForm', 'mf_member', 'feedbackForm'),
  standalone('/feedbackInfo', 'mf_member', 'feedbackInfo'),
  standalone('/memberCenter', 'mf_member', 'memberCenter'),
  standalone('/wallet', 'mf_member', 'wallet', { planned: true }),

  standalone('/messages', 'mf_chat', 'messages', { backToTop: false }),
  standalone('/cart', 'mf_trade', 'cart', { chatButton: true }),

  workbench('/workbench', 'workbench', 'mf_workbench', { keepAlive: true }),
  workbench('/industryCityManage', 'industryCityManage'),
  workbench('/industryTypeManage', 'industryTypeManage'),
  workbench('/productTypeManage', 'productTypeManage'),
  workbench('/productManage', 'productManage', 'mf_workbench', {
    permission: 'product:product:list',
  }),
  // Saving a product publishes supply: a sub-member needs the main account's grant (spec §6).
  workbench('/saveProduct', 'saveProduct', 'mf_workbench', {
    activeMenu: 'productManage',
    backButton: true,
    permission: 'product:supply:publish',
  }),
  // docs/routes.md: the buyers' product page (mf_portal's) in preview mode, in the workbench.
  workbench('/productPreview', 'productPreview', 'mf_portal', {
    activeMenu: 'productManage',
    backButton: true,
  }),
  workbench('/diagnosisRecord', 'diagnosisRecord'),
  workbench('/diagnosisDetail', 'diagnosisDetail', 'mf_workbench', {
    activeMenu: 'diagnosisRecord',
    backButton: true,
  }),
  workbench('/demandRelease', 'demandRelease'),
  workbench('/demandDetail', 'demandDetail', 'mf_workbench', {
    activeMenu: 'demandRelease',
    backButton: true,
  }),
  // docs/routes.md: orders of digital-transformation products, the enterprise's and the operator's.
  workbench('/digitalOrders', 'digitalOrders'),
  // docs/routes.md: the company's exhibition registrations; operators review and manage here.
  workbench('/exhibitionRegistrations', 'exhibitionRegistrations'),
  // docs/search-insights.md: what buyers search for and do not find, for the platform's operators.
  workbench('/searchInsights', 'searchInsights', 'mf_workbench', {
    permission: 'platform:search:insights',
  }),
  workbench('/purchaseOrders', 'purchaseOrders', 'mf_trade'),
  workbench('/salesOrders', 'salesOrders', 'mf_trade'),
  workbench('/orderListManage', 'orderListManage', 'mf_trade'),
  workbench('/orderSupplement', 'orderSupplement', 'mf_trade', {
    activeMenu: 'orderListManage',
    backButton: true,
  }),
];

/**
 * The filters a list takes from its URL, each on as `<name>=1`: the workbench home's counts open
 * their lists with them, and the list shows each as a switch that takes it off (docs/routes.md).
 * The names are those of the list's API query and of the home's counts.
 */
export const LIST_FILTERS = {
  '/salesOrders': ['awaiting'],
  '/purchaseOrders': ['awaiting'],
  '/demandRelease': ['quotesReceived', 'expiringSoon'],
} as const;

export type FilteredList = keyof typeof LIST_FILTERS;
export type ListFilter<P extends FilteredList> = (typeof LIST_FILTERS)[P][number];

/** The list at `path` with `filters` on, e.g. `/salesOrders?awaiting=1`. */
export function filteredListUrl<P extends FilteredList>(path: P, filters: ListFilter<P>[]): string {
  const on = LIST_FILTERS[path].filter((name: ListFilter<P>) => filters.includes(name));
  return on.length === 0 ? path : `${path}?${on.map((name) => `${name}=1`).join('&')}`;
}

/** The filters of the list at `path` that the URL's query (`search`) turns on. */
export function listFiltersOf<P extends FilteredList>(path: P, search: string): ListFilter<P>[] {
  const query = new URLSearchParams(search);
  return LIST_FILTERS[path].filter((name: ListFilter<P>) => query.get(name) === '1');
}

/** Old entry points that land somewhere else. */
export const REDIRECTS: Readonly<Record<string, string>> = { '/layout': '/workbench' };

/** Every route is a fixed path (details travel in the query), so matching is exact. */
export function findRoute(pathname: string): PortalRoute | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES.find((route) => route.path === normalized);
}

export function routesOf(remote: RemoteName): PortalRoute[] {
  return ROUTES.filter((route) => route.remote === remote);
}

/** The workbench side menu: its routes that are menu entries of their own. */
export const WORKBENCH_MENU = ROUTES.filter(
  (route) => route.layout === 'workbench' && route.meta.activeMenu === route.meta.title,
);

/** The header navigation of the public portal. */
export const PORTAL_NAV = [
  { to: '/', key: 'home' },
  { to: '/digitalProduct', key: 'digitalProduct' },
  { to: '/successCase', key: 'successCase' },
  { to: '/demandHall', key: 'demandHall' },
  { to: '/statistics', key: 'statistics' },
  { to: '/exhibitions', key: 'exhibitions' },
  { to: '/pavilions', key: 'pavilions' },
  { to: '/prices', key: 'prices' },
  { to: '/globe', key: 'globe' },
  { to: '/news', key: 'news' },
  { to: '/about', key: 'about' },
] as const;

/** The footer's platform services: pages of the vocabulary that are not in the header. */
export const PLATFORM_SERVICES = [
  { to: '/serviceCenter', key: 'serviceCenter' },
  { to: '/industryEnabling', key: 'industryEnabling' },
  { to: '/customerService', key: 'customerService' },
  { to: '/aph', key: 'aph' },
  { to: '/jkh', key: 'jkh' },
  { to: '/bigScreen', key: 'bigScreen' },
] as const;

/** The remote a visitor is likely to need next, fetched while the browser is idle. */
export function likelyNextRemote(signedIn: boolean): RemoteName {
  return signedIn ? 'mf_workbench' : 'mf_member';
}

/**
 * The element holding a route's first paint: HTML a remote builds for its route (its
 * `first-paint.json`, keyed by path and language) and the server puts in the page, so that the
 * visitor sees the screen's opening before any script has run. The remote's screen removes it
 * when it renders in its place; the shell removes it when the visitor goes elsewhere first or
 * the remote fails (`dismissFirstPaint` in @portal/ui).
 */
export const FIRST_PAINT_ELEMENT_ID = 'first-paint';
