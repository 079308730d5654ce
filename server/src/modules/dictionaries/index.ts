import type { FastifyPluginAsync } from 'fastify';
import { dictionaryRoutes } from './routes';

/** The platform's dictionaries (trade currencies …), public. */
const dictionariesModule: FastifyPluginAsync = async (app) => {
  dictionaryRoutes(app);
};

export default dictionariesModule;
