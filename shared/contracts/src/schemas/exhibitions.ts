import { Type } from 'typebox';
import { EXHIBITION_LIMITS, EXHIBITION_MAX_EXHIBITS } from '../limits';
import { LANGUAGES, type Language } from '../session';
import { Nullable, PageQuery, SerialId } from './common';
import { PortalLocalizedText } from './diagnosis';

/** Request and response shapes of the online exhibitions (docs/exhibitions.md). */

export const ExhibitionPhaseKey = Type.Union([
  Type.Literal('upcoming'),
  Type.Literal('ongoing'),
  Type.Literal('ended'),
]);

export const ExhibitionIdParams = Type.Object({
  id: SerialId,
});

export const ExhibitionListQuery = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(ExhibitionPhaseKey),
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
});

export const ExhibitionCard = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  organizer: Type.String(),
  summary: Type.String({ description: 'the start of the description' }),
  startsOn: Type.String({ format: 'date', description: 'first day, China time' }),
  endsOn: Type.String({ format: 'date', description: 'last day, China time' }),
  status: ExhibitionPhaseKey,
  boothCount: Type.Integer({ description: 'approved registrations' }),
});

export const Exhibit = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  price: Nullable(Type.String({ description: "null: price on request ('面议')" })),
  currency: Type.String(),
  unit: Type.String(),
  imageUrl: Nullable(Type.String()),
});

export const ExhibitionBooth = Type.Object({
  registrationId: Type.Integer(),
  companyId: Type.Integer(),
  companyName: Type.String(),
  country: Nullable(Type.String()),
  verified: Type.Boolean(),
  exhibits: Type.Array(Exhibit),
});

export const ExhibitionDetail = Type.Object({
  ...ExhibitionCard.properties,
  description: Type.String(),
  booths: Type.Array(ExhibitionBooth),
});

const ExhibitionTexts = (maxLength: number) =>
  Type.Object(
    Object.fromEntries(LANGUAGES.map((language) => [language, Type.String({ maxLength })])) as {
      [K in Language]: ReturnType<typeof Type.String>;
    },
    { additionalProperties: false },
  );

const ExhibitionDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** The body bounds each text at twice its limit; the server checks the limit with its message. */
export const ExhibitionBody = Type.Object(
  {
    title: ExhibitionTexts(EXHIBITION_LIMITS.title * 2),
    organizer: ExhibitionTexts(EXHIBITION_LIMITS.organizer * 2),
    description: ExhibitionTexts(EXHIBITION_LIMITS.description * 2),
    startsOn: ExhibitionDay,
    endsOn: ExhibitionDay,
  },
  { additionalProperties: false },
);

/** An exhibition as the platform edits it: every language's texts. */
export const ManagedExhibition = Type.Object({
  id: Type.Integer(),
  title: PortalLocalizedText,
  organizer: PortalLocalizedText,
  description: PortalLocalizedText,
  startsOn: Type.String({ format: 'date' }),
  endsOn: Type.String({ format: 'date' }),
  status: ExhibitionPhaseKey,
  boothCount: Type.Integer(),
  pendingCount: Type.Integer({ description: 'registrations under review' }),
});

export const ExhibitionRegistration = Type.Object({
  id: Type.Integer(),
  exhibitionId: Type.Integer(),
  exhibitionTitle: Type.String(),
  startsOn: Type.String({ format: 'date' }),
  endsOn: Type.String({ format: 'date' }),
  exhibitionStatus: ExhibitionPhaseKey,
  companyId: Type.Integer(),
  companyName: Type.String(),
  status: Type.Integer({ description: '1 under review, 2 approved, 3 rejected' }),
  remark: Nullable(Type.String({ description: "the reviewer's remark (a rejection's reason)" })),
  exhibits: Type.Array(Exhibit),
  createTime: Type.String({ format: 'date-time' }),
  updateTime: Type.String({ format: 'date-time' }),
  reviewTime: Nullable(Type.String({ format: 'date-time' })),
});

export const ExhibitionUsage = Type.Object({ used: Type.Integer(), quota: Type.Integer() });

/** The caller's company's registration for one exhibition, and what it may register. */
export const OwnExhibitionRegistration = Type.Object({
  status: Type.Integer({ description: '0 not registered, 1 under review, 2 approved, 3 rejected' }),
  registration: Nullable(ExhibitionRegistration),
  /** Whether the caller may (re-)register now. */
  canRegister: Type.Boolean(),
  usage: Type.Object({ exhibitions: ExhibitionUsage, exhibits: ExhibitionUsage }),
  products: Type.Array(Exhibit, { description: "the company's published products" }),
});

export const ExhibitionRegistrationBody = Type.Object(
  {
    productIds: Type.Array(SerialId, {
      maxItems: EXHIBITION_MAX_EXHIBITS,
    }),
  },
  { additionalProperties: false },
);

export const ExhibitionRegistrationQuery = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
});

export const ExhibitionDecisionBody = Type.Optional(
  Type.Object(
    { remark: Type.Optional(Type.String({ maxLength: 2000 })) },
    { additionalProperties: false },
  ),
);
