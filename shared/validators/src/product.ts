import { PRODUCT_LIMITS } from '@portal/contracts';
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
