import { Type } from 'typebox';
import { PERMISSIONS } from '../permissions';
import { Envelope, PageEnvelope } from '../schemas/common';
import {
  FeedbackBody,
  FeedbackCreated,
  FeedbackDetail,
  FeedbackIdParams,
  FeedbackListQuery,
  FeedbackReplyBody,
  FeedbackSummary,
  OperatorFeedbackDetail,
  OperatorFeedbackSummary,
} from '../schemas/feedback';
import { endpoint } from './define';

const operator = { permission: PERMISSIONS.feedbackReply } as const;

/**
 * Feedback to the platform (spec §2 /feedbackIndex, /feedbackForm, /feedbackInfo): a member
 * submits it and reads only their own; operators (`*:*:*` or platform:feedback:reply) answer it.
 */
export const feedbackEndpoints = {
  submit: endpoint({
    method: 'POST',
    path: '/feedback',
    summary: 'Submit feedback',
    tags: ['feedback'],
    access: 'member',
    body: FeedbackBody,
    response: Envelope(FeedbackCreated),
  }),
  list: endpoint({
    method: 'GET',
    path: '/feedback/list',
    summary: "The caller's feedback, newest first",
    tags: ['feedback'],
    access: 'member',
    query: FeedbackListQuery,
    response: PageEnvelope(FeedbackSummary),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/feedback/:id',
    summary: 'One of the caller’s feedback with its attachments and the reply',
    tags: ['feedback'],
    access: 'member',
    params: FeedbackIdParams,
    response: Envelope(FeedbackDetail),
  }),
  operatorList: endpoint({
    method: 'GET',
    path: '/operator/feedback',
    summary: `All feedback, newest first (operators: *:*:* or ${PERMISSIONS.feedbackReply})`,
    tags: ['operator'],
    access: operator,
    query: FeedbackListQuery,
    response: PageEnvelope(OperatorFeedbackSummary),
  }),
  operatorDetail: endpoint({
    method: 'GET',
    path: '/operator/feedback/:id',
    summary: 'One feedback with its attachments, company and submitter',
    tags: ['operator'],
    access: operator,
    params: FeedbackIdParams,
    response: Envelope(OperatorFeedbackDetail),
  }),
  markProcessing: endpoint({
    method: 'PUT',
    path: '/operator/feedback/:id/processing',
    summary: 'Mark feedback as being processed (not once replied to)',
    tags: ['operator'],
    access: operator,
    params: FeedbackIdParams,
    response: Envelope(Type.Null()),
  }),
  reply: endpoint({
    method: 'PUT',
    path: '/operator/feedback/:id/reply',
    summary: 'Reply to feedback (once) and notify the submitter',
    tags: ['operator'],
    access: operator,
    params: FeedbackIdParams,
    body: FeedbackReplyBody,
    response: Envelope(Type.Null()),
  }),
};
