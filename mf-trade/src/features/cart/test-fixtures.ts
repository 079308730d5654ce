import type { CartGroup } from './api/cart';

/** The caller's cart as the server sends it: a product without a unit comes as '套'. */
export const cartGroups: CartGroup[] = [
  {
    enterpriseId: 3,
    enterpriseName: '云南普洱茶源茶业有限公司',
    shoppingCarts: [
      {
        id: 1,
        productId: 4,
        productName: '普洱熟茶',
        productPrice: '268.00',
        productQuantity: 120,
        unit: '饼',
        currency: 'CNY',
        imageUrl: '/haiguan/api/product/public/4/media/21',
      },
      {
        id: 2,
        productId: 5,
        productName: '滇红茶',
        productPrice: '19.99',
        productQuantity: 3,
        unit: '套',
        currency: 'CNY',
        imageUrl: null,
      },
    ],
  },
  {
    enterpriseId: 7,
    enterpriseName: '景德镇瓷器有限公司',
    shoppingCarts: [
      {
        id: 3,
        productId: 8,
        productName: '青花瓷茶具',
        productPrice: null,
        productQuantity: 2,
        unit: '套',
        currency: 'CNY',
        imageUrl: null,
      },
    ],
  },
];
