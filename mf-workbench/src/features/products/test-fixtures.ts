import type { Receiver } from './api/fetch-receivers';
import type { ProductQuota } from './api/fetch-quota';
import type { HsEntry, OwnProductRow, ProductStatus } from './api/product';

/** A row of the product list; product 2 is priced on request ('面议'). */
export function ownProductRow(id: number, status: ProductStatus, name: string): OwnProductRow {
  return {
    id,
    name,
    productCode: `P${id}`,
    hsCode: '150920',
    spec: '5 L',
    brand: null,
    price: id === 2 ? null : '32.00',
    currency: 'EUR',
    unit: 'lata',
    categoryId: null,
    categoryName: null,
    imageUrl: null,
    status,
    createTime: '2026-11-23T10:00:00.000Z',
  };
}

export const productQuota: ProductQuota = { used: 3, quota: 100, roleKey: 'silver' };
export const fullProductQuota: ProductQuota = { used: 20, quota: 20, roleKey: 'start' };

export const fatsChapter: HsEntry = {
  code: '15',
  level: 2,
  parent: null,
  descriptionEn: 'Fats',
  descriptionPt: 'Gorduras e óleos',
  nameZh: '动植物油脂',
  namePt: 'Gorduras e óleos',
};

/** Chapter 09 of the HS picker, browsed down to tea (0902) and two of its subheadings. */
export const teaHsCodes = {
  chapter: {
    code: '09',
    level: 2,
    parent: null,
    descriptionEn: 'Coffee, tea',
    descriptionPt: 'Café, chá',
    nameZh: '咖啡、茶',
    namePt: 'Café, chá',
  },
  heading: {
    code: '0902',
    level: 4,
    parent: '09',
    descriptionEn: 'Tea',
    descriptionPt: 'Chá, mesmo aromatizado',
    nameZh: '咖啡、茶',
    namePt: 'Café, chá',
  },
  green: {
    code: '090210',
    level: 6,
    parent: '0902',
    descriptionEn: 'Tea, green',
    descriptionPt: 'Chá verde (não fermentado)',
    nameZh: '咖啡、茶',
    namePt: 'Café, chá',
  },
  black: {
    code: '090240',
    level: 6,
    parent: '0902',
    descriptionEn: 'Tea, black; fermented',
    // The Mercosur nomenclature names nearly every code; one it does not keeps its English.
    descriptionPt: null,
    nameZh: '咖啡、茶',
    namePt: 'Café, chá',
  },
} satisfies Record<string, HsEntry>;

/** The company's inquiry receivers: its main account (the signed-in seller) and a sub-member. */
export function receivers(mainAccountId: number): Receiver[] {
  return [
    { id: mainAccountId, name: 'João Ferreira', mainAccount: true },
    { id: 8, name: 'Ana Sousa', mainAccount: false },
  ];
}
