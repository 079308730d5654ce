import type {
  FeedbackAttachment as FeedbackAttachmentSchema,
  FeedbackDetail,
  FeedbackSummary as FeedbackSummarySchema,
  OperatorFeedbackDetail,
  OperatorFeedbackSummary as OperatorFeedbackSummarySchema,
  Static,
} from '@portal/contracts/schemas';

/** Spec feedback types: 1 功能建议, 2 问题反馈, 3 投诉, 4 其他. */
export const FEEDBACK_TYPES = [1, 2, 3, 4] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** 0 待处理, 1 处理中, 2 已回复. */
export const FEEDBACK_STATUSES = [0, 1, 2] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export type FeedbackSummary = Static<typeof FeedbackSummarySchema>;

export type OperatorFeedbackSummary = Static<typeof OperatorFeedbackSummarySchema>;

export type FeedbackAttachment = Static<typeof FeedbackAttachmentSchema>;

export type OperatorFeedback = Static<typeof OperatorFeedbackDetail>;

/** A feedback as the info page shows it: who sent it only in the operator's view. */
export type Feedback = Static<typeof FeedbackDetail> &
  Partial<Pick<OperatorFeedback, 'companyName' | 'submitterName'>>;

export interface FeedbackPage<T> {
  rows: T[];
  total: number;
}
