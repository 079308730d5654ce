import { Type } from 'typebox';
import { Nullable, SerialId } from './common';
import { ListingLanguage } from './listing-texts';
import { LinePriceInput, LineQuantityInput } from './orders';

/** Request and response shapes of the cart routes (docs/trade-orders.md, "Cart"). */

export const CartItem = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  productName: Type.String({ description: "in the reader's language where the listing has it" }),
  // Of productName: the reader's language, else the original's (docs/listing-languages.md).
  textLanguage: Type.Optional(ListingLanguage),
  machineTranslated: Type.Optional(Type.Boolean()),
  productPrice: Nullable(Type.String({ description: "unit price incl. tax; null: '面议'" })),
  productQuantity: Type.Integer(),
  unit: Type.String(),
  currency: Type.String(),
  imageUrl: Nullable(
    Type.String({ description: "the product's first image (public url), null when it has none" }),
  ),
});

export const CartGroup = Type.Object({
  enterpriseId: Type.Integer({ description: "the seller's main account id" }),
  enterpriseName: Type.String({ description: "in the reader's language where the company has it" }),
  enterpriseTextLanguage: Type.Optional(ListingLanguage),
  enterpriseMachineTranslated: Type.Optional(Type.Boolean()),
  shoppingCarts: Type.Array(CartItem),
});

export const CartListQuery = Type.Object({
  memberId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
});

export const CartAddBody = Type.Object(
  { productId: SerialId, productQuantity: LineQuantityInput },
  { additionalProperties: false },
);

export const CartAdded = Type.Object({ id: Type.Integer() });

export const CartEditBody = Type.Object(
  { id: SerialId, productPrice: LinePriceInput, productQuantity: LineQuantityInput },
  { additionalProperties: false },
);

export const CartItemIdParams = Type.Object({ id: SerialId });
