import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import swagger from '@fastify/swagger';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { Config } from './config';
import type { Db } from './platform/db/db';
import { migrationsCurrent } from './platform/db/migrate';
import { createCodeSender, devOutboxSender } from './platform/messaging/code-sender';
import {
  capConnectionsPerIp,
  DEFAULT_CONNECTION_LIMITS,
  type ConnectionLimits,
} from './platform/http/connection-limits';
import { ErrorEnvelope } from './platform/http/envelope';
import { createFileStorage, type FileStorage } from './platform/files/file-storage';
import { openRemotesSource } from './platform/http/remotes';
import { createVerificationCodes } from './modules/accounts/verification-codes';
import authPlugin from './platform/auth/plugin';
import dbPlugin from './platform/db/plugin';
import demandExpiryPlugin from './modules/demand/expiry-plugin';
import { registerErrorHandler } from './platform/http/errors';
import fileSweepPlugin from './platform/files/sweep-plugin';
import inputRulesPlugin, { inputRuleKeywords } from './platform/http/input-rules';
import notificationOutboxPlugin from './modules/notifications/outbox';
import securityPlugin, { DEFAULT_RATE_LIMITS, type RateLimits } from './platform/http/security';
import staticPlugin from './platform/http/static';
import realtimePlugin from './realtime';
import { createProductSearch } from './lib/product-search';
import searchInsightsPlugin from './modules/search-insights/plugin';
import { createTranslator } from './modules/translation';
import type { Translator } from './modules/translation/translator';
import { compileOnFirstUse } from './platform/http/schema-compilers';
import { reviewCountMemory } from './modules/orders/review-counts';
import apiRoutes from './routes/api';
import devOutboxRoutes from './modules/accounts/dev-outbox';
import { svgCaptchaFactory, type CaptchaFactory } from './modules/accounts/service';

export const API_PREFIXES = ['/haiguan/api', '/hg/api'] as const;

export interface BuildAppOptions {
  config: Pick<
    Config,
    | 'captchaEnabled'
    | 'remotesConfigPath'
    | 'staticRoot'
    | 'logLevel'
    | 'nodeEnv'
    | 'smtpUrl'
    | 'mailFrom'
  > &
    Partial<
      Pick<
        Config,
        | 'dataDir'
        | 'releasesDir'
        | 'fileStorage'
        | 's3'
        | 'redisUrl'
        | 'redisPrefix'
        | 'devOutbox'
        | 'trustProxy'
        | 'productSearchCacheSeconds'
        | 'smsGateway'
        | 'translator'
      >
    >;
  db: Db;
  now?: () => Date;
  rateLimits?: Partial<RateLimits>;
  createCaptcha?: CaptchaFactory;
  connectionLimits?: Partial<ConnectionLimits>;
  /**
   * Compile every route's schemas while the app starts (Fastify's default), failing the start on
   * one that does not compile, instead of each on its route's first request.
   */
  compileSchemasAtStart?: boolean;
  /** The store for uploads; by default the one `config.fileStorage` names. */
  storage?: FileStorage | null;
  /** The machine-translation service; by default the one `config.translator` names, if any. */
  translator?: Translator | null;
}

const HealthStatus = Type.Object({ status: Type.String() });
const ReadyStatus = Type.Object({
  status: Type.String(),
  database: Type.Boolean(),
  migrations: Type.Boolean(),
  redis: Type.Boolean({ description: 'true when REDIS_URL is not set' }),
});

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A well-formed incoming x-request-id is kept so one id follows a call through proxies and logs. */
function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * One log line per request, when it is answered, instead of Fastify's two (received, completed)
 * with the whole request and reply serialised: the log is a fixed cost of every request
 * (bench/order-list.ts measures it on and off).
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const now = options.now ?? (() => new Date());
  const rateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const connectionLimits = { ...DEFAULT_CONNECTION_LIMITS, ...options.connectionLimits };
  const trustProxy = config.trustProxy ?? false;

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.token',
          'body.password',
        ],
        censor: '[redacted]',
      },
    },
    genReqId: requestIdFor,
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    trustProxy,
    requestTimeout: connectionLimits.requestTimeoutMs,
    http: {
      headersTimeout: connectionLimits.headersTimeoutMs,
      connectionsCheckingInterval: connectionLimits.checkIntervalMs,
    },
    ajv: { plugins: [inputRuleKeywords] },
    ...(options.compileSchemasAtStart
      ? {}
      : { schemaController: { compilersFactory: compileOnFirstUse() } }),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.server.maxConnections = connectionLimits.total;
  if (!trustProxy) capConnectionsPerIp(app.server, connectionLimits.perIp);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  await app.register(inputRulesPlugin);

  const remotes = openRemotesSource(config.remotesConfigPath, (error) =>
    app.log.warn(
      { err: error },
      'remotes config changed but cannot be read; keeping the previous one',
    ),
  );

  await app.register(dbPlugin, { db, now });
  await app.register(securityPlugin, {
    remotes,
    rateLimits,
    sharedCounters: config.redisUrl
      ? { redisUrl: config.redisUrl, prefix: config.redisPrefix ?? 'portal' }
      : undefined,
  });
  await app.register(authPlugin);
  // Without one (FILE_STORAGE=disabled, or local without a data directory) uploads and file
  // messages answer 507.
  const fileStorage = options.storage === undefined ? createFileStorage(config) : options.storage;
  await app.register(fileSweepPlugin, { fileStorage });
  await app.register(demandExpiryPlugin);
  await app.register(realtimePlugin, {
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix ?? 'portal',
    fileStorage: fileStorage !== null,
    allowedOrigins: () => remotes.origins(),
    production: config.nodeEnv === 'production',
    trustProxy: config.trustProxy ?? false,
    connectionsPerIp: connectionLimits.perIp,
  });
  await app.register(notificationOutboxPlugin);
  await app.register(searchInsightsPlugin);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Portal API',
        version: '1.0.0',
        description:
          'Every answer is an envelope {code, msg, data} or, for pages, {code, msg, rows, total}. ' +
          'Expected failures come with HTTP 200 and body code 400 (bad input) or 401 (session expired); ' +
          'unknown routes 404, throttling 429 and unexpected errors 500 also set the HTTP status.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  app.addSchema(ErrorEnvelope);

  // Liveness: the process answers. A database outage is readiness's business, not a reason for
  // an orchestrator to restart every replica at once.
  app.get(
    '/healthz',
    { schema: { tags: ['meta'], summary: 'Liveness', response: { 200: HealthStatus } } },
    async () => ({ status: 'ok' }),
  );

  // Readiness: whether a balancer should send this replica traffic. Once the migrations were
  // seen current they stay so for this build; the database and Redis are asked every time.
  let schemaCurrent = false;
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['meta'],
        summary: 'Readiness: database reachable, its migrations current, Redis reachable (if set)',
        response: { 200: ReadyStatus, 503: ReadyStatus },
      },
    },
    async (_request, reply) => {
      const database = await db.query('SELECT 1').then(
        () => true,
        (error: unknown) => {
          app.log.warn({ err: error }, 'readiness: database unreachable');
          return false;
        },
      );
      schemaCurrent ||= database && (await migrationsCurrent(db).catch(() => false));
      const redis = await app.realtime.redisReachable();
      const ready = database && schemaCurrent && redis;
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'unavailable',
        database,
        migrations: schemaCurrent,
        redis,
      });
    },
  );

  const outbox = devOutboxSender(db, now);
  if (config.nodeEnv === 'production' && !config.smtpUrl) {
    app.log.warn('SMTP_URL is not set: codes by e-mail are refused and not offered');
  }
  if (config.nodeEnv === 'production' && !config.smsGateway) {
    app.log.warn('SMS_GATEWAY is not set: codes by SMS are refused and not offered');
  }
  // Off unless configured (then texts members ask to translate leave for that service); tests
  // hand in one that speaks to a local stand-in.
  const translator =
    options.translator === undefined && config.translator
      ? createTranslator(config.translator)
      : (options.translator ?? null);
  if (translator) app.log.info(`machine translation through ${translator.provider} (TRANSLATOR)`);
  const apiOptions = {
    captchaEnabled: config.captchaEnabled,
    createCaptcha: options.createCaptcha ?? svgCaptchaFactory,
    loginRateLimit: rateLimits.login,
    captchaRateLimit: rateLimits.captcha,
    codes: createVerificationCodes({
      db,
      now,
      sender: createCodeSender(config, outbox, app.log),
      limits: {
        sendsPerTargetPerHour: rateLimits.codeSendsPerTarget,
        sendsPerIpPerHour: rateLimits.codeSendsPerIp,
      },
    }),
    codeEntryRateLimit: rateLimits.login,
    fileStorage,
    // One for both API prefixes, so a change through either refreshes what both answer.
    productSearch: createProductSearch(db, config.productSearchCacheSeconds ?? 0),
    reviewCounts: reviewCountMemory(),
    translator,
  };
  for (const prefix of API_PREFIXES) await app.register(apiRoutes, { ...apiOptions, prefix });
  // loadConfig refuses the outbox in production; the check here also covers embedders of buildApp.
  if (config.devOutbox && config.nodeEnv !== 'production') await app.register(devOutboxRoutes);

  await app.register(staticPlugin, {
    staticRoot: config.staticRoot,
    releasesDir: config.releasesDir ?? (config.dataDir && path.join(config.dataDir, 'releases')),
    remotes,
    notFoundRateLimit: rateLimits.notFound,
  });
  return app;
}
