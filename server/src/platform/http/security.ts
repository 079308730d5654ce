import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import type { RemotesSource } from './remotes';

export interface RateLimits {
  /** Requests per minute per IP over the whole server. */
  global: number;
  /** Per minute per IP: password login, and every route that takes an SMS/e-mail code. */
  login: number;
  captcha: number;
  notFound: number;
  /** Verification codes sent per hour to one phone or e-mail, and requested from one IP. */
  codeSendsPerTarget: number;
  codeSendsPerIp: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  global: 1000,
  login: 10,
  captcha: 30,
  notFound: 60,
  codeSendsPerTarget: 5,
  codeSendsPerIp: 20,
};

export interface SecurityOptions {
  remotes: RemotesSource;
  rateLimits: RateLimits;
  /**
   * Where replicas count requests together (REDIS_URL, keys under `<prefix>:rate-limit:`): with
   * three replicas behind a balancer, ten wrong logins are ten however they are spread. Without
   * it, each process counts its own.
   */
  sharedCounters?: { redisUrl: string; prefix: string };
}

/**
 * Headers and throttling. The token lives in localStorage (spec §6), so the CSP is what keeps
 * injected scripts from reading it: scripts only from this origin and the remotes' origins.
 */
export default fp<SecurityOptions>(
  async (app, { remotes, rateLimits, sharedCounters }) => {
    const remoteOrigins = () => remotes.origins().join(' ');
    // Helmet's middleware, built once: @fastify/helmet built it anew for every request, parsing
    // the directives again each time (a twentieth of the server's time in the order-list bench).
    // The remotes' origins are still read per request: remotes.json may change while it runs.
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", remoteOrigins],
          // 'self' covers same-host ws:/wss: in CSP Level 3 browsers, which is all the real-time
          // channel needs; a blanket ws:/wss: would allow sockets to any host.
          connectSrc: ["'self'", remoteOrigins],
          // antd's CSS-in-JS inserts <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Remote chunks may be fetched by a shell on another port of the same site during development.
      crossOriginResourcePolicy: { policy: 'same-site' },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });

    // @fastify/rate-limit's Redis store speaks ioredis. A Redis that does not answer within a
    // second lets requests through (logged) rather than refusing every visitor.
    const redis = sharedCounters
      ? new Redis(sharedCounters.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
      : undefined;
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'redis (rate limits)'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => undefined);
      });
    }

    await app.register(rateLimit, {
      ...(redis &&
        sharedCounters && {
          redis,
          nameSpace: `${sharedCounters.prefix}:rate-limit:`,
          skipOnError: true,
        }),
      global: true,
      max: rateLimits.global,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: 429,
        msg: `请求过于频繁，请 ${Math.ceil(context.ttl / 1000)} 秒后再试`,
      }),
    });
  },
  { name: 'security' },
);
