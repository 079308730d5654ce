import {
  INCOTERMS,
  MAX_PRICE_TIERS,
  PRODUCT_LIMITS,
  type Language,
  type PriceTier,
} from '@portal/contracts';
import type { ListingTranslations } from '@portal/contracts/schemas';
/**
 * The product form of the workbench (`/saveProduct`, spec §3 and §5): the same rules and messages
 * in the browser and on the server, which additionally checks what only the database knows (the
 * HS code exists, the files, categories and receiver are the company's own, the same model).
 */
export const PRODUCT_MESSAGES = {
  nameRequired: '请输入产品名称',
  unitRequired: '请输入单位',
  hsCodeRequired: '请选择HS编码',
  hsCodeFormat: 'HS编码应为2-10位数字',
  hsCodeUnknown: 'HS编码不存在，请从HS编码表中选择',
  priceRequired: '请输入价格或选择面议',
  priceFormat: '价格格式不正确',
  currencyUnknown: '币种不正确',
  productCodeFormat: '产品编码只能包含字母、数字、-和_，最多32位',
  productCodeTaken: '产品编码已被本企业其他产品使用',
  originCountryFormat: '原产国格式不正确',
  tooManyImages: '最多上传9张图片',
  tooManyVideos: '最多上传1个视频',
  imageInvalid: '产品图片不存在或格式不正确',
  videoInvalid: '产品视频不存在或格式不正确',
  receiverRequired: '请选择询盘接待人',
  receiverInvalid: '询盘接待人不存在或已停用',
  categoryInvalid: '所选分类不存在或已停用',
  /** Spec §5: a same-model product already in the supply list is refused; names the existing one. */
  sameModel: (name: string, code: string) => `供应列表中已有同型号产品：${name}（编码 ${code}）`,
  minOrderQuantityFormat: '起订量必须大于0，最多3位小数',
  tooManyPriceTiers: `阶梯价格最多${MAX_PRICE_TIERS}档`,
  priceTierQuantityFormat: '阶梯价格的起订数量必须大于0，最多3位小数',
  priceTierPriceFormat: '阶梯价格必须大于0，最多2位小数',
  priceTiersAscending: '阶梯价格的起订数量须逐档递增',
  priceTiersBelowMinOrder: '阶梯价格的起订数量不能低于起订量',
  priceTiersNegotiable: '面议产品不设阶梯价格',
  leadTimeRange: '交货期应为0-365天的整数',
  incotermUnknown: '贸易术语不正确',
  incotermPlaceRequired: '请填写贸易术语的指定地点（港口）',
  incotermPlaceWithoutIncoterm: '填写指定地点前请先选择贸易术语',
  translationOfOriginal: '原文语言无需另填译文',
  /** A language filled without the product's name in it. */
  translationNameRequired: {
    zh: '简体中文版本缺少产品名称',
    cht: '繁体中文版本缺少产品名称',
    pt: '葡萄牙语版本缺少产品名称',
    en: '英语版本缺少产品名称',
  } satisfies Record<Language, string>,
} as const;

export { PRODUCT_LIMITS } from '@portal/contracts';

const PRICE = /^\d{1,12}(?:\.\d{1,2})?$/;
const HS_CODE = /^\d{2,10}$/;
const PRODUCT_CODE = /^[A-Za-z0-9_-]{1,32}$/;
const COUNTRY = /^[A-Z]{2}$/;

export interface ProductFormValues {
  name: string;
  hsCode: string;
  unit: string;
  /** Decimal string; ignored when `negotiable`. */
  price: string;
  /** Price on request ('面议'): no price is stored. */
  negotiable: boolean;
  productCode: string;
  originCountry: string;
  imageCount: number;
  videoCount: number;
  receiverId: number | null;
}

export type ProductField = keyof ProductFormValues;

export const isPrice = (value: string) => PRICE.test(value);
export const isHsCode = (value: string) => HS_CODE.test(value);
export const isProductCode = (value: string) => PRODUCT_CODE.test(value);

/** Every failing field with its message, in form order (empty: valid). */
export function validateProductForm(
  values: ProductFormValues,
): Partial<Record<ProductField, string>> {
  const errors: Partial<Record<ProductField, string>> = {};
  const name = values.name.trim();
  const hsCode = values.hsCode.trim();
  const price = values.price.trim();
  const code = values.productCode.trim();
  if (!name) errors.name = PRODUCT_MESSAGES.nameRequired;
  if (!hsCode) errors.hsCode = PRODUCT_MESSAGES.hsCodeRequired;
  else if (!isHsCode(hsCode)) errors.hsCode = PRODUCT_MESSAGES.hsCodeFormat;
  if (!values.unit.trim()) errors.unit = PRODUCT_MESSAGES.unitRequired;
  if (!values.negotiable) {
    if (!price) errors.price = PRODUCT_MESSAGES.priceRequired;
    else if (!isPrice(price)) errors.price = PRODUCT_MESSAGES.priceFormat;
  }
  if (code && !isProductCode(code)) errors.productCode = PRODUCT_MESSAGES.productCodeFormat;
  if (values.originCountry && !COUNTRY.test(values.originCountry))
    errors.originCountry = PRODUCT_MESSAGES.originCountryFormat;
  if (values.imageCount > PRODUCT_LIMITS.images) errors.imageCount = PRODUCT_MESSAGES.tooManyImages;
  if (values.videoCount > PRODUCT_LIMITS.videos) errors.videoCount = PRODUCT_MESSAGES.tooManyVideos;
  if (values.receiverId === null) errors.receiverId = PRODUCT_MESSAGES.receiverRequired;
  return errors;
}

/** The trade terms a buyer filters by (issue #34), as the form holds them: '' where none. */
export interface TradeTermValues {
  minOrderQuantity: string;
  priceTiers: PriceTier[];
  /** Price on request: no tiers either. */
  negotiable: boolean;
  /** Whole days, as typed. */
  leadTimeDays: string;
  incoterm: string;
  incotermPlace: string;
}

export type TradeTermField = keyof Omit<TradeTermValues, 'negotiable'>;

/** NUMERIC(13, 3): the quantities of the minimum order and of the price tiers. */
const QUANTITY = /^\d{1,10}(?:\.\d{1,3})?$/;
const LEAD_TIME = /^\d{1,3}$/;
const MAX_LEAD_TIME_DAYS = 365;

const isOrderQuantity = (value: string) => QUANTITY.test(value) && Number(value) > 0;
const isTierPrice = (value: string) => isPrice(value) && Number(value) > 0;

/** The first problem of the price tiers, if any: each well formed, quantities ascending. */
function priceTiersProblem(values: TradeTermValues): string | undefined {
  const tiers = values.priceTiers;
  if (tiers.length === 0) return undefined;
  if (values.negotiable) return PRODUCT_MESSAGES.priceTiersNegotiable;
  if (tiers.length > MAX_PRICE_TIERS) return PRODUCT_MESSAGES.tooManyPriceTiers;
  if (!tiers.every((tier) => isOrderQuantity(tier.minQuantity.trim())))
    return PRODUCT_MESSAGES.priceTierQuantityFormat;
  if (!tiers.every((tier) => isTierPrice(tier.price.trim())))
    return PRODUCT_MESSAGES.priceTierPriceFormat;
  const quantities = tiers.map((tier) => Number(tier.minQuantity));
  if (quantities.some((quantity, index) => index > 0 && quantity <= quantities[index - 1]!))
    return PRODUCT_MESSAGES.priceTiersAscending;
  const minimum = values.minOrderQuantity.trim();
  if (isOrderQuantity(minimum) && quantities[0]! < Number(minimum))
    return PRODUCT_MESSAGES.priceTiersBelowMinOrder;
  return undefined;
}

/**
 * Every failing trade term with its message (empty: valid). Every Incoterms rule is quoted at a
 * named place ("FOB Shanghai", "EXW Yiwu"), so a rule needs its place and a place its rule.
 */
export function validateTradeTerms(
  values: TradeTermValues,
): Partial<Record<TradeTermField, string>> {
  const errors: Partial<Record<TradeTermField, string>> = {};
  const minimum = values.minOrderQuantity.trim();
  if (minimum && !isOrderQuantity(minimum))
    errors.minOrderQuantity = PRODUCT_MESSAGES.minOrderQuantityFormat;
  const tiers = priceTiersProblem(values);
  if (tiers) errors.priceTiers = tiers;
  const leadTime = values.leadTimeDays.trim();
  if (leadTime && !(LEAD_TIME.test(leadTime) && Number(leadTime) <= MAX_LEAD_TIME_DAYS))
    errors.leadTimeDays = PRODUCT_MESSAGES.leadTimeRange;
  const incoterm = values.incoterm.trim();
  const place = values.incotermPlace.trim();
  if (incoterm && !(INCOTERMS as readonly string[]).includes(incoterm))
    errors.incoterm = PRODUCT_MESSAGES.incotermUnknown;
  else if (incoterm && !place) errors.incotermPlace = PRODUCT_MESSAGES.incotermPlaceRequired;
  else if (!incoterm && place) errors.incoterm = PRODUCT_MESSAGES.incotermPlaceWithoutIncoterm;
  return errors;
}

/**
 * The languages a product is written in besides its original, as they are kept: texts trimmed,
 * blank ones dropped, a language left without text dropped; `machine` kept only where the author
 * says the text is still the translator's.
 */
export function presentProductTranslations(
  translations: ListingTranslations<'product'>,
): ListingTranslations<'product'> {
  const present: ListingTranslations<'product'> = {};
  for (const [language, translation] of Object.entries(translations) as [
    Language,
    ListingTranslations<'product'>[Language],
  ][]) {
    const name = translation?.name?.trim();
    const description = translation?.description?.trim();
    if (!name && !description) continue;
    present[language] = {
      ...(name && { name }),
      ...(description && { description }),
      ...(translation?.machine && { machine: true }),
    };
  }
  return present;
}

/**
 * What is wrong with each language of a product (empty: valid): its original language needs no
 * translation, and a language given at all needs the product's name in it.
 */
export function validateProductTranslations(
  originalLanguage: Language,
  translations: ListingTranslations<'product'>,
): Partial<Record<Language, string>> {
  const errors: Partial<Record<Language, string>> = {};
  const present = presentProductTranslations(translations);
  for (const language of Object.keys(present) as Language[]) {
    if (language === originalLanguage) errors[language] = PRODUCT_MESSAGES.translationOfOriginal;
    else if (!present[language]!.name)
      errors[language] = PRODUCT_MESSAGES.translationNameRequired[language];
  }
  return errors;
}
