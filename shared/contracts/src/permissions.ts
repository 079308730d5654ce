/**
 * The permission strings a member may hold (spec §6), named once for the server, which checks
 * them, and the apps, which hide what a member may not do. `*:*:*` holds them all.
 */
export const PERMISSIONS = {
  all: '*:*:*',
  productList: 'product:product:list',
  productEdit: 'product:product:edit',
  /** Publishing products to the supply list; a sub-member holds it only when granted. */
  supplyPublish: 'product:supply:publish',
  orderList: 'order:order:list',
  orderAdd: 'order:order:add',
  orderEdit: 'order:order:edit',
  /** Reviewing the company's trade orders (order:order:examine). */
  orderExamine: 'order:order:examine',
  orderSupplement: 'order:order:supplement',
  staffList: 'member:staff:list',
  staffEdit: 'member:staff:edit',
  certificationReview: 'platform:certification:review',
  membershipManage: 'platform:membership:manage',
  feedbackReply: 'platform:feedback:reply',
  /** Reviewing enterprises' digital-transformation diagnoses (docs/diagnosis.md). */
  diagnosisReview: 'platform:diagnosis:review',
  /** Entering the exchange rates the quote comparison converts with (docs/demand.md). */
  exchangeManage: 'platform:exchange:manage',
  /** Handling enterprises' orders of digital products (docs/digital-products.md). */
  digitalManage: 'platform:digital:manage',
  /** Editing the portal's editorial pages: cases and service pages (docs/cases-and-services.md). */
  contentManage: 'platform:content:manage',
  /** Reading what buyers search for and do not find (docs/search-insights.md). */
  searchInsights: 'platform:search:insights',
  priceManage: 'platform:price:manage',
  exhibitionManage: 'platform:exhibition:manage',
  exhibitionReview: 'platform:exhibition:review',
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
