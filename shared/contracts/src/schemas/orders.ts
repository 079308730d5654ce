import { Type } from 'typebox';
import { ORDER_ACTIONS, ORDER_STAGE_KEYS } from '../orders';
import { Money, Nullable } from './common';

/** Response shapes of the trade-order routes (docs/trade-orders.md, "Read shapes"). */

export const OrderStageKey = Type.Unsafe<(typeof ORDER_STAGE_KEYS)[number]>(
  Type.String({ enum: [...ORDER_STAGE_KEYS] }),
);

export const OrderActionKey = Type.Unsafe<(typeof ORDER_ACTIONS)[number]>(
  Type.String({ enum: [...ORDER_ACTIONS] }),
);

/** An order's stage: every stage filter but 'incomplete', derived from the statuses. */
export const OrderStage = Type.Unsafe<Exclude<(typeof ORDER_STAGE_KEYS)[number], 'incomplete'>>(
  Type.String({ enum: ORDER_STAGE_KEYS.filter((key) => key !== 'incomplete') }),
);

export const ListProduct = Type.Object({
  productName: Type.String(),
  productPrice: Nullable(Money),
  productQuantity: Type.Integer(),
  unit: Type.String(),
});

const listRowProperties = {
  id: Type.Integer(),
  orderNo: Type.String(),
  type: Type.Integer({ description: '1 domestic, 2 international, 3 cross-border' }),
  status: Type.Integer(),
  stage: OrderStage,
  contractStatus: Type.Integer(),
  executionStatus: Type.Integer(),
  amount: Money,
  unpricedLines: Type.Integer({
    description: "lines without a price ('面议'), which the amount leaves out",
  }),
  currency: Type.String(),
  buyerName: Type.String(),
  sellerName: Type.String(),
  followUpName: Nullable(Type.String()),
  role: Type.Unsafe<1 | 2 | 3>(Type.Integer({ description: '1 buyer, 2 owner, 3 reviewer' })),
  createTime: Type.String({ format: 'date-time' }),
};

export const OrderListRow = Type.Object({
  ...listRowProperties,
  products: Type.Array(ListProduct),
});

export const DetailProduct = Type.Object({
  id: Type.Integer(),
  productId: Nullable(Type.Integer()),
  productName: Type.String(),
  productPrice: Nullable(Money),
  productQuantity: Type.Integer(),
  unit: Type.String(),
  lineTotal: Nullable(Money),
});

export const OrderFile = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
});

export const OrderInstalment = Type.Object({
  id: Type.Integer(),
  amount: Nullable(Money),
  dueDate: Nullable(Type.String({ format: 'date' })),
  received: Nullable(Type.Boolean()),
  state: Type.Union([Type.Literal('unpaid'), Type.Literal('received'), Type.Literal('overdue')]),
});

export const OrderInvoice = Type.Object({
  headerType: Type.Integer({ description: '1 VAT special, 2 ordinary' }),
  medium: Type.Integer({ description: '1 electronic, 2 paper' }),
  title: Type.String(),
  taxNumber: Type.String(),
  email: Nullable(Type.String()),
  mailName: Nullable(Type.String()),
  mailPhone: Nullable(Type.String()),
  mailAddress: Nullable(Type.String()),
  status: Type.Integer({ description: '1 issuing, 2 issued, 3 rejected, 4 sent' }),
});

export const OrderDetail = Type.Object({
  ...listRowProperties,
  enterpriseId: Type.Integer(),
  buyerEnterpriseId: Nullable(Type.Integer()),
  buyerContactId: Nullable(Type.Integer()),
  sellerContactId: Type.Integer(),
  rejectReason: Nullable(Type.String()),
  deniedReason: Nullable(Type.String()),
  signedAt: Nullable(Type.String({ format: 'date-time' })),
  updateTime: Type.String({ format: 'date-time' }),
  products: Type.Array(DetailProduct),
  contract: Type.Object({
    name: Nullable(Type.String()),
    number: Nullable(Type.String()),
    files: Type.Array(OrderFile),
  }),
  instalments: Type.Array(OrderInstalment),
  invoice: Nullable(OrderInvoice),
  settlementQuantity: Nullable(Type.String()),
  settlementAmount: Nullable(Money),
  pickup: Type.Object({
    address: Nullable(Type.String()),
    contact: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    date: Nullable(Type.String({ format: 'date' })),
  }),
  customs: Type.Object({
    declarationNo: Nullable(Type.String()),
    port: Nullable(Type.String()),
    broker: Nullable(Type.String()),
  }),
  actions: Type.Array(OrderActionKey),
});

export const ProcedureLogRow = Type.Object({
  id: Type.Integer(),
  action: Type.String(),
  operatorName: Nullable(Type.String()),
  companyName: Nullable(Type.String()),
  fromStatus: Nullable(Type.Integer()),
  toStatus: Nullable(Type.Integer()),
  remark: Nullable(Type.String()),
  createTime: Type.String({ format: 'date-time' }),
});

/** `POST /minor/order/place`: one order per seller. */
export const PlacedOrders = Type.Object({ orderIds: Type.Array(Type.Integer()) });
