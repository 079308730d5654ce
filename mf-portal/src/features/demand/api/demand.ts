import { type DemandSort } from '@portal/contracts';
import type {
  DemandAttachment as DemandAttachmentSchema,
  DemandCard as DemandCardSchema,
  DemandQuoteBody,
  DemandQuoteQuota,
  MyDemandQuote,
  PublicDemand,
  Static,
} from '@portal/contracts/schemas';

/** Shapes of the public demand API (docs/demand.md, "Public"). */
export type DemandCard = Static<typeof DemandCardSchema>;

/** Spec §4: 1 ongoing, 2 expired (deadline passed), 3 completed (the buyer finished it). */
export type DemandStatus = 1 | 2 | 3;

export type DemandAttachment = Static<typeof DemandAttachmentSchema>;

/** `own`: signed in as a member of the buyer's company, which cannot quote its own demand. */
export type DemandDetail = Static<typeof PublicDemand>;

export type { DemandSort };

/** The demand tab's query, as it lives in the URL. */
export interface DemandQuery {
  q: string;
  hs: string;
  industry: string;
  country: string;
  /** Only demands whose deadline is on or after this day (YYYY-MM-DD). */
  deadlineFrom: string;
  sort: DemandSort | '';
  page: number;
}

/** Quote states (spec §4): quoted → confirmed / expired. */
export type QuoteStatus = 1 | 2 | 3;

/** Every field the quote form sends (the schema leaves each optional for the server's messages). */
export type QuoteBody = Required<Static<typeof DemandQuoteBody>>;

export type MyQuote = Static<typeof MyDemandQuote>;

export type QuoteQuota = Static<typeof DemandQuoteQuota>;
