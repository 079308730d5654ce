import type { ProcedureLogRow } from './api/fetch-procedure-log';
import type { Instalment, OrderDetail, OrderRow } from './api/order';

export const orderRow: OrderRow = {
  id: 7,
  orderNo: 'HG202611230000007',
  type: 2,
  status: 1,
  stage: 'tradePending',
  contractStatus: 1,
  executionStatus: 1,
  amount: '32160.00',
  unpricedLines: 0,
  currency: 'CNY',
  buyerName: 'Lusitânia Importações Lda.',
  sellerName: '云南普洱茶源茶业有限公司',
  followUpName: null,
  role: 2,
  createTime: '2026-11-23T01:00:00.000Z',
  products: [{ productName: '普洱熟茶', productPrice: '268.00', productQuantity: 120, unit: '饼' }],
};

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...orderRow,
    enterpriseId: 3,
    buyerEnterpriseId: 9,
    buyerContactId: 9,
    sellerContactId: 3,
    rejectReason: null,
    deniedReason: null,
    signedAt: null,
    updateTime: '2026-11-23T01:00:00.000Z',
    products: [
      {
        id: 11,
        productId: 4,
        productName: '普洱熟茶',
        productPrice: '268.00',
        productQuantity: 120,
        unit: '饼',
        lineTotal: '32160.00',
      },
    ],
    contract: { name: null, number: null, files: [] },
    instalments: [],
    invoice: null,
    settlementQuantity: null,
    settlementAmount: null,
    pickup: { address: null, contact: null, phone: null, date: null },
    customs: { declarationNo: null, port: null, broker: null },
    actions: ['confirm', 'reject', 'cancel', 'editProducts'],
    ...overrides,
  };
}

export const instalments: Instalment[] = [
  { id: 1, amount: '16080.00', dueDate: '2026-12-01', received: false, state: 'unpaid' },
  { id: 2, amount: '16080.00', dueDate: null, received: false, state: 'unpaid' },
];

export const procedureLog: ProcedureLogRow[] = [
  {
    id: 1,
    action: 'place',
    operatorName: 'Ana Costa',
    companyName: 'Lusitânia Importações Lda.',
    fromStatus: null,
    toStatus: 1,
    remark: null,
    createTime: '2026-11-23T01:00:00.000Z',
  },
];
