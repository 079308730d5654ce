import path from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import type { SmsGatewaySettings } from './platform/messaging/sms';
import type { TranslatorSettings } from './modules/translation';

/** The workspace root: server/src/config.ts → ../.. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

const LogLevel = Type.Union(
  ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) =>
    Type.Literal(level),
  ),
);

/** Environment variables as read at start-up; strings are converted (PORT → integer, flags → boolean). */
const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 8080 }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  DATA_DIR: Type.Optional(Type.String({ minLength: 1 })),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  REDIS_PREFIX: Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,64}$', default: 'portal' }),
  DEMO_DATA: Type.Boolean({ default: false }),
  DEV_OUTBOX: Type.Boolean({ default: false }),
  DEV_OUTBOX_PUBLIC: Type.Boolean({ default: false }),
  TRUST_PROXY: Type.Optional(
    Type.String({
      pattern: '^(true|false|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$',
      description: "true, or the proxies' addresses/CIDRs separated by commas",
    }),
  ),
  CAPTCHA_ENABLED: Type.Boolean({ default: true }),
  REMOTES_CONFIG: Type.Optional(Type.String({ minLength: 1 })),
  STATIC_ROOT: Type.Optional(Type.String({ minLength: 1 })),
  RELEASES_DIR: Type.Optional(Type.String({ minLength: 1 })),
  NODE_ENV: Type.Union(
    [Type.Literal('development'), Type.Literal('production'), Type.Literal('test')],
    {
      default: 'production',
    },
  ),
  LOG_LEVEL: Type.Optional(LogLevel),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.String({ minLength: 3, default: '中葡经贸通 <no-reply@localhost>' }),
  SMS_GATEWAY: Type.Optional(Type.Union([Type.Literal('twilio'), Type.Literal('aliyun')])),
  SMS_GATEWAY_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  TWILIO_ACCOUNT_SID: Type.Optional(Type.String({ pattern: '^AC[0-9a-fA-F]{32}$' })),
  TWILIO_AUTH_TOKEN: Type.Optional(Type.String({ minLength: 1 })),
  TWILIO_FROM: Type.Optional(Type.String({ pattern: '^(\\+[1-9][0-9]{4,14}|MG[0-9a-fA-F]{32})$' })),
  ALIYUN_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
  ALIYUN_ACCESS_KEY_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  ALIYUN_SMS_SIGN_NAME: Type.Optional(Type.String({ minLength: 1 })),
  ALIYUN_SMS_TEMPLATE_CODE: Type.Optional(Type.String({ minLength: 1 })),
  ALIYUN_SMS_NOTICE_TEMPLATE_CODE: Type.Optional(Type.String({ minLength: 1 })),
  TRANSLATOR: Type.Optional(
    Type.Union([
      Type.Literal('deepl'),
      Type.Literal('google'),
      Type.Literal('baidu'),
      Type.Literal('tencent'),
    ]),
  ),
  TRANSLATOR_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  DEEPL_AUTH_KEY: Type.Optional(Type.String({ minLength: 1 })),
  GOOGLE_TRANSLATE_API_KEY: Type.Optional(Type.String({ minLength: 1 })),
  BAIDU_TRANSLATE_APP_ID: Type.Optional(Type.String({ minLength: 1 })),
  BAIDU_TRANSLATE_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  TENCENT_SECRET_ID: Type.Optional(Type.String({ minLength: 1 })),
  TENCENT_SECRET_KEY: Type.Optional(Type.String({ minLength: 1 })),
  TENCENT_TMT_REGION: Type.String({ pattern: '^[a-z]{2,}-[a-z-]+$', default: 'ap-guangzhou' }),
  RATE_LIMIT: Type.Optional(Type.Integer({ minimum: 1 })),
  LOGIN_RATE_LIMIT: Type.Optional(Type.Integer({ minimum: 1 })),
  CAPTCHA_RATE_LIMIT: Type.Optional(Type.Integer({ minimum: 1 })),
  CODE_SENDS_PER_IP: Type.Optional(Type.Integer({ minimum: 1 })),
  CONNECTIONS_PER_IP: Type.Optional(Type.Integer({ minimum: 1 })),
  PRODUCT_SEARCH_CACHE_SECONDS: Type.Integer({ minimum: 0, maximum: 3600, default: 30 }),
  FILE_STORAGE: Type.Union([Type.Literal('local'), Type.Literal('s3'), Type.Literal('disabled')], {
    default: 'local',
  }),
  S3_BUCKET: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$' })),
  S3_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://' })),
  S3_REGION: Type.String({ minLength: 1, default: 'us-east-1' }),
  S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1 })),
  S3_FORCE_PATH_STYLE: Type.Optional(Type.Boolean()),
  MIGRATE_ON_START: Type.Boolean({ default: true }),
  SHUTDOWN_TIMEOUT_SECONDS: Type.Integer({ minimum: 1, maximum: 600, default: 10 }),
});

/** An S3 bucket or an S3-compatible store (MinIO, Ceph, a cloud's object storage). */
export interface S3Settings {
  bucket: string;
  /** Unset: AWS S3 itself, at the region's endpoint. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket in the path rather than in the host name, as most self-hosted stores need. */
  forcePathStyle: boolean;
}

/** What each SMS_GATEWAY needs; SMS_GATEWAY_URL (tests, regional endpoints) is optional. */
const REQUIRED_SMS_VARIABLES = {
  twilio: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
  aliyun: [
    'ALIYUN_ACCESS_KEY_ID',
    'ALIYUN_ACCESS_KEY_SECRET',
    'ALIYUN_SMS_SIGN_NAME',
    'ALIYUN_SMS_TEMPLATE_CODE',
  ],
} as const;

const SMS_GATEWAY_URLS = {
  twilio: 'https://api.twilio.com',
  aliyun: 'https://dysmsapi.aliyuncs.com',
} as const;

/** What each TRANSLATOR needs; TRANSLATOR_URL (tests, proxies) is optional. */
const REQUIRED_TRANSLATOR_VARIABLES = {
  deepl: ['DEEPL_AUTH_KEY'],
  google: ['GOOGLE_TRANSLATE_API_KEY'],
  baidu: ['BAIDU_TRANSLATE_APP_ID', 'BAIDU_TRANSLATE_SECRET'],
  tencent: ['TENCENT_SECRET_ID', 'TENCENT_SECRET_KEY'],
} as const;

/** Required with FILE_STORAGE=s3; the others have defaults. */
const REQUIRED_S3_VARIABLES = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** When set, PostgreSQL through `pg`; otherwise PGlite in `<dataDir>/pglite`. */
  databaseUrl: string | undefined;
  /** When set, socket.io processes share one adapter through Redis; otherwise in-memory. */
  redisUrl: string | undefined;
  /** Namespaces this portal's Redis keys and channels, so deployments can share one Redis. */
  redisPrefix: string;
  demoData: boolean;
  /**
   * Serves every SMS and e-mail the portal "sent" at GET /dev/outbox, to anyone: a development
   * convenience that hands over any account, so only on request, never in production, and only
   * on a loopback address unless `devOutboxPublic` says otherwise.
   */
  devOutbox: boolean;
  devOutboxPublic: boolean;
  /**
   * Which X-Forwarded-* headers to believe (Fastify's `trustProxy`): false unless a balancer or
   * proxy is in front; otherwise any client could choose its own IP for the per-IP limits.
   */
  trustProxy: boolean | string;
  captchaEnabled: boolean;
  remotesConfigPath: string;
  staticRoot: string;
  /**
   * Remote builds published by scripts/release-remote.mjs, served at
   * `/releases/<mf-name>/<version>/…` (`<dataDir>/releases` unless RELEASES_DIR says otherwise).
   */
  releasesDir: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  /** When set, e-mail goes out through this SMTP server; otherwise into the dev_outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The SMS gateway that texts codes (SMS_GATEWAY). Without one, texts go into dev_outbox outside
   * production, and in production the SMS channel is offered nowhere and refused.
   */
  smsGateway: SmsGatewaySettings | undefined;
  /**
   * The machine-translation service (TRANSLATOR), off when unset: only then do listing and chat
   * texts leave the portal, for that service (docs/translation.md).
   */
  translator: TranslatorSettings | undefined;
  /**
   * `local`: uploads go to `<dataDir>/uploads`; `s3`: into the bucket `s3` names, which replicas
   * on several hosts share; `disabled`: the upload route answers 507.
   */
  fileStorage: 'local' | 's3' | 'disabled';
  /** Set exactly when `fileStorage` is `s3`. */
  s3: S3Settings | undefined;
  /**
   * Per-IP throttles that differ from the defaults: raised where many users share one address
   * (the browser tests, an office behind one NAT).
   */
  rateLimits: { global?: number; login?: number; captcha?: number; codeSendsPerIp?: number };
  /** Open connections one address may hold, when it differs from the default (benchmarks). */
  connectionsPerIp: number | undefined;
  /** How long a public product search answer is reused (0: never; docs/supply.md). */
  productSearchCacheSeconds: number;
  /**
   * Whether start-up migrates the database (under the prepare lock, so replicas may all do it);
   * off where `npm run migrate` runs as a job of its own before the rollout.
   */
  migrateOnStart: boolean;
  /** How long a stopping server waits for requests and work in flight before it gives up. */
  shutdownTimeoutSeconds: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Unions of literals report one error per alternative; name the allowed values instead. */
function describeProblem(name: string, message: string): string {
  const schema = (EnvSchema.properties as Record<string, { anyOf?: { const: string }[] }>)[name];
  return schema?.anyOf
    ? `must be one of ${schema.anyOf.map((option) => option.const).join(', ')}`
    : message;
}

const LOOPBACK_HOSTS = new Set(['localhost', '::1', '[::1]']);

function isLoopback(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || /^127(\.\d{1,3}){3}$/.test(host);
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : value;
}

function smsGatewaySettings(env: Static<typeof EnvSchema>): SmsGatewaySettings | undefined {
  if (!env.SMS_GATEWAY) return undefined;
  const baseUrl = env.SMS_GATEWAY_URL ?? SMS_GATEWAY_URLS[env.SMS_GATEWAY];
  return env.SMS_GATEWAY === 'twilio'
    ? {
        provider: 'twilio',
        baseUrl,
        accountSid: env.TWILIO_ACCOUNT_SID!,
        authToken: env.TWILIO_AUTH_TOKEN!,
        from: env.TWILIO_FROM!,
      }
    : {
        provider: 'aliyun',
        baseUrl,
        accessKeyId: env.ALIYUN_ACCESS_KEY_ID!,
        accessKeySecret: env.ALIYUN_ACCESS_KEY_SECRET!,
        signName: env.ALIYUN_SMS_SIGN_NAME!,
        templateCode: env.ALIYUN_SMS_TEMPLATE_CODE!,
        noticeTemplateCode: env.ALIYUN_SMS_NOTICE_TEMPLATE_CODE,
      };
}

function translatorSettings(env: Static<typeof EnvSchema>): TranslatorSettings | undefined {
  const baseUrl = env.TRANSLATOR_URL;
  switch (env.TRANSLATOR) {
    case undefined:
      return undefined;
    case 'deepl':
      return { provider: 'deepl', authKey: env.DEEPL_AUTH_KEY!, baseUrl };
    case 'google':
      return { provider: 'google', apiKey: env.GOOGLE_TRANSLATE_API_KEY!, baseUrl };
    case 'baidu':
      return {
        provider: 'baidu',
        appId: env.BAIDU_TRANSLATE_APP_ID!,
        secret: env.BAIDU_TRANSLATE_SECRET!,
        baseUrl,
      };
    case 'tencent':
      return {
        provider: 'tencent',
        secretId: env.TENCENT_SECRET_ID!,
        secretKey: env.TENCENT_SECRET_KEY!,
        region: env.TENCENT_TMT_REGION,
        baseUrl,
      };
  }
}

/** Validates the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`PORT=`) means "not set", as in most shells' and compose files' usage.
  const given = Object.fromEntries(
    Object.keys(EnvSchema.properties)
      .filter((name) => env[name] !== undefined && env[name] !== '')
      .map((name) => [name, env[name]]),
  );
  const candidate = Value.Convert(EnvSchema, Value.Default(EnvSchema, given));
  if (!Value.Check(EnvSchema, candidate)) {
    const problems = new Map<string, string>();
    for (const error of Value.Errors(EnvSchema, candidate)) {
      const name = error.instancePath.replace(/^\//, '') || 'environment';
      if (!problems.has(name)) problems.set(name, describeProblem(name, error.message));
    }
    const lines = [...problems].map(
      ([name, problem]) => `  ${name}=${JSON.stringify(given[name] ?? '')}: ${problem}`,
    );
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env_ = candidate as Static<typeof EnvSchema>;
  if (env_.DEV_OUTBOX && env_.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid environment:\n  DEV_OUTBOX="true": the development outbox is never served with NODE_ENV=production',
    );
  }
  if (env_.DEV_OUTBOX && !env_.DEV_OUTBOX_PUBLIC && !isLoopback(env_.HOST)) {
    throw new ConfigError(
      `Invalid environment:\n  HOST=${JSON.stringify(env_.HOST)}: with DEV_OUTBOX on, the server listens on a loopback address only ` +
        '(127.0.0.1, ::1, localhost); set DEV_OUTBOX_PUBLIC=true to serve the outbox to the network anyway',
    );
  }
  const missingS3 =
    env_.FILE_STORAGE === 's3' ? REQUIRED_S3_VARIABLES.filter((name) => !env_[name]) : [];
  if (missingS3.length > 0) {
    const lines = missingS3.map((name) => `  ${name}="": required with FILE_STORAGE=s3`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const missingSms = env_.SMS_GATEWAY
    ? REQUIRED_SMS_VARIABLES[env_.SMS_GATEWAY].filter((name) => !env_[name])
    : [];
  if (missingSms.length > 0) {
    const lines = missingSms.map(
      (name) => `  ${name}="": required with SMS_GATEWAY=${env_.SMS_GATEWAY}`,
    );
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const missingTranslator = env_.TRANSLATOR
    ? REQUIRED_TRANSLATOR_VARIABLES[env_.TRANSLATOR].filter((name) => !env_[name])
    : [];
  if (missingTranslator.length > 0) {
    const lines = missingTranslator.map(
      (name) => `  ${name}="": required with TRANSLATOR=${env_.TRANSLATOR}`,
    );
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(env_.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  return {
    port: env_.PORT,
    host: env_.HOST,
    dataDir,
    databaseUrl: env_.DATABASE_URL,
    redisUrl: env_.REDIS_URL,
    redisPrefix: env_.REDIS_PREFIX,
    demoData: env_.DEMO_DATA,
    devOutbox: env_.DEV_OUTBOX,
    devOutboxPublic: env_.DEV_OUTBOX_PUBLIC,
    trustProxy: parseTrustProxy(env_.TRUST_PROXY),
    captchaEnabled: env_.CAPTCHA_ENABLED,
    remotesConfigPath: path.resolve(
      env_.REMOTES_CONFIG ?? path.join(REPO_ROOT, 'deploy/remotes.local.json'),
    ),
    staticRoot: path.resolve(env_.STATIC_ROOT ?? REPO_ROOT),
    releasesDir: path.resolve(env_.RELEASES_DIR ?? path.join(dataDir, 'releases')),
    nodeEnv: env_.NODE_ENV,
    logLevel: env_.LOG_LEVEL ?? (env_.NODE_ENV === 'test' ? 'silent' : 'info'),
    smtpUrl: env_.SMTP_URL,
    mailFrom: env_.MAIL_FROM,
    smsGateway: smsGatewaySettings(env_),
    translator: translatorSettings(env_),
    fileStorage: env_.FILE_STORAGE,
    s3:
      env_.FILE_STORAGE === 's3'
        ? {
            bucket: env_.S3_BUCKET!,
            endpoint: env_.S3_ENDPOINT,
            region: env_.S3_REGION,
            accessKeyId: env_.S3_ACCESS_KEY_ID!,
            secretAccessKey: env_.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: env_.S3_FORCE_PATH_STYLE ?? env_.S3_ENDPOINT !== undefined,
          }
        : undefined,
    connectionsPerIp: env_.CONNECTIONS_PER_IP,
    productSearchCacheSeconds: env_.PRODUCT_SEARCH_CACHE_SECONDS,
    migrateOnStart: env_.MIGRATE_ON_START,
    shutdownTimeoutSeconds: env_.SHUTDOWN_TIMEOUT_SECONDS,
    rateLimits: {
      ...(env_.RATE_LIMIT && { global: env_.RATE_LIMIT }),
      ...(env_.LOGIN_RATE_LIMIT && { login: env_.LOGIN_RATE_LIMIT }),
      ...(env_.CAPTCHA_RATE_LIMIT && { captcha: env_.CAPTCHA_RATE_LIMIT }),
      ...(env_.CODE_SENDS_PER_IP && { codeSendsPerIp: env_.CODE_SENDS_PER_IP }),
    },
  };
}
