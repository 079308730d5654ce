import type { FastifyPluginAsync } from 'fastify';
import { diagnosisRoutes } from './routes';

/** The digital-transformation diagnosis and its review (docs/diagnosis.md). */
const diagnosisModule: FastifyPluginAsync = async (app) => {
  diagnosisRoutes(app);
};

export default diagnosisModule;
