import { Type, type TLiteral } from 'typebox';
import { DEMAND_SORTS, type DemandSort } from '../keys';
import { DEMAND_LIMITS } from '../limits';
import { ChatMessage } from './chat';
import { Nullable, PageQuery, SerialId } from './common';
import {
  ListingLanguage,
  listingLanguageProperties,
  shownLanguageProperties,
} from './listing-texts';

/** Request and response shapes of the demand and quote routes (docs/demand.md). */

export const DemandIdParams = Type.Object({ id: SerialId });
export const DemandQuoteChatParams = Type.Object({ id: SerialId, quoteId: SerialId });

export const DemandStatus = Type.Integer({ description: '1 ongoing, 2 expired, 3 completed' });
export const DemandQuoteStatus = Type.Integer({
  description: '1 quoted, 2 confirmed, 3 expired',
});

export const DemandCompanyCard = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: "in the reader's language where the company gave one" }),
  country: Nullable(Type.String()),
  verified: Type.Boolean(),
});

export const DemandAttachment = Type.Object({
  fileId: Type.Integer(),
  name: Type.String(),
  url: Type.String({ description: 'upload url (fetch with the token)' }),
});

export const DemandCard = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  productName: Type.String(),
  hsCode: Nullable(Type.String()),
  industry: Type.String(),
  quantity: Type.String(),
  unit: Type.String(),
  priceMin: Type.String(),
  priceMax: Type.String(),
  currency: Type.String(),
  deadline: Type.String({ format: 'date' }),
  status: DemandStatus,
  createTime: Type.String({ format: 'date-time' }),
  company: DemandCompanyCard,
  // Of the title, product name and description: the reader's language, else the original's.
  ...shownLanguageProperties,
});

export const DemandSearchQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    hsCode: Type.Optional(Type.String({ pattern: '^\\d{1,10}$' })),
    industry: Type.Optional(Type.String({ maxLength: 50 })),
    buyerCountry: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
    deadlineFrom: Type.Optional(
      Type.String({ format: 'date', description: 'deadline on or after this day' }),
    ),
    sort: Type.Optional(
      Type.Union(DEMAND_SORTS.map((key) => Type.Literal(key)) as [TLiteral<DemandSort>], {
        default: 'newest',
      }),
    ),
  }),
]);

/** A demand as suppliers see it (no buyer's private contact). */
export const PublicDemand = Type.Intersect([
  DemandCard,
  Type.Object({
    description: Type.Union([Type.String(), Type.Null()]),
    attachments: Type.Array(DemandAttachment, { description: 'shown to signed-in members only' }),
    own: Type.Boolean({ description: "the caller's company posted it (it cannot quote)" }),
  }),
]);

const DemandText = (maxLength: number) => Type.Optional(Type.String({ maxLength: maxLength * 4 }));

export const DemandBody = Type.Object(
  {
    title: DemandText(DEMAND_LIMITS.title),
    productName: DemandText(DEMAND_LIMITS.productName),
    hsCode: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
    industry: DemandText(DEMAND_LIMITS.industry),
    quantity: Type.Optional(Type.String({ maxLength: 20 })),
    unit: DemandText(DEMAND_LIMITS.unit),
    priceMin: Type.Optional(Type.String({ maxLength: 20 })),
    priceMax: Type.Optional(Type.String({ maxLength: 20 })),
    currency: Type.Optional(Type.String({ maxLength: 3 })),
    deadline: Type.Optional(Type.String({ maxLength: 10 })),
    receiverId: Type.Optional(Nullable(SerialId)),
    description: Type.Optional(Nullable(Type.String({ maxLength: DEMAND_LIMITS.description * 4 }))),
    attachmentIds: Type.Optional(Type.Array(SerialId, { maxItems: 20 })),
    supplierIds: Type.Optional(Type.Array(SerialId, { maxItems: 50 })),
    designatedOnly: Type.Optional(Type.Boolean()),
    // Omitted: written in the request's language, with no other languages (or, on an edit, the
    // ones it had).
    originalLanguage: Type.Optional(listingLanguageProperties('demand').originalLanguage),
    translations: Type.Optional(listingLanguageProperties('demand').translations),
  },
  { additionalProperties: false },
);

export const OwnDemandQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    status: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
    quotesReceived: Type.Optional(
      Type.Boolean({ description: 'only ongoing demands with quotes waiting for a decision' }),
    ),
    expiringSoon: Type.Optional(
      Type.Boolean({ description: 'only ongoing demands whose deadline is within 7 days' }),
    ),
  }),
]);

/** The author's own texts, as written. */
export const OwnDemand = Type.Intersect([
  Type.Omit(DemandCard, ['company', 'textLanguage', 'machineTranslated']),
  Type.Object({ quoteCount: Type.Integer() }),
]);

/** One of the company's demands, with everything it was posted with. */
export const OwnDemandDetail = Type.Intersect([
  OwnDemand,
  Type.Object({
    receiverId: Type.Integer(),
    description: Nullable(Type.String()),
    designatedOnly: Type.Boolean(),
    attachments: Type.Array(DemandAttachment),
    suppliers: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
    ...listingLanguageProperties('demand'),
    missingLanguages: Type.Array(ListingLanguage, {
      description: 'languages with neither the original nor a translation of the title',
    }),
  }),
]);

export const DemandCreated = Type.Object({ id: Type.Integer() });

/** A version of a quote as the supplier sent it, with the files it attached (in order). */
export const DemandQuoteTerms = Type.Object({
  unitPrice: Nullable(Type.String()),
  totalPrice: Nullable(Type.String()),
  quantity: Type.String(),
  currency: Type.String(),
  deliveryTerms: Type.String(),
  deliveryDate: Type.String({ format: 'date' }),
  validUntil: Type.String({ format: 'date' }),
  message: Type.String(),
  attachments: Type.Array(DemandAttachment),
});

export const DemandReceivedQuote = Type.Intersect([
  DemandQuoteTerms,
  Type.Object({
    id: Type.Integer(),
    status: DemandQuoteStatus,
    revised: Type.Boolean(),
    /** The first version, when the supplier revised it, with the files it attached. */
    previous: Nullable(DemandQuoteTerms),
    company: DemandCompanyCard,
    contactId: Type.Integer({ description: 'the member who quoted (chat with the supplier)' }),
    createTime: Type.String({ format: 'date-time' }),
    updateTime: Type.String({ format: 'date-time' }),
  }),
]);

/** "Chat with the supplier": the member who quoted, and the demand card the server wrote. */
export const DemandQuoteChatOpened = Type.Object({
  receiverId: Type.Integer(),
  message: ChatMessage,
});

/** Confirming a quote creates a trade order (pending the supplier). */
export const DemandQuoteConfirmed = Type.Object({ orderId: Type.Integer() });

export const DemandQuoteBody = Type.Object(
  {
    unitPrice: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    totalPrice: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    quantity: Type.Optional(Type.String({ maxLength: 20 })),
    currency: Type.Optional(Type.String({ maxLength: 3 })),
    deliveryTerms: Type.Optional(Type.String({ maxLength: 400 })),
    deliveryDate: Type.Optional(Type.String({ maxLength: 10 })),
    validUntil: Type.Optional(Type.String({ maxLength: 10 })),
    message: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
    attachmentIds: Type.Optional(
      Type.Array(SerialId, {
        maxItems: 20,
        description: 'uploads of the quoting company (at most DEMAND_LIMITS.quoteAttachments)',
      }),
    ),
  },
  { additionalProperties: false },
);

/** The caller's company's quote on a demand. */
export const MyDemandQuote = Type.Intersect([
  DemandQuoteTerms,
  Type.Object({
    id: Type.Integer(),
    status: DemandQuoteStatus,
    revisionsLeft: Type.Integer(),
    updateTime: Type.String({ format: 'date-time' }),
  }),
]);

export const SentDemandQuote = Type.Object({
  id: Type.Integer(),
  status: DemandQuoteStatus,
  revisionsLeft: Type.Integer(),
  demand: Type.Object({ id: Type.Integer(), title: Type.String() }),
  unitPrice: Nullable(Type.String()),
  totalPrice: Nullable(Type.String()),
  quantity: Type.String(),
  unit: Type.String(),
  currency: Type.String(),
  createTime: Type.String({ format: 'date-time' }),
});

/** Quotes the company sent this month, and what its membership tier allows. */
export const DemandQuoteQuota = Type.Object({ used: Type.Integer(), quota: Type.Integer() });
