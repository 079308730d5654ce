/**
 * The message centre's answers, in Simplified Chinese as the spec writes them; the server's
 * message catalogue (platform/language/message-catalogue.ts) holds them in the four languages.
 * What a notification says is written per language in lib/notice-texts.ts.
 */
export const NOTIFICATION_MESSAGES = {
  notFound: '消息不存在',
} as const;
