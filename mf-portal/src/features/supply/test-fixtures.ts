import type { InquirySent, Static } from '@portal/contracts/schemas';
import type { EnterpriseCard, ProductCard, ProductDetail, ProductPreview } from './api/product';

/** A listing in the reader's language whose seller stated no trade terms. */
const NO_TRADE_TERMS = {
  textLanguage: 'zh',
  machineTranslated: false,
  minOrderQuantity: null,
  priceTiers: [],
  leadTimeDays: null,
  incoterm: null,
  incotermPlace: null,
  packaging: null,
  sampleAvailable: false,
} as const satisfies Partial<ProductCard>;

export function productCard(id: number, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    name: `普洱熟茶饼 ${id}`,
    spec: '357g',
    brand: null,
    hsCode: '090240',
    price: '1268.5',
    currency: 'CNY',
    unit: '饼',
    origin: '云南普洱',
    originCountry: 'CN',
    imageUrl: `/haiguan/api/product/public/${id}/media/9`,
    publishedAt: '2026-11-20T08:00:00.000Z',
    ...NO_TRADE_TERMS,
    company: {
      id: 3,
      name: '云南普洱茶源茶业有限公司',
      country: 'CN',
      verified: true,
      roleKey: 'gold',
    },
    ...overrides,
  };
}

/** A published product's page: `GET product/public/:id`. */
export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 42,
    name: '普洱熟茶礼盒',
    spec: '357g × 4',
    brand: null,
    hsCode: '090240',
    price: '1268.5',
    currency: 'CNY',
    unit: '盒',
    origin: '云南普洱',
    originCountry: 'CN',
    imageUrl: null,
    publishedAt: '2026-11-20T08:00:00.000Z',
    company: { id: 3, name: '云南普洱茶源', country: 'CN', verified: true, roleKey: 'gold' },
    ...NO_TRADE_TERMS,
    productCode: 'P42',
    hsNames: [],
    description: null,
    industryType: '茶叶',
    category: null,
    images: [],
    video: null,
    receiverId: null,
    related: [],
    ...overrides,
  };
}

/** The member previewing the product is its own inquiry receiver. */
export const PREVIEW_OWNER = 5;

/** The owner's preview of the product before it is published: media by upload url. */
export function productPreview(overrides: Partial<ProductPreview> = {}): ProductPreview {
  return {
    ...productDetail(),
    imageUrl: '/hg/api/files/7',
    publishedAt: '1970-01-01T00:00:00.000Z',
    images: ['/hg/api/files/7'],
    receiverId: PREVIEW_OWNER,
    status: 0,
    ...overrides,
  };
}

export function enterpriseCard(
  id: number,
  overrides: Partial<EnterpriseCard> = {},
): EnterpriseCard {
  return {
    id,
    name: `云南普洱茶源茶业有限公司 ${id}`,
    shortName: null,
    country: 'CN',
    city: '普洱',
    industry: '茶叶',
    scope: null,
    textLanguage: 'zh',
    machineTranslated: false,
    verified: true,
    roleKey: 'gold',
    productCount: 3,
    ...overrides,
  };
}

/** The server's answer to an inquiry about product 42: the inquiry as it landed in the chat with 7. */
export const inquirySent: Static<typeof InquirySent> = {
  receiverId: 7,
  message: {
    id: 301,
    messageId: '0b6f3c1e-5d2a-4f7e-9a41-2c8d6e1f7a90',
    conversationId: 12,
    seq: 1,
    senderId: 9,
    receiverId: 7,
    type: 'inquiry',
    payload: JSON.stringify({
      productId: 42,
      productName: '普洱熟茶饼 357克',
      text: '请报 FOB 价格',
    }),
    haveRead: false,
    recalled: false,
    recalledBy: null,
    status: 'success',
    createTime: '2026-11-25T08:00:00.000Z',
  },
};
