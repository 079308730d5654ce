/**
 * The portal's news answers in Simplified Chinese; the server's message catalogue
 * (platform/language/message-catalogue.ts) gives them in the reader's language.
 */
export const NEWS_NOT_FOUND_MSG = '新闻不存在';
