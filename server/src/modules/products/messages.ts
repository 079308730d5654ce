// The products' answers, in Chinese as the API speaks them; the message catalogue
// (platform/language/message-catalogue.ts) gives them in the reader's language.

export const PRODUCT_NOT_FOUND_MSG = '产品不存在';
export const SUPPLY_PUBLISH_REQUIRED_MSG = '发布供应需要企业主账号授权，请联系主账号';
