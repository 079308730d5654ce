import { Type } from 'typebox';
import { Nullable, SerialId } from './common';
import { shownLanguageProperties } from './listing-texts';

/** Shapes of a trading company's public page (spec §6: guests may browse). */

export const EnterpriseParams = Type.Object({
  id: SerialId,
});

/** What names a company wherever it is listed: its page, the supply hall, a pavilion. */
export const companyIdentityProperties = {
  id: Type.Integer(),
  name: Type.String(),
  shortName: Nullable(Type.String()),
  country: Nullable(Type.String()),
  city: Nullable(Type.String()),
  industry: Nullable(Type.String()),
};

export const EnterpriseProduct = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  price: Nullable(Type.String({ description: "null: price on request ('面议')" })),
  currency: Type.String(),
  unit: Type.String(),
  hsCode: Nullable(Type.String()),
  origin: Nullable(Type.String()),
  imageUrl: Nullable(Type.String({ description: 'public url of the first image' })),
  // Of the name: the reader's language, else the original's.
  ...shownLanguageProperties,
});

export const Enterprise = Type.Object({
  ...companyIdentityProperties,
  scope: Nullable(Type.String()),
  // Of the name and scope: the reader's language, else the original's.
  ...shownLanguageProperties,
  address: Nullable(Type.String()),
  foundedOn: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
  logo: Nullable(Type.String({ description: 'public url of the logo image' })),
  verified: Type.Boolean(),
  corporateLabel: Type.Integer(),
  creditCode: Nullable(Type.String({ description: 'only for verified companies' })),
  roleKey: Type.String({ description: 'membership tier' }),
  memberSince: Type.String({ format: 'date-time' }),
  contactId: Nullable(
    Type.Integer({ description: 'the main account, whom "contact this company" chats with' }),
  ),
  products: Type.Array(EnterpriseProduct),
});
