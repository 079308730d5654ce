// The answers the tests stand the screens on; test-fixtures.test.ts holds each to its schema.
import type { UserInfo } from '@portal/contracts';
import type {
  Feedback,
  FeedbackSummary,
  OperatorFeedback,
  OperatorFeedbackSummary,
} from './api/feedback';

export const user: UserInfo = {
  id: 5,
  mid: 0,
  username: 'demo.mo@example.com',
  status: 0,
  corporateLabel: 2,
  comName: '澳门中葡商贸服务有限公司',
  touxiang: null,
  logo: null,
  email: 'demo.mo@example.com',
  name: '何嘉欣',
  phone: null,
};

export const row: FeedbackSummary = {
  id: 31,
  type: 1,
  title: '希望支持葡语发票',
  status: 0,
  createTime: '2026-11-21T10:00:00.000Z',
  replyTime: null,
  attachmentCount: 1,
};

export const feedback: Feedback = {
  id: 31,
  type: 2,
  title: '无法导出订单',
  content: '点击导出没有反应',
  contact: null,
  status: 0,
  attachments: [
    { id: 8, name: 'report.mp4', url: '/haiguan/api/files/8', fileType: 'video', size: 9 },
  ],
  reply: null,
  replyTime: null,
  createTime: '2026-11-21T10:00:00.000Z',
};

/** `row` in the operator's queue: a member's feedback, with who sent it. */
export const operatorRow: OperatorFeedbackSummary = {
  ...row,
  companyName: '澳门中葡商贸服务有限公司',
  submitterName: '何嘉欣',
  source: 'member',
};

/** `feedback` as an operator reads it. */
export const operatorFeedback: OperatorFeedback = {
  ...feedback,
  companyName: '澳门中葡商贸服务有限公司',
  submitterName: '何嘉欣',
  source: 'member',
};
