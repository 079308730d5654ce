/**
 * The files module's answers, in Simplified Chinese as the spec writes them; the server's message
 * catalogue (platform/language/message-catalogue.ts) holds them in the four languages.
 */
export const FILE_MESSAGES = {
  notFound: '文件不存在',
  oneFileOnly: '一次只能上传一个文件',
  tooLarge: '文件大小不能超过5MB',
  storageDisabled: '未配置对象存储',
} as const;

/** The upload rate refused, with the seconds until it frees up. */
export const uploadRateMessage = (seconds: number) => `上传过于频繁，请 ${seconds} 秒后再试`;
