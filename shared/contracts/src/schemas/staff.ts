import { Type } from 'typebox';
import { Nullable, OptionalText, PageQuery, SerialId } from './common';

/** Shapes of the company's employees (sub-members, spec §6), managed by the main account. */

/** An employee of the caller's company. */
export const StaffMember = Type.Object({
  id: Type.Integer(),
  username: Type.String({ description: 'the sign-in phone or e-mail' }),
  name: Type.String(),
  englishName: Nullable(Type.String()),
  position: Nullable(Type.String()),
  workEmail: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  wechat: Nullable(Type.String()),
  touxiang: Nullable(Type.String({ description: 'avatar: an uploaded image url' })),
  businessCard: Nullable(Type.String({ description: 'an uploaded image url' })),
  disabled: Type.Boolean(),
  verified: Type.Boolean({ description: 'employee verified by the main account' }),
  supplyPublish: Type.Boolean({ description: 'holds product:supply:publish' }),
  createTime: Type.String({ format: 'date-time' }),
});

export const StaffListQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    keyword: Type.Optional(
      Type.String({
        maxLength: 50,
        description: 'part of the name, English name, account or position',
      }),
    ),
    status: Type.Optional(Type.Union([Type.Literal('enabled'), Type.Literal('disabled')])),
  }),
]);

/** The optional profile fields; blank or null clears a stored value. */
const staffProfileFields = {
  englishName: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  position: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  workEmail: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  wechat: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  touxiang: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
  businessCard: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
};

export const StaffCodeRequestBody = Type.Object(
  { account: OptionalText(254) },
  { additionalProperties: false },
);

export const StaffCreateBody = Type.Object(
  {
    account: OptionalText(254),
    code: OptionalText(64),
    password: OptionalText(128),
    name: OptionalText(50),
    ...staffProfileFields,
    supplyPublish: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const StaffCreated = Type.Object({ id: Type.Integer() });

export const StaffUpdateBody = Type.Object(
  {
    id: SerialId,
    name: OptionalText(50),
    ...staffProfileFields,
  },
  { additionalProperties: false },
);

export const StaffIdParams = Type.Object({
  id: SerialId,
});
export const StaffStatusBody = Type.Object(
  { disabled: Type.Boolean() },
  { additionalProperties: false },
);
export const StaffVerifyBody = Type.Object(
  { verified: Type.Boolean() },
  { additionalProperties: false },
);
export const StaffSupplyPublishBody = Type.Object(
  { granted: Type.Boolean() },
  { additionalProperties: false },
);
