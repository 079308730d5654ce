/** Business constants of spec §9. */
export const LIMITS = {
  requestTimeoutMs: 15_000,
  chunkLoadTimeoutMs: 120_000,
  toastSeconds: 2,
  chatPageSize: 30,
  conversationPageSize: 9999,
  systemNoticePageSize: 30,
  codeResendSeconds: 60,
  codeLength: 6,
  searchMaxLength: 50,
  chatTextMaxLength: 500,
  uploadMaxFiles: 9,
  uploadMaxBytes: 5 * 1024 * 1024,
  badgeMax: 99,
  passwordMinLength: 8,
  passwordMaxLength: 18,
} as const;

/**
 * Field lengths of the product form (spec §3), checked by @portal/validators in the form and on
 * the server, and bounding the server's body schema.
 */
export const PRODUCT_LIMITS = {
  name: 100,
  spec: 100,
  brand: 50,
  origin: 100,
  unit: 20,
  productCode: 32,
  description: 2000,
  images: 9,
  videos: 1,
  incotermPlace: 100,
  packaging: 200,
} as const;

/** The service pages' contact form: the same limits in the browser and on the server. */
export const CONTACT_LIMITS = { name: 50, company: 100, email: 254, phone: 30, message: 1000 };

/**
 * The "send inquiry" form of the product page (issue #12): the same limits in the browser and on
 * the server (POST product/:id/inquiry).
 */
export const INQUIRY_LIMITS = {
  /** Quantity: greater than zero, at most this, up to three decimals (tonnes, kilograms …). */
  quantityMax: 1_000_000_000,
  destination: 100,
  message: 500,
} as const;

/**
 * What a demand and a quote may hold: characters of each text, numbers of files and suppliers. The
 * server checks them with its own messages; the body schema only bounds the input (four times).
 */
export const DEMAND_LIMITS = {
  title: 100,
  productName: 100,
  industry: 50,
  unit: 20,
  description: 2000,
  attachments: 9,
  suppliers: 20,
  deliveryTerms: 100,
  message: 500,
  quoteAttachments: 5,
} as const;

/** Characters of an exhibition's texts, in each language. */
export const EXHIBITION_LIMITS = { title: 100, organizer: 100, description: 4000 } as const;
/** Products a company may exhibit at one exhibition. */
export const EXHIBITION_MAX_EXHIBITS = 500;

/** Products a success case may link to. */
export const CASE_MAX_LINKED_PRODUCTS = 12;

/** The length of a slug an operator gives a new case. */
export const NEW_CASE_SLUG_LENGTH = { min: 2, max: 40 };

/** The longest source an observation may name. */
export const PRICE_SOURCE_MAX = 200;

/** Files one feedback may attach. */
export const FEEDBACK_MAX_ATTACHMENTS = 9;
