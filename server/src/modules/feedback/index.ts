import type { FastifyPluginAsync } from 'fastify';
import { feedbackRoutes, operatorFeedbackRoutes } from './routes';

/** Feedback to the platform and the operators' queue that answers it. */
const feedbackModule: FastifyPluginAsync = async (app) => {
  feedbackRoutes(app);
  operatorFeedbackRoutes(app);
};

export default feedbackModule;
