/** Shapes of the public demand API (docs/demand.md, "Public"). */
export interface DemandCard {
  id: number;
  title: string;
  productName: string;
  hsCode: string | null;
  industry: string | null;
  quantity: string;
  unit: string;
  priceMin: string;
  priceMax: string;
  currency: string;
  deadline: string;
  status: DemandStatus;
  createTime: string;
  company: { id: number; name: string; country: string | null; verified: boolean };
}

/** Spec §4: 1 ongoing, 2 expired (deadline passed), 3 completed (the buyer finished it). */
export type DemandStatus = 1 | 2 | 3;

export interface DemandAttachment {
  fileId: number;
  name: string;
  url: string;
}

export interface DemandDetail extends DemandCard {
  description: string | null;
  attachments: DemandAttachment[];
  /** Signed in as a member of the buyer's company: it cannot quote its own demand. */
  own?: boolean;
}

export type DemandSort = 'newest' | 'deadline' | 'priceDesc';

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

export interface QuoteBody {
  unitPrice: string | null;
  totalPrice: string | null;
  quantity: string;
  currency: string;
  deliveryTerms: string;
  deliveryDate: string;
  validUntil: string;
  message: string;
  /** Uploads of the quoting company, in order (at most QUOTE_LIMITS.attachments). */
  attachmentIds: number[];
}

export interface MyQuote extends Omit<QuoteBody, 'attachmentIds'> {
  id: number;
  status: QuoteStatus;
  revisionsLeft: number;
  updateTime: string;
  /** The current version's files; only the quoting company and the buyer may open them. */
  attachments: DemandAttachment[];
}

export interface QuoteQuota {
  used: number;
  quota: number;
}
