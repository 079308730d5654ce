import { Type } from 'typebox';
import { ORDER_ACTIONS, ORDER_STAGE_KEYS } from '../orders';
import { Money, Nullable, SerialId } from './common';

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

/** Request shapes of the order actions and the supplement (docs/trade-orders.md, "Actions"). */

/** An order route's `:id`. */
export const OrderIdParams = Type.Object({ id: SerialId });

/**
 * A line's quantity and unit price as typed: the routes parse them themselves, so that a bad one
 * gets the spec's message ('请输入交易数量', '请输入含税单价') rather than a schema error. The cart
 * (`CartEditBody`) and the order line edit take the same.
 */
export const LineQuantityInput = Type.Optional(
  Type.Union([Type.Integer(), Type.String({ maxLength: 20 }), Type.Null()]),
);
export const LinePriceInput = Type.Optional(
  Type.Union([Type.String({ maxLength: 20 }), Type.Number(), Type.Null()]),
);

export const OrderPlaceBody = Type.Object(
  { ids: Type.Optional(Type.Array(SerialId, { maxItems: 200 })) },
  { additionalProperties: false },
);

export const OrderRejectBody = Type.Object(
  { id: SerialId, rejectReason: Type.Optional(Type.Union([Type.String(), Type.Null()])) },
  { additionalProperties: false },
);

export const OrderDenyBody = Type.Object(
  { id: SerialId, deniedReason: Type.Optional(Type.Union([Type.String(), Type.Null()])) },
  { additionalProperties: false },
);

export const OrderIdBody = Type.Object({ id: SerialId }, { additionalProperties: false });

export const OrderProductBody = Type.Object(
  { id: SerialId, productPrice: LinePriceInput, productQuantity: LineQuantityInput },
  { additionalProperties: false },
);

/** A text field the route trims and checks itself; the length only bounds the input. */
const optionalText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));
/** A decimal the route parses itself, as typed or as a number. */
const optionalDecimal = Type.Optional(
  Nullable(Type.Union([Type.String({ maxLength: 20 }), Type.Number()])),
);

export const OrderInstalmentInput = Type.Object(
  {
    amount: optionalDecimal,
    dueDate: optionalText(10),
    received: Type.Optional(Nullable(Type.Boolean())),
  },
  { additionalProperties: false },
);

export const OrderTempStoreBody = Type.Object(
  {
    id: SerialId,
    contractName: optionalText(100),
    contractNumber: optionalText(50),
    contractFiles: Type.Optional(Type.Array(SerialId, { maxItems: 9 })),
    instalments: Type.Optional(Type.Array(OrderInstalmentInput, { maxItems: 36 })),
    settlementQuantity: optionalDecimal,
    settlementAmount: optionalDecimal,
    pickupAddress: optionalText(200),
    pickupContact: optionalText(50),
    pickupPhone: optionalText(30),
    pickupDate: optionalText(10),
    customsDeclarationNo: optionalText(50),
    customsPort: optionalText(100),
    customsBroker: optionalText(100),
    followUpName: optionalText(50),
    type: Type.Optional(Nullable(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]))),
    confirmDuplicate: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const OrderInvoiceBody = Type.Object(
  {
    id: SerialId,
    headerType: Type.Optional(Nullable(Type.Integer())),
    medium: Type.Optional(Nullable(Type.Integer())),
    title: optionalText(100),
    taxNumber: optionalText(30),
    email: optionalText(100),
    mailName: optionalText(50),
    mailPhone: optionalText(30),
    mailAddress: optionalText(200),
  },
  { additionalProperties: false },
);

export const OrderProgressBody = Type.Object(
  {
    id: SerialId,
    executionStatus: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
    invoiceStatus: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  },
  { additionalProperties: false },
);

export const OrderInstalmentParams = Type.Object({ instalmentId: SerialId });

/** `GET api/minor/order/list`: the caller's orders on one side, by stage, type and keyword. */
export const OrderListQuery = Type.Object({
  side: Type.Optional(
    Type.Union([Type.Literal('sales'), Type.Literal('purchase'), Type.Literal('review')]),
  ),
  stage: Type.Optional(Type.Union([OrderStageKey, Type.Literal('')])),
  awaiting: Type.Optional(
    Type.Boolean({
      description: 'only orders waiting for this side, as the workbench home counts them',
    }),
  ),
  type: Type.Optional(
    Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal('')]),
  ),
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  pageNum: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
});

/** `GET api/minor/order/procedureLog/list`: one order's log. */
export const ProcedureLogQuery = Type.Object({ orderId: SerialId });
