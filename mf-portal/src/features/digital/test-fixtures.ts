import type { DigitalOrder, DigitalProductDetail } from './api/digital';

/** The digital-product answers the screens' tests are given, each checked against its schema. */

export const digitalProduct: DigitalProductDetail = {
  id: 3,
  name: '跨境网店搭建',
  provider: '深圳云贸科技有限公司（示例）',
  summary: '四种语言的品牌网店',
  description: '一站式搭建面向葡语国家买家的独立网店。',
  dimensions: ['marketing', 'dataIt'],
  fromPrice: '6800.00',
  currency: 'CNY',
  plans: [
    {
      key: 'basic',
      name: '基础版',
      price: '6800.00',
      currency: 'CNY',
      period: '每年',
      features: ['50 个商品'],
    },
    {
      key: 'pro',
      name: '专业版',
      price: '16800.00',
      currency: 'CNY',
      period: '每年',
      features: ['不限商品数量'],
    },
  ],
  cases: [{ company: '福建一家茶企', story: '来自巴西的线上订单占出口额的 18%。' }],
};

/** The order the server answers for the 'pro' plan of `digitalProduct`. */
export const placedDigitalOrder: DigitalOrder = {
  id: 7,
  orderNo: 'DP20261124000007',
  productId: 3,
  productName: '跨境网店搭建',
  provider: '深圳云贸科技有限公司（示例）',
  planKey: 'pro',
  planName: '专业版',
  price: '16800.00',
  currency: 'CNY',
  contactName: '王经理',
  contactPhone: '+86 138 0000 0001',
  note: null,
  diagnosisId: 5,
  status: 1,
  platformRemark: null,
  companyId: 12,
  companyName: 'Lusitânia Vinhos e Azeites, Lda.',
  createTime: '2026-11-24T08:00:00.000Z',
  updateTime: '2026-11-24T08:00:00.000Z',
};
