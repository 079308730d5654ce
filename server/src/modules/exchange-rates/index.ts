import type { FastifyPluginAsync } from 'fastify';
import { exchangeRateRoutes } from './routes';

/** The exchange rates the platform's operators enter (docs/demand.md, "Comparing quotes"). */
const exchangeRatesModule: FastifyPluginAsync = async (app) => {
  exchangeRateRoutes(app);
};

export default exchangeRatesModule;
