import { Type } from 'typebox';
import { CASE_COUNTRY_CODES } from '../keys';
import { CASE_MAX_LINKED_PRODUCTS, CONTACT_LIMITS, NEW_CASE_SLUG_LENGTH } from '../limits';
import { Nullable, PageQuery, SerialId } from './common';

/**
 * Shapes of the portal's editorial content: the news, the industry cases and service pages
 * (docs/cases-and-services.md) and the operators' editing of them.
 */

/* News: `GET news/list`, `news/:id`. */

export const NewsListQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    // Written out rather than mapped, so the type of the field is the four literals.
    lang: Type.Optional(
      Type.Union([Type.Literal('zh'), Type.Literal('cht'), Type.Literal('pt'), Type.Literal('en')]),
    ),
  }),
]);

export const NewsRow = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Nullable(Type.String()),
  lang: Type.String(),
  publishedAt: Type.String({ format: 'date-time' }),
});

export const NewsParams = Type.Object({ id: SerialId });

export const NewsItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Nullable(Type.String()),
  content: Type.String({ description: 'plain text; paragraphs are separated by blank lines' }),
  lang: Type.String(),
  publishedAt: Type.String({ format: 'date-time' }),
});

/* Case and service pages: `GET content/cases`, `content/cases/filters`, `content/pages/:slug`. */

const CONTENT_LIMITS = {
  title: 100,
  summary: 300,
  heading: 60,
  paragraph: 2000,
  paragraphs: 12,
  metricValue: 24,
  metricLabel: 80,
  metrics: 6,
};

export const ContentSlugParams = Type.Object({
  slug: Type.String({
    maxLength: 40,
    pattern: '^(?:[A-Za-z][A-Za-z0-9]{1,39}|[a-z0-9]+(?:-[a-z0-9]+)*)$',
    description:
      "the page's route without '/' ('lbteaCase'), or a new case's slug ('macau-coffee')",
  }),
});

export const ContentSection = Type.Object({
  key: Type.String({ maxLength: 40 }),
  heading: Type.String({ maxLength: CONTENT_LIMITS.heading }),
  paragraphs: Type.Array(Type.String({ maxLength: CONTENT_LIMITS.paragraph }), {
    maxItems: CONTENT_LIMITS.paragraphs,
  }),
});

export const ContentMetric = Type.Object({
  value: Type.String({ maxLength: CONTENT_LIMITS.metricValue }),
  label: Type.String({ maxLength: CONTENT_LIMITS.metricLabel }),
});

export const ContentProductLink = Type.Object({
  label: Type.String(),
  q: Type.Optional(Type.String({ description: 'words of the supply hall search' })),
  hs: Type.Optional(Type.String({ description: 'an HS code prefix' })),
  productId: Type.Optional(
    Type.Integer({ description: 'a published product the operators linked: /productDetail?id=' }),
  ),
  href: Type.String({ description: '/demandHall?tab=supply&q=… or /productDetail?id=…' }),
});

/** A page's texts in one language, as operators write them. */
export const ContentPageTexts = Type.Object({
  title: Type.String({ maxLength: CONTENT_LIMITS.title }),
  summary: Type.String({ maxLength: CONTENT_LIMITS.summary }),
  sections: Type.Array(ContentSection, { minItems: 1, maxItems: 12 }),
  metrics: Type.Array(ContentMetric, { maxItems: CONTENT_LIMITS.metrics }),
});

export const CaseListQuery = Type.Object({
  ...PageQuery.properties,
  industry: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
});

export const CaseCard = Type.Object({
  slug: Type.String(),
  path: Type.String({
    description:
      'the page of the case: /lbteaCase, or /caseInfo?slug=… for a case an operator added',
  }),
  title: Type.String(),
  summary: Type.String(),
  industry: Type.String({
    description:
      "as stored (the @portal/i18n dictionary's Simplified Chinese name); shown in the reader's language",
  }),
  countries: Type.Array(Type.String(), { description: 'ISO 3166-1 alpha-2 of the markets' }),
  metrics: Type.Array(ContentMetric),
});

export const CaseFilters = Type.Object({
  industries: Type.Array(Type.String()),
  countries: Type.Array(Type.String()),
});

export const ContentPage = Type.Object({
  slug: Type.String(),
  kind: Type.Union([Type.Literal('case'), Type.Literal('service')]),
  path: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  industry: Type.Union([Type.String(), Type.Null()]),
  countries: Type.Array(Type.String()),
  sections: Type.Array(ContentSection),
  metrics: Type.Array(ContentMetric),
  products: Type.Array(ContentProductLink),
  updatedAt: Type.String({ format: 'date-time' }),
});

/**
 * `POST content/contact`: loose bounds only; @portal/validators decides, so the form and the
 * server say the same thing.
 */
export const ContactFormBody = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200 })),
    company: Type.Optional(Nullable(Type.String({ maxLength: 400 }))),
    email: Type.Optional(Nullable(Type.String({ maxLength: CONTACT_LIMITS.email }))),
    phone: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    topic: Type.Optional(Type.String({ maxLength: 40 })),
    message: Type.Optional(Type.String({ maxLength: 4000 })),
    page: Type.String({
      pattern: '^[A-Za-z][A-Za-z0-9]{1,39}$',
      description: 'slug of the service page the form is on (aph, jkh, serviceCenter …)',
    }),
  },
  { additionalProperties: false },
);

/** `POST content/contact`: the feedback entry the message became. */
export const ContactReceipt = Type.Object({ id: Type.Integer() });

/* Operators: `operator/content/:slug`, `operator/cases` (platform:content:manage). */

/** What operators set of a case besides its texts. */
export const CaseDetails = Type.Object({
  industry: Type.String({
    maxLength: 40,
    description: "the @portal/i18n dictionary's Simplified Chinese name of the industry",
  }),
  countries: Type.Array(Type.String({ maxLength: 2 }), {
    maxItems: CASE_COUNTRY_CODES.length,
    description: 'ISO 3166-1 alpha-2 of the markets besides mainland China',
  }),
  productIds: Type.Array(SerialId, {
    maxItems: CASE_MAX_LINKED_PRODUCTS,
    description: 'published products of the supply hall, in the order shown',
  }),
  sort: Type.Integer({ minimum: 0, maximum: 100000, description: 'smaller first' }),
  published: Type.Boolean({ description: 'false: gone from the public list and page' }),
});

export const CaseDetailsBody = Type.Object(CaseDetails.properties, {
  additionalProperties: false,
});

export const NewCaseTexts = Type.Object(
  {
    zh: Type.Optional(ContentPageTexts),
    cht: Type.Optional(ContentPageTexts),
    pt: Type.Optional(ContentPageTexts),
    en: Type.Optional(ContentPageTexts),
  },
  { additionalProperties: false },
);

export const NewCaseBody = Type.Object(
  {
    slug: Type.String({
      maxLength: 60,
      description: `lowercase letters, digits and hyphens, ${NEW_CASE_SLUG_LENGTH.min}–${NEW_CASE_SLUG_LENGTH.max} characters; the page opens at /caseInfo?slug=`,
    }),
    ...CaseDetails.properties,
    texts: NewCaseTexts,
  },
  { additionalProperties: false },
);

/** Where a new case opens. */
export const CreatedCase = Type.Object({ slug: Type.String(), path: Type.String() });

export const OperatorCase = Type.Object({
  slug: Type.String(),
  path: Type.String(),
  title: Type.String({ description: "in the request's language, or Simplified Chinese" }),
  industry: Type.String(),
  countries: Type.Array(Type.String()),
  productIds: Type.Array(Type.Integer()),
  products: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      published: Type.Boolean({ description: 'false: withdrawn since, not shown to the public' }),
    }),
  ),
  sort: Type.Integer(),
  published: Type.Boolean(),
  languages: Type.Array(Type.String(), { description: 'the languages the case has texts in' }),
});

export const EditableContentPage = Type.Object({
  slug: Type.String(),
  kind: Type.String(),
  texts: Type.Record(
    Type.String(),
    Type.Object({ ...ContentPageTexts.properties, updatedAt: Type.String() }),
    {
      description:
        'by language; a case an operator added may lack languages other than zh (the public pages then show zh)',
    },
  ),
  case: Nullable(OperatorCase),
});

export const ContentTextsBody = Type.Object(
  {
    // Written out rather than mapped from LANGUAGES, so the type of the field is the four literals.
    language: Type.Union([
      Type.Literal('zh'),
      Type.Literal('cht'),
      Type.Literal('pt'),
      Type.Literal('en'),
    ]),
    ...ContentPageTexts.properties,
  },
  { additionalProperties: false },
);
