// The company page's answers, in Chinese as the API speaks them; the message catalogue
// (platform/language/message-catalogue.ts) gives them in the reader's language.

export const ENTERPRISE_NOT_FOUND_MSG = '企业不存在';
