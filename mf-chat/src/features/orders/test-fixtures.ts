import type { OrderListRow, Static } from '@portal/contracts/schemas';

type ListedOrder = Static<typeof OrderListRow>;

/**
 * An order as `GET api/minor/order/list` lists it; the tests name only what they are about, and
 * the rest is a pending international order of one priced line.
 */
export function listedOrder(
  fields: Pick<ListedOrder, 'id' | 'createTime'> & Partial<ListedOrder>,
): ListedOrder {
  return {
    orderNo: `HG${fields.id}`,
    type: 2,
    status: 1,
    stage: 'tradePending',
    contractStatus: 1,
    executionStatus: 1,
    amount: '100.00',
    unpricedLines: 0,
    currency: 'CNY',
    buyerName: 'Lusitânia Importações Lda.',
    sellerName: '云南普洱茶源茶业有限公司',
    followUpName: null,
    role: 1,
    products: [
      { productName: `P${fields.id}`, productPrice: '10.00', productQuantity: 10, unit: '件' },
    ],
    ...fields,
  };
}
