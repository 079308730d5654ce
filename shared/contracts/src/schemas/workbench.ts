import { Type } from 'typebox';
import { Nullable } from './common';

/**
 * `GET api/workbench/summary`: what needs the signed-in member's company now, as counts the
 * workbench home links to their lists (docs/workbench.md). Everything is the caller's company's;
 * the unread counts are the caller's own.
 */
export const WorkbenchSummary = Type.Object({
  verification: Type.Unsafe<0 | 1 | 2 | 3>(
    Type.Integer({
      enum: [0, 1, 2, 3],
      description: 'the company verification: 0 not submitted, 1 pending, 2 approved, 3 rejected',
    }),
  ),
  membership: Type.Object({
    roleKey: Type.String({ description: 'the tier in force (start without a membership)' }),
    expiresAt: Nullable(Type.String({ format: 'date-time' })),
    applicationPending: Type.Boolean({ description: 'an upgrade waits for the operator' }),
  }),
  orders: Type.Object({
    salesAwaiting: Type.Integer({
      description: 'sales orders waiting for the seller: confirm, contract, submit, resubmit',
    }),
    purchasesAwaiting: Type.Integer({
      description: 'purchase orders waiting for the buyer: re-trade a rejected one, sign',
    }),
  }),
  messages: Type.Object({
    unreadChat: Type.Integer(),
    unreadInquiries: Type.Integer({ description: 'product inquiries not yet read' }),
  }),
  demands: Type.Object({
    quotesReceived: Type.Integer({
      description: 'the company’s ongoing demands with quotes waiting for a decision',
    }),
    expiringSoon: Type.Integer({ description: 'ongoing demands whose deadline is within 7 days' }),
    openToQuote: Type.Integer({
      description: 'other companies’ ongoing demands the company may quote on and has not',
    }),
  }),
  exhibitions: Type.Object({
    openToRegister: Type.Integer({ description: 'exhibitions not ended the company is not in' }),
  }),
  firstSteps: Type.Object({
    products: Type.Integer(),
    demands: Type.Integer(),
    staff: Type.Integer({ description: 'enabled sub-accounts' }),
  }),
});
