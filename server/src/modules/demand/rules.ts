import { DEMAND_LIMITS, type Language } from '@portal/contracts';
import type { ListingTranslations } from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import { BusinessError } from '../../platform/http/envelope';
import { platformToday } from '../../platform/calendar';
import { blankToNull } from '../products/service';
import { demandSearchText, hsSearchNames } from '../../lib/product-search';
import { demandMessages, type DemandField, type DemandMessages } from './messages';
import {
  countCompanyFiles,
  countTradingCompanies,
  isActiveMemberOf,
  isKnownHsCode,
  isTradeCurrency,
  readCompanyFileNames,
  type CheckedDemand,
  type CheckedQuote,
} from './repo';

/** Spec §4. */
export const DEMAND_STATUS = { ongoing: 1, expired: 2, completed: 3 } as const;
export const QUOTE_STATUS = { quoted: 1, confirmed: 2, expired: 3 } as const;

const QUANTITY = /^\d{1,10}(?:\.\d{1,3})?$/;
const WHOLE_QUANTITY = /^\d{1,10}$/;
const PRICE = /^\d{1,12}(?:\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(value: string): boolean {
  return DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

class FieldChecks {
  constructor(private readonly text: DemandMessages) {}

  fail(message: string): never {
    throw new BusinessError(400, message);
  }

  required(field: DemandField, value: string | null | undefined, max: number): string {
    const trimmed = value?.trim() ?? '';
    const name = this.text.field(field);
    if (!trimmed) this.fail(this.text.required({ field: name }));
    if ([...trimmed].length > max) this.fail(this.text.tooLong({ field: name, max }));
    return trimmed;
  }

  number(field: DemandField, value: string | null | undefined, pattern: RegExp): string {
    const trimmed = value?.trim() ?? '';
    const name = this.text.field(field);
    if (!trimmed) this.fail(this.text.required({ field: name }));
    if (!pattern.test(trimmed) || Number(trimmed) <= 0)
      this.fail(this.text.numberFormat({ field: name }));
    return trimmed;
  }

  date(field: DemandField, value: string | null | undefined, today: string): string {
    const trimmed = value?.trim() ?? '';
    const name = this.text.field(field);
    if (!trimmed) this.fail(this.text.required({ field: name }));
    if (!isDate(trimmed)) this.fail(this.text.numberFormat({ field: name }));
    if (trimmed < today) this.fail(this.text.pastDate({ field: name }));
    return trimmed;
  }

  async currency(tx: DbExecutor, value: string | null | undefined): Promise<string> {
    const code = value?.trim() ?? '';
    if (!code) this.fail(this.text.required({ field: this.text.field('currency') }));
    if (!(await isTradeCurrency(tx, code))) this.fail(this.text.currencyUnknown());
    return code;
  }
}

export interface DemandInput {
  title?: string;
  productName?: string;
  hsCode?: string | null;
  industry?: string;
  quantity?: string;
  unit?: string;
  priceMin?: string;
  priceMax?: string;
  currency?: string;
  deadline?: string;
  receiverId?: number | null;
  description?: string | null;
  attachmentIds?: number[];
  supplierIds?: number[];
  designatedOnly?: boolean;
  /** The texts' language, and their other languages already checked (modules/listing-texts). */
  originalLanguage?: Language;
  translations?: ListingTranslations<'demand'>;
}

/**
 * Every rule of the demand form (spec §5: title, product, deadline, industry, quantity, unit, min
 * and max price, price unit and reception contact are required), first failing field first, then
 * what only the database knows: the HS code, the currency, the contact, files and suppliers.
 */
export async function checkDemand(
  tx: DbExecutor,
  companyId: number,
  input: DemandInput,
  language: Language,
  now: Date,
): Promise<CheckedDemand> {
  const text = demandMessages(language);
  const check: FieldChecks = new FieldChecks(text);
  const title = check.required('title', input.title, DEMAND_LIMITS.title);
  const productName = check.required('productName', input.productName, DEMAND_LIMITS.productName);
  const deadline = check.date('deadline', input.deadline, platformToday(now));
  const industry = check.required('industry', input.industry, DEMAND_LIMITS.industry);
  const quantity = check.number('quantity', input.quantity, QUANTITY);
  const unit = check.required('unit', input.unit, DEMAND_LIMITS.unit);
  const priceMin = check.number('priceMin', input.priceMin, PRICE);
  const priceMax = check.number('priceMax', input.priceMax, PRICE);
  if (Number(priceMax) < Number(priceMin)) check.fail(text.priceOrder());
  const currency = await check.currency(tx, input.currency);
  if (!input.receiverId) check.fail(text.required({ field: text.field('receiverId') }));
  if (!(await isActiveMemberOf(tx, input.receiverId!, companyId)))
    check.fail(text.receiverInvalid());

  const hsCode = blankToNull(input.hsCode);
  if (hsCode) {
    const known = /^\d{2,10}$/.test(hsCode) && (await isKnownHsCode(tx, hsCode));
    if (!known) check.fail(text.hsUnknown());
  }
  const description = blankToNull(input.description);
  if (description && [...description].length > DEMAND_LIMITS.description) {
    check.fail(text.tooLong({ field: text.field('description'), max: DEMAND_LIMITS.description }));
  }

  const attachmentIds = [...new Set(input.attachmentIds ?? [])];
  if (attachmentIds.length > DEMAND_LIMITS.attachments) {
    check.fail(text.tooManyAttachments({ max: DEMAND_LIMITS.attachments }));
  }
  if (attachmentIds.length > 0) {
    if ((await countCompanyFiles(tx, attachmentIds, companyId)) !== attachmentIds.length)
      check.fail(text.attachmentInvalid());
  }

  const supplierIds = [...new Set(input.supplierIds ?? [])];
  if (supplierIds.length > DEMAND_LIMITS.suppliers || supplierIds.includes(companyId)) {
    check.fail(text.supplierInvalid());
  }
  if (supplierIds.length > 0) {
    if ((await countTradingCompanies(tx, supplierIds)) !== supplierIds.length)
      check.fail(text.supplierInvalid());
  }
  const designatedOnly = input.designatedOnly === true;
  if (designatedOnly && supplierIds.length === 0) check.fail(text.designatedWithoutSuppliers());

  return {
    title,
    productName,
    hsCode,
    industry,
    quantity,
    unit,
    priceMin,
    priceMax,
    currency,
    deadline,
    receiverId: input.receiverId!,
    description,
    attachmentIds,
    supplierIds,
    designatedOnly,
    searchText: demandSearchText({
      title,
      productName,
      description,
      originalLanguage: input.originalLanguage,
      translations: input.translations,
      industry,
      hsCode,
      hsNames: await hsSearchNames(tx, hsCode),
    }),
  };
}

export interface QuoteInput {
  unitPrice?: string | null;
  totalPrice?: string | null;
  quantity?: string;
  currency?: string;
  deliveryTerms?: string;
  deliveryDate?: string;
  validUntil?: string;
  message?: string | null;
  attachmentIds?: number[];
}

/**
 * A quote: a unit price or a total (one of the two), a whole quantity in the demand's unit (the
 * order it may become counts whole units), the currency, delivery terms and date, a validity
 * that ends no later than the demand's deadline, and up to `DEMAND_LIMITS.quoteAttachments` files
 * the quoting company uploaded (another company's file is as missing, as for demands).
 */
export async function checkQuote(
  tx: DbExecutor,
  companyId: number,
  input: QuoteInput,
  demandDeadline: string,
  language: Language,
  now: Date,
): Promise<CheckedQuote> {
  const text = demandMessages(language);
  const check: FieldChecks = new FieldChecks(text);
  const unitPrice = blankToNull(input.unitPrice);
  const totalPrice = blankToNull(input.totalPrice);
  if ((unitPrice === null) === (totalPrice === null)) {
    check.fail(text.required({ field: text.field('price') }));
  }
  if (unitPrice !== null) check.number('price', unitPrice, PRICE);
  if (totalPrice !== null) check.number('price', totalPrice, PRICE);
  const quantity = check.number('quantity', input.quantity, QUANTITY);
  if (!WHOLE_QUANTITY.test(quantity)) check.fail(text.wholeQuantity());
  const currency = await check.currency(tx, input.currency);
  const deliveryTerms = check.required(
    'deliveryTerms',
    input.deliveryTerms,
    DEMAND_LIMITS.deliveryTerms,
  );
  const today = platformToday(now);
  const deliveryDate = check.date('deliveryDate', input.deliveryDate, today);
  const validUntil = check.date('validUntil', input.validUntil, today);
  if (validUntil > demandDeadline) check.fail(text.validAfterDeadline());
  const message = input.message?.trim() ?? '';
  if ([...message].length > DEMAND_LIMITS.message) {
    check.fail(text.tooLong({ field: text.field('message'), max: DEMAND_LIMITS.message }));
  }

  const attachmentIds = [...new Set(input.attachmentIds ?? [])];
  if (attachmentIds.length > DEMAND_LIMITS.quoteAttachments) {
    check.fail(text.tooManyAttachments({ max: DEMAND_LIMITS.quoteAttachments }));
  }
  const names =
    attachmentIds.length > 0
      ? await readCompanyFileNames(tx, attachmentIds, companyId)
      : new Map<number, string>();
  if (names.size !== attachmentIds.length) check.fail(text.attachmentInvalid());
  return {
    unitPrice,
    totalPrice,
    quantity,
    currency,
    deliveryTerms,
    deliveryDate,
    validUntil,
    message,
    attachments: attachmentIds.map((fileId) => ({ fileId, name: names.get(fileId)! })),
  };
}
