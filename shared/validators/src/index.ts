export { MESSAGES } from './messages';
export type { ValidationMessage } from './messages';
export {
  PASSWORD_SYMBOLS,
  COMMON_PASSWORDS,
  isPasswordWellFormed,
  isCommonPassword,
  validatePassword,
  validateConfirmPassword,
} from './password';
export { isEmail, isLink, validateEmail, validateLink } from './formats';
export { isPhone, validatePhone, normalisePhone } from './phone-number';
export { PHONE_COUNTRIES, composePhone } from './phone';
export type { PhoneRegion } from './phone';
export { validateCode } from './code';
export { validateAccount, validateChangePasswordForm } from './change-password';
export type {
  ChangePasswordForm,
  ChangePasswordField,
  FormValidationResult,
} from './change-password';
export * from './company-numbers';
export {
  PRODUCT_MESSAGES,
  PRODUCT_LIMITS,
  isPrice,
  isHsCode,
  isProductCode,
  validateProductForm,
  validateTradeTerms,
  presentProductTranslations,
  validateProductTranslations,
} from './product';
export type { ProductFormValues, ProductField, TradeTermValues, TradeTermField } from './product';
export {
  INQUIRY_LIMITS,
  INQUIRY_MESSAGES,
  isInquiryQuantity,
  isInquiryPrice,
  validateInquiry,
} from './inquiry';
export type { InquiryValues } from './inquiry';
export {
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  contactMessage,
  contactTopicName,
  contactFeedbackTitle,
  contactFieldProblem,
  isContactTopic,
  validateContact,
} from './contact';
export type { ContactTopic, ContactField, ContactValues, ContactMessageKey } from './contact';
export { createTranslator, placeholdersOf } from './translate';
export type { MessageTexts } from './translate';
export { ORDER_MESSAGES } from './order';
export { UPLOAD_MESSAGES } from './upload';
export { VALIDATION_CATALOGUE, translateValidation } from './catalogue';
