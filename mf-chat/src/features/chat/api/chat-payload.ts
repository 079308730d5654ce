import type { Language } from '@portal/contracts';
import type { StoredMessageType } from '@portal/realtime';

/** Payload shapes of spec §3: JSON text on the wire, these objects in the UI. */
export interface TextPayload {
  text: string;
}

export type ChatFileType = 'image' | 'video' | 'file';

export interface ChatFile {
  name: string;
  url: string;
  filePath: string;
  fileType: ChatFileType;
  /** Bytes. */
  size: number;
}

export interface FilePayload {
  fileList?: ChatFile[];
}

export interface OrderPayload {
  id: number;
  url: string;
  name: string;
  /** The order's amount: the priced lines only. */
  price: string | number;
  count: number;
  /** Lines whose price is still to be agreed (面议), which `price` leaves out. */
  negotiableLines?: number;
}

/**
 * A listing's name (or title) as a reader of one portal language is shown it: in that language,
 * else the original's, which the card marks (docs/listing-languages.md).
 */
export interface ShownName {
  name: string;
  textLanguage: Language;
  machineTranslated: boolean;
}

/** A buyer's inquiry about a product, written by the server (POST product/:id/inquiry). */
export interface InquiryPayload {
  productId: number;
  /** As registered: what cards written before names per language show. */
  productName: string;
  /** The product's name for a reader of each language, as it was when the inquiry was sent. */
  productNames?: Partial<Record<Language, ShownName>>;
  /** Site-relative url of the product's first image, or null. */
  image: string | null;
  hsCode: string | null;
  quantity: string;
  unit: string;
  targetPrice: string | null;
  currency: string | null;
  destination: string;
  text: string;
}

/** The demand and quote a buyer's chat with a quoting supplier is about, written by the server. */
export interface DemandCardPayload {
  demandId: number;
  /** As the buyer wrote them: what cards written before texts per language show. */
  title: string;
  productName: string;
  /** The title and product for a reader of each language, as they were when the chat opened. */
  demandTexts?: Partial<
    Record<
      Language,
      { title: string; productName: string; textLanguage: Language; machineTranslated: boolean }
    >
  >;
  quantity: string;
  unit: string;
  deadline: string;
  quoteId: number;
  supplierName: string;
  /** The supplier's name for a reader of each language. */
  supplierNames?: Partial<Record<Language, string>>;
  unitPrice: string | null;
  totalPrice: string | null;
  quoteQuantity: string;
  currency: string;
  deliveryTerms: string;
  validUntil: string;
}

export type ChatPayload =
  | { type: 'text'; value: TextPayload }
  | { type: 'customFile'; value: FilePayload }
  | { type: 'order'; value: OrderPayload }
  | { type: 'inquiry'; value: Partial<InquiryPayload> }
  | { type: 'demand'; value: Partial<DemandCardPayload> };

/** Parses a message's JSON text; a broken one reads as empty, which the bubbles show as such. */
export function parsePayload(type: StoredMessageType, payload: string): ChatPayload {
  let value: unknown = {};
  try {
    value = JSON.parse(payload);
  } catch {
    // Falls through with the empty object.
  }
  const object = typeof value === 'object' && value !== null ? value : {};
  return { type, value: object } as ChatPayload;
}
