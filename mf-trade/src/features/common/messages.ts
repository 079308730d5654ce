/**
 * The validation and result texts of spec §5 / §8 and docs/trade-orders.md are in the app's
 * locale files (`messages.*` of app/locales.ts, exact in zh), shown with `t()`; the reject reason
 * the forms share with the server is @portal/validators' `MESSAGES.reasonRequired`, translated
 * with `translateValidation`.
 */
export const REASON_MAX_LENGTH = 200;
export const KEYWORD_MAX_LENGTH = 50;
