import { INQUIRY_LIMITS } from '@portal/contracts';
// The browser shows its own translated texts for these limits; the server answers with these
// Chinese ones.
export { INQUIRY_LIMITS } from '@portal/contracts';

export const INQUIRY_MESSAGES = {
  quantityRequired: '请输入采购数量',
  quantityFormat: '采购数量必须大于0，最多3位小数',
  targetPriceFormat: '目标价格格式不正确',
  currencyUnknown: '币种不正确',
  destinationRequired: '请输入目的地（国家/港口）',
  destinationTooLong: `目的地不能超过${INQUIRY_LIMITS.destination}个字符`,
  messageRequired: '请输入询盘内容',
  messageTooLong: `询盘内容不能超过${INQUIRY_LIMITS.message}个字符`,
  ownProduct: '不能向本企业的产品发送询盘',
  noReceiver: '该供应商暂时无法接收询盘',
} as const;

const QUANTITY = /^\d{1,10}(?:\.\d{1,3})?$/;
const PRICE = /^\d{1,12}(?:\.\d{1,2})?$/;

/** A quantity as typed or sent: a positive decimal with at most three places. */
export function isInquiryQuantity(value: string | number): boolean {
  const text = String(value).trim();
  return QUANTITY.test(text) && Number(text) > 0 && Number(text) <= INQUIRY_LIMITS.quantityMax;
}

/** A target price: a non-negative decimal with at most two places. */
export function isInquiryPrice(value: string | number): boolean {
  return PRICE.test(String(value).trim());
}

export interface InquiryValues {
  quantity: string | number;
  targetPrice?: string | number | null;
  destination: string;
  message: string;
}

/** The first problem of an inquiry, as the server words it, or null. Lengths are code points. */
export function validateInquiry(values: InquiryValues): string | null {
  const quantity = String(values.quantity ?? '').trim();
  if (!quantity) return INQUIRY_MESSAGES.quantityRequired;
  if (!isInquiryQuantity(quantity)) return INQUIRY_MESSAGES.quantityFormat;
  const price = values.targetPrice;
  if (
    price !== null &&
    price !== undefined &&
    String(price).trim() !== '' &&
    !isInquiryPrice(price)
  )
    return INQUIRY_MESSAGES.targetPriceFormat;
  const destination = (values.destination ?? '').trim();
  if (!destination) return INQUIRY_MESSAGES.destinationRequired;
  if ([...destination].length > INQUIRY_LIMITS.destination)
    return INQUIRY_MESSAGES.destinationTooLong;
  const message = (values.message ?? '').trim();
  if (!message) return INQUIRY_MESSAGES.messageRequired;
  if ([...message].length > INQUIRY_LIMITS.message) return INQUIRY_MESSAGES.messageTooLong;
  return null;
}
