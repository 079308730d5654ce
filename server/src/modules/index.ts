import type { FastifyPluginAsync } from 'fastify';
import type { AccountRouteOptions } from './accounts/routes';
import type { FileRouteOptions } from './files';
import type { OrderModuleOptions } from './orders';
import type { ProductRouteOptions } from './products';
import type { TranslationRouteOptions } from './translation/routes';
import membershipModule from './membership';
import staffModule from './staff';
import companiesModule from './companies';
import accountsModule from './accounts';
import feedbackModule from './feedback';
import chatModule from './chat';
import filesModule from './files';
import notificationsModule from './notifications';
import translationModule from './translation';
import exhibitionsModule from './exhibitions';
import contentModule from './content';
import digitalModule from './digital';
import portalModule from './portal';
import statisticsModule from './statistics';
import workbenchModule from './workbench';
import recordsModule from './records';
import ordersModule from './orders';
import cartModule from './cart';
import demandModule from './demand';
import diagnosisModule from './diagnosis';
import productsModule from './products';
import enterpriseModule from './enterprise';
import catalogueModule from './catalogue';
import pricesModule from './prices';
import exchangeRatesModule from './exchange-rates';
import pavilionsModule from './pavilions';
import dictionariesModule from './dictionaries';

/** What the API is configured with; each module's plugin takes the part it needs. */
export type ApiOptions = AccountRouteOptions &
  FileRouteOptions &
  ProductRouteOptions &
  OrderModuleOptions &
  TranslationRouteOptions;

/**
 * Every domain module, registered once under each API base path by `routes/api.ts`, each given
 * the API's options and taking what it needs (docs/adr/0008-one-module-list.md). A module's
 * endpoints carry their own access rule, so no module sits behind a shared gate.
 */
export const MODULES: readonly FastifyPluginAsync<ApiOptions>[] = [
  accountsModule,
  cartModule,
  catalogueModule,
  chatModule,
  companiesModule,
  contentModule,
  demandModule,
  diagnosisModule,
  dictionariesModule,
  digitalModule,
  enterpriseModule,
  exchangeRatesModule,
  exhibitionsModule,
  feedbackModule,
  filesModule,
  membershipModule,
  notificationsModule,
  ordersModule,
  pavilionsModule,
  portalModule,
  pricesModule,
  productsModule,
  staffModule,
  statisticsModule,
  translationModule,
  workbenchModule,
  recordsModule,
];
