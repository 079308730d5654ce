/** The server's messages for the feedback form, shown before the round trip too. */
export const FEEDBACK_MESSAGES = {
  typeRequired: '请选择反馈类型',
  titleRequired: '请输入反馈标题',
  contentRequired: '请输入反馈内容',
  replyRequired: '请输入回复内容',
} as const;

export const TITLE_MAX_LENGTH = 100;
export const CONTENT_MAX_LENGTH = 2000;
export const CONTACT_MAX_LENGTH = 100;
export const REPLY_MAX_LENGTH = 2000;
