/**
 * The feedback module's answers, in Simplified Chinese as the spec writes them; the server's
 * message catalogue (platform/language/message-catalogue.ts) holds them in the four languages
 * and the envelope is answered in the reader's.
 */
export const FEEDBACK_MESSAGES = {
  submitted: '提交成功',
  chooseType: '请选择反馈类型',
  titleRequired: '请输入反馈标题',
  contentRequired: '请输入反馈内容',
  attachmentMissing: '附件不存在',
  notFound: '反馈不存在',
  alreadyReplied: '该反馈已回复',
  markedProcessing: '已标记为处理中',
  replyRequired: '请输入回复内容',
  replied: '回复成功',
} as const;

/** At most this many attachments: `最多上传9个附件`. */
export const tooManyAttachments = (max: number) => `最多上传${max}个附件`;
