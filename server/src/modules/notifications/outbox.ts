import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { claimUndelivered, markDelivered } from './repo';

/** How often undelivered notices are looked for: those of other processes, and failed pushes. */
const RETRY_INTERVAL_MS = 2000;
/** How long a delivery may take before another pass (of any process) takes it over. */
const LEASE_MS = 30_000;
/** Notices claimed per pass; a pass runs again at once while it finds a full batch. */
const BATCH = 100;

export interface NotificationOutbox {
  /**
   * Delivers the stored, undelivered notices soon (call after the commit of a transaction that
   * wrote some); the outbox also looks for them every two seconds by itself.
   */
  deliverSoon(): void;
  /** Delivers what is pending now; resolves when the pass is done (tests, shutdown). */
  deliverPending(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationOutbox: NotificationOutbox;
  }
}

/**
 * One pass: claim a batch of undelivered notices with a lease (`FOR UPDATE SKIP LOCKED`: two
 * processes never claim the same row), push each, mark those pushed delivered. A push that fails
 * leaves its notice claimed until the lease runs out, then a later pass tries again: at least once.
 */
async function deliverBatch(app: FastifyInstance): Promise<number> {
  const now = app.now();
  const claimed = await claimUndelivered(app.db, now, new Date(now.getTime() + LEASE_MS), BATCH);
  const delivered: number[] = [];
  for (const { memberId, notification } of claimed) {
    try {
      await app.realtime.pushNotification(memberId, notification);
      delivered.push(notification.id);
    } catch (error) {
      app.log.warn(
        { err: error, notificationId: notification.id },
        'notification push failed; will retry',
      );
    }
  }
  if (delivered.length > 0) await markDelivered(app.db, delivered, app.now());
  return claimed.length;
}

export default fp(
  async (app) => {
    let running: Promise<void> | null = null;
    let again = false;
    let closing = false;

    const deliverPending = (): Promise<void> => {
      if (running) {
        // A pass is under way; one more follows it, for what was written meanwhile.
        again = true;
        return running;
      }
      running = (async () => {
        try {
          do {
            again = false;
            while (!closing && (await deliverBatch(app)) === BATCH);
          } while (again && !closing);
        } catch (error) {
          app.log.warn({ err: error }, 'notification outbox pass failed; will retry');
        } finally {
          running = null;
        }
      })();
      return running;
    };

    app.decorate('notificationOutbox', {
      deliverSoon: () => {
        setImmediate(() => void deliverPending());
      },
      deliverPending,
    });

    const timer = setInterval(() => void deliverPending(), RETRY_INTERVAL_MS);
    timer.unref();
    app.addHook('onReady', async () => {
      // What an earlier run stored but had not delivered when it stopped.
      app.notificationOutbox.deliverSoon();
    });
    app.addHook('preClose', async () => {
      closing = true;
      clearInterval(timer);
      await running;
    });
  },
  { name: 'notification-outbox', dependencies: ['db', 'realtime'] },
);
