import { Type } from 'typebox';
import { companyIdentityProperties } from './company-identity';
import { Nullable, SerialId } from './common';
import { shownLanguageProperties } from './listing-texts';
import { ProductSearchHit } from './products';

/** Shapes of a trading company's public page (spec §6: guests may browse). */

export const EnterpriseParams = Type.Object({
  id: SerialId,
});

/**
 * A product on its company's page: the card the supply hall shows (name in the reader's
 * language, price or tiers, trade terms, origin), the company being the page's.
 */
export const EnterpriseProduct = ProductSearchHit;

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
