/** Spec feedback types: 1 功能建议, 2 问题反馈, 3 投诉, 4 其他. */
export const FEEDBACK_TYPES = [1, 2, 3, 4] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** 0 待处理, 1 处理中, 2 已回复. */
export const FEEDBACK_STATUSES = [0, 1, 2] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** The operator's permission for the feedback queue (an administrator's '*:*:*' covers it). */
export const FEEDBACK_REPLY_PERMISSION = 'platform:feedback:reply';

export interface FeedbackSummary {
  id: number;
  type: FeedbackType;
  title: string;
  status: FeedbackStatus;
  createTime: string;
  replyTime: string | null;
  attachmentCount: number;
}

export interface OperatorFeedbackSummary extends FeedbackSummary {
  companyName: string | null;
  submitterName: string | null;
}

export interface FeedbackAttachment {
  id: number;
  name: string;
  url: string;
  fileType: string;
  size: number;
}

export interface Feedback {
  id: number;
  type: FeedbackType;
  title: string;
  content: string;
  contact: string | null;
  status: FeedbackStatus;
  attachments: FeedbackAttachment[];
  reply: string | null;
  replyTime: string | null;
  createTime: string;
  /** Only in the operator's view. */
  companyName?: string | null;
  submitterName?: string | null;
}

export interface FeedbackPage<T> {
  rows: T[];
  total: number;
}
