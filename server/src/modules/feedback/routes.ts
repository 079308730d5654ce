import type { FastifyInstance } from 'fastify';
import { feedbackEndpoints } from '@portal/contracts/endpoints/feedback';
import { FeedbackBody, FeedbackReplyBody } from '@portal/contracts/schemas';
import { currentMember } from '../../platform/auth/plugin';
import { SUCCESS_MSG, ok, rejectUnknownFields } from '../../platform/http/envelope';
import { route } from '../../platform/http/endpoint';
import { requestLanguage } from '../../platform/language/language';
import { FEEDBACK_MESSAGES } from './messages';
import {
  allFeedback,
  anyFeedback,
  markProcessing,
  memberFeedback,
  ownFeedback,
  replyToFeedback,
  submitFeedback,
} from './service';

/**
 * Feedback to the platform (spec §2 /feedbackIndex, /feedbackForm, /feedbackInfo): any member
 * submits it with files their company uploaded and reads only their own.
 */
export function feedbackRoutes(app: FastifyInstance): void {
  route(
    app,
    feedbackEndpoints.submit,
    async (request) => {
      const id = await submitFeedback(app.db, currentMember(request), request.body, app.now());
      return ok({ id }, FEEDBACK_MESSAGES.submitted);
    },
    { preValidation: rejectUnknownFields(FeedbackBody) },
  );

  route(app, feedbackEndpoints.list, async (request) => {
    const found = await memberFeedback(app.db, currentMember(request).id, request.query);
    return { code: 200, msg: SUCCESS_MSG, ...found };
  });

  route(app, feedbackEndpoints.detail, async (request) =>
    ok(await ownFeedback(app.db, currentMember(request).id, request.params.id)),
  );
}

/**
 * The platform's side: every company's feedback, marking it as being processed and replying
 * once, which notifies the submitter. Operators only (`*:*:*` or platform:feedback:reply).
 */
export function operatorFeedbackRoutes(app: FastifyInstance): void {
  route(app, feedbackEndpoints.operatorList, async (request) => {
    const language = requestLanguage(request.headers['accept-language']);
    const found = await allFeedback(app.db, request.query, language);
    return { code: 200, msg: SUCCESS_MSG, ...found };
  });

  route(app, feedbackEndpoints.operatorDetail, async (request) => {
    const language = requestLanguage(request.headers['accept-language']);
    return ok(await anyFeedback(app.db, request.params.id, language));
  });

  route(app, feedbackEndpoints.markProcessing, async (request) => {
    await markProcessing(app.db, request.params.id);
    return ok(null, FEEDBACK_MESSAGES.markedProcessing);
  });

  route(
    app,
    feedbackEndpoints.reply,
    async (request) => {
      await replyToFeedback(app, currentMember(request).id, request.params.id, request.body.reply);
      return ok(null, FEEDBACK_MESSAGES.replied);
    },
    { preValidation: rejectUnknownFields(FeedbackReplyBody) },
  );
}
