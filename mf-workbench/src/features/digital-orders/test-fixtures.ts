import type { DigitalOrder } from './api/digital-orders';

/** The digital-order answers the screens' tests are given, each checked against its schema. */

/** A submitted order of a tea company, changed by `overrides`. */
export const digitalOrder = (id: number, overrides: Partial<DigitalOrder> = {}): DigitalOrder => ({
  id,
  orderNo: `DP20261124${String(id).padStart(6, '0')}`,
  productId: 1,
  productName: '跨境网店搭建',
  provider: '深圳云贸科技有限公司（示例）',
  planKey: 'pro',
  planName: '专业版',
  price: '16800.00',
  currency: 'CNY',
  contactName: '王经理',
  contactPhone: '13800000001',
  note: null,
  diagnosisId: null,
  status: 1,
  platformRemark: null,
  companyId: 3,
  companyName: '福建安溪茶业有限公司',
  createTime: '2026-11-24T02:00:00.000Z',
  updateTime: '2026-11-24T02:00:00.000Z',
  ...overrides,
});
