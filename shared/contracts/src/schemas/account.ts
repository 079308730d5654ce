import { Type } from 'typebox';
import { Nullable, OptionalText } from './common';
import { ListingLanguage, listingLanguageProperties } from './listing-texts';

/**
 * Shapes of signing in, registering, the password and e-mail changes, the signed-in member
 * (`member/userInfo`, `getUserHighestLevel`, `getMenu`: what the shell loads after sign-in) and the
 * member's own record and company profile.
 */

// diagnosis.ts still imports it from here; it lives in common.ts.

/** An answer that is only a message (`{code:200, msg}`), no `data`. */
export const AccountMessageAnswer = Type.Object({ code: Type.Integer(), msg: Type.String() });

export const LoginTokenAnswer = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  token: Type.String(),
});

/** RuoYi clients send `?ajax=…` on some calls; it is accepted and means nothing. */
export const AccountAjaxQuery = Type.Object({
  ajax: Type.Optional(Type.String({ maxLength: 10 })),
});

export const CaptchaQuery = Type.Object({
  username: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        'the name about to sign in: with captchas off, it still gets one after repeated failures',
    }),
  ),
});

export const CaptchaAnswer = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  captchaEnabled: Type.Boolean(),
  img: Type.Optional(Type.String({ description: 'data:image/svg+xml;base64,…' })),
  uuid: Type.Optional(Type.String({ format: 'uuid' })),
});

export const PasswordLoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 100, description: 'phone or email' }),
  password: Type.String({ minLength: 1, maxLength: 64 }),
  code: Type.Optional(Type.String({ maxLength: 6 })),
  // RuoYi clients send '' for both while the captcha is off.
  uuid: Type.Optional(Type.Union([Type.Literal(''), Type.String({ format: 'uuid' })])),
});

export const LoginCodeScene = Type.Union(
  [Type.Literal('login'), Type.Literal('forgotPassword'), Type.Literal('changePassword')],
  {
    description: 'what the code is for (default login); changePassword: api/member/updatePassword',
  },
);

const newPasswordFields = {
  code: OptionalText(64),
  password: OptionalText(128),
  confirmPassword: OptionalText(128),
};

// The phone and e-mail twins of each call (spec §7) differ only in the target field and `type`.

export const SmsCodeRequestBody = Type.Object({
  phone: OptionalText(254),
  scene: Type.Optional(LoginCodeScene),
});
export const EmailCodeRequestBody = Type.Object({
  email: OptionalText(254),
  scene: Type.Optional(LoginCodeScene),
});

export const SmsCodeLoginBody = Type.Object({ phone: OptionalText(254), code: OptionalText(64) });
export const EmailCodeLoginBody = Type.Object({ email: OptionalText(254), code: OptionalText(64) });

/** Registration and password reset by phone: `type` 1. */
export const PhoneNewPasswordBody = Type.Object({
  type: Type.Optional(Type.Literal(1)),
  phone: OptionalText(254),
  ...newPasswordFields,
});
/** Registration and password reset by e-mail: `type` 2. */
export const EmailNewPasswordBody = Type.Object({
  type: Type.Optional(Type.Literal(2)),
  email: OptionalText(254),
  ...newPasswordFields,
});

/**
 * Registration also names the member's company (at most 100 characters, as the company profile
 * allows); the server leaves the rest of it blank until verification.
 */
const companyNameField = { companyName: OptionalText(100) };
export const PhoneRegisterBody = Type.Object({
  ...PhoneNewPasswordBody.properties,
  ...companyNameField,
});
export const EmailRegisterBody = Type.Object({
  ...EmailNewPasswordBody.properties,
  ...companyNameField,
});

/**
 * `GET loginApi/codeChannels`: whether codes can be asked for by SMS and by e-mail; a channel that
 * reaches no one (production without an SMS gateway or SMTP) is neither offered nor accepted.
 */
export const CodeChannelsAnswer = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Object({ sms: Type.Boolean(), email: Type.Boolean() }),
});

export const ChangePasswordBody = Type.Object({
  account: OptionalText(254),
  ...newPasswordFields,
});

export const EmailChangeCodeBody = Type.Object(
  { email: OptionalText(254), password: OptionalText(128) },
  { additionalProperties: false },
);
export const EmailChangeConfirmBody = Type.Object(
  { email: OptionalText(254), code: OptionalText(64) },
  { additionalProperties: false },
);

const MainAccountId = Type.Integer({
  description: '0 for the main account, otherwise the main account id',
});

/**
 * `POST member/userInfo`: the signed-in member and their company. `touxiang` is the member's
 * avatar, `logo` the company's (shown as a main account's avatar).
 */
export const UserInfo = Type.Object({
  id: Type.Integer(),
  mid: MainAccountId,
  username: Type.String(),
  // The database allows only these four (members.status CHECK).
  status: Type.Unsafe<0 | 1 | 2 | 3>(
    Type.Integer({
      description: '0 normal (not verified), 1 under review, 2 verified, 3 review failed',
    }),
  ),
  corporateLabel: Type.Integer(),
  comName: Nullable(Type.String()),
  touxiang: Nullable(Type.String()),
  logo: Nullable(Type.String()),
  email: Nullable(Type.String()),
  name: Nullable(Type.String()),
  phone: Nullable(Type.String()),
});

/** `GET memberRole/getUserHighestLevel`: sub-members share the main account's tier. */
export const MembershipInfo = Type.Object({
  roleId: Type.Integer(),
  roleName: Type.String(),
  roleKey: Type.String(),
  expireTime: Nullable(Type.String({ format: 'date-time' })),
});

/** `GET getMenu` answers a list of these. */
export const PermissionEntry = Type.Object({ perms: Type.String() });

/** `GET member/info`: the caller's own record. */
export const MemberPersonalInfo = Type.Object({
  id: Type.Integer(),
  mid: MainAccountId,
  username: Type.String(),
  name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  touxiang: Nullable(Type.String({ description: 'avatar: an uploaded image url' })),
  position: Nullable(Type.String()),
});

export const MemberInfoUpdateBody = Type.Object(
  {
    name: OptionalText(50),
    touxiang: Type.Optional(
      Nullable(
        Type.String({ maxLength: 300, description: 'url of an uploaded image; empty clears' }),
      ),
    ),
  },
  { additionalProperties: false },
);

/** `GET member/ownCompany`: the caller's company profile and verification state. */
export const OwnCompany = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  shortName: Nullable(Type.String()),
  creditCode: Nullable(Type.String()),
  country: Nullable(
    Type.String({ description: "ISO 3166-1 alpha-2: 'CN', 'MO', 'PT', 'BR', 'AO' …" }),
  ),
  legalPerson: Nullable(Type.String()),
  registeredCapital: Nullable(Type.String()),
  foundedOn: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
  address: Nullable(Type.String()),
  contact: Nullable(Type.String()),
  industry: Nullable(Type.String()),
  scope: Nullable(Type.String()),
  logo: Nullable(Type.String()),
  licenceFile: Nullable(Type.Integer({ description: 'file id of the business licence' })),
  // The database allows only these four (companies.review_status CHECK).
  reviewStatus: Type.Unsafe<0 | 1 | 2 | 3>(
    Type.Integer({
      description: 'enterprise verification: 0 not submitted, 1 pending, 2 approved, 3 rejected',
    }),
  ),
  rejectReason: Nullable(Type.String()),
  ...listingLanguageProperties('company'),
  missingLanguages: Type.Array(ListingLanguage, {
    description: 'languages with neither the original nor a translation of the name and scope',
  }),
});

/** Omitted: left as it is; null or blank: cleared. */
const OptionalProfileText = (maxLength: number) =>
  Type.Optional(Nullable(Type.String({ maxLength })));

export const OwnCompanyBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    shortName: OptionalProfileText(50),
    country: Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2' }),
    legalPerson: OptionalProfileText(50),
    registeredCapital: OptionalProfileText(50),
    foundedOn: Type.Optional(Nullable(Type.String({ maxLength: 10, description: 'YYYY-MM-DD' }))),
    address: OptionalProfileText(200),
    contact: OptionalProfileText(100),
    industry: OptionalProfileText(50),
    scope: OptionalProfileText(1000),
    logo: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
    // Omitted: the name's and scope's language and other languages are left as they are.
    originalLanguage: Type.Optional(listingLanguageProperties('company').originalLanguage),
    translations: Type.Optional(listingLanguageProperties('company').translations),
  },
  { additionalProperties: false },
);
