import { Type } from 'typebox';
import { FEEDBACK_MAX_ATTACHMENTS } from '../limits';
import { Nullable, OptionalText, PageQuery, SerialId } from './common';

/**
 * Shapes of feedback to the platform (spec §2 /feedbackIndex, /feedbackForm, /feedbackInfo): a
 * member's own feedback and the operators' queue that answers it.
 */

const feedbackTypeOptions = {
  description: '1 suggestion 功能建议, 2 problem 问题反馈, 3 complaint 投诉, 4 other 其他',
};

// Stored feedback has one of these (feedback.type and feedback.status CHECK); a submission may
// name any integer, which the server answers with the form's message.
export const FeedbackType = Type.Unsafe<1 | 2 | 3 | 4>(Type.Integer(feedbackTypeOptions));
export const FeedbackStatus = Type.Unsafe<0 | 1 | 2>(
  Type.Integer({ description: '0 submitted 待处理, 1 processing 处理中, 2 replied 已回复' }),
);

export const FeedbackIdParams = Type.Object({
  id: SerialId,
});

export const FeedbackAttachment = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String({ description: 'GET it with the bearer token' }),
  fileType: Type.String(),
  size: Type.Integer(),
});

export const FeedbackDetail = Type.Object({
  id: Type.Integer(),
  type: FeedbackType,
  title: Type.String(),
  content: Type.String(),
  contact: Nullable(Type.String()),
  status: FeedbackStatus,
  attachments: Type.Array(FeedbackAttachment),
  reply: Nullable(Type.String()),
  replyTime: Nullable(Type.String({ format: 'date-time' })),
  createTime: Type.String({ format: 'date-time' }),
});

const feedbackSubmitterFields = {
  companyName: Type.String({
    description: "a contact-form message: the company the sender gave, or ''",
  }),
  submitterName: Type.String({ description: 'the name, or the username when no name is set' }),
  source: Type.Union([Type.Literal('member'), Type.Literal('contact')], {
    description:
      "contact: sent by a guest through a service page's contact form (docs/cases-and-services.md)",
  }),
};

/** What an operator reads: the feedback and who sent it. */
export const OperatorFeedbackDetail = Type.Object({
  ...FeedbackDetail.properties,
  ...feedbackSubmitterFields,
});

export const FeedbackBody = Type.Object(
  {
    // Optional in the schema so that a missing value gets the form's message.
    type: Type.Optional(Type.Integer(feedbackTypeOptions)),
    title: OptionalText(100),
    content: OptionalText(2000),
    contact: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    attachments: Type.Optional(
      Type.Array(SerialId, {
        description: `file ids from POST upload, at most ${FEEDBACK_MAX_ATTACHMENTS}`,
      }),
    ),
  },
  { additionalProperties: false },
);

export const FeedbackCreated = Type.Object({ id: Type.Integer() });

export const FeedbackListQuery = Type.Intersect([
  PageQuery,
  Type.Object({ status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })) }),
]);

const feedbackSummaryFields = {
  id: Type.Integer(),
  type: FeedbackType,
  title: Type.String(),
  status: FeedbackStatus,
  createTime: Type.String({ format: 'date-time' }),
  replyTime: Nullable(Type.String({ format: 'date-time' })),
  attachmentCount: Type.Integer(),
};

export const FeedbackSummary = Type.Object(feedbackSummaryFields);

export const OperatorFeedbackSummary = Type.Object({
  ...feedbackSummaryFields,
  ...feedbackSubmitterFields,
});

export const FeedbackReplyBody = Type.Object(
  { reply: OptionalText(2000) },
  { additionalProperties: false },
);
