import { Type } from 'typebox';
import { Nullable, PageQuery, SerialId } from './common';
import { DiagnosisDimensionKey } from './diagnosis';

/** Request and response shapes of the digital products and their orders (docs/digital-products.md). */

export const DigitalIdParams = Type.Object({
  id: SerialId,
});

export const DigitalProductQuery = Type.Object({
  ...PageQuery.properties,
  dimension: Type.Optional(
    Type.Union([DiagnosisDimensionKey, Type.Array(DiagnosisDimensionKey, { maxItems: 7 })]),
  ),
});

export const DigitalPlan = Type.Object({
  key: Type.String(),
  name: Type.String(),
  price: Type.String({ description: 'decimal, 2 places' }),
  currency: Type.String(),
  period: Type.String(),
  features: Type.Array(Type.String()),
});

export const DigitalProductCard = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  provider: Type.String(),
  summary: Type.String(),
  dimensions: Type.Array(Type.String()),
  fromPrice: Type.String({ description: 'the cheapest plan' }),
  currency: Type.String(),
});

export const DigitalProductDetail = Type.Object({
  ...DigitalProductCard.properties,
  description: Type.String(),
  plans: Type.Array(DigitalPlan),
  cases: Type.Array(Type.Object({ company: Type.String(), story: Type.String() })),
});

export const DigitalOrder = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  productId: Type.Integer(),
  productName: Type.String(),
  provider: Type.String(),
  planKey: Type.String(),
  planName: Type.String(),
  price: Type.String(),
  currency: Type.String(),
  contactName: Type.String(),
  contactPhone: Type.String(),
  note: Nullable(Type.String()),
  diagnosisId: Nullable(Type.Integer()),
  status: Type.Integer({
    description: '1 submitted, 2 accepted, 3 in service, 4 completed, 5 cancelled',
  }),
  platformRemark: Nullable(Type.String()),
  companyId: Type.Integer(),
  companyName: Type.String(),
  createTime: Type.String({ format: 'date-time' }),
  updateTime: Type.String({ format: 'date-time' }),
});

export const DigitalOrderBody = Type.Object(
  {
    productId: SerialId,
    planKey: Type.String({ maxLength: 50 }),
    contactName: Type.Optional(Type.String({ maxLength: 200 })),
    contactPhone: Type.Optional(Type.String({ maxLength: 200 })),
    note: Type.Optional(Type.String({ maxLength: 2000 })),
    diagnosisId: Type.Optional(SerialId),
  },
  { additionalProperties: false },
);

export const DigitalOrderQuery = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
});

/** The platform moves an order on: accept, start service, complete, or cancel with a remark. */
export const DigitalOrderStatusBody = Type.Object(
  {
    status: Type.Integer({ minimum: 2, maximum: 5 }),
    remark: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
