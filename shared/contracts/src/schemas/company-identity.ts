import { Type } from 'typebox';
import { Nullable } from './common';

/** What names a company wherever it is listed: its page, the supply hall, a pavilion. */
export const companyIdentityProperties = {
  id: Type.Integer(),
  name: Type.String(),
  shortName: Nullable(Type.String()),
  country: Nullable(Type.String()),
  city: Nullable(Type.String()),
  industry: Nullable(Type.String()),
};
