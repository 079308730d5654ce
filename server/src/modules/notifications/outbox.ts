import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NOTIFICATION_COLUMNS, toSystemNotification, type NotificationRow } from './notifications';

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
  const { rows } = await app.db.query<NotificationRow & { member_id: number }>(
    `UPDATE notifications SET delivery_lease_until = $2
      WHERE id IN (SELECT id FROM notifications
                    WHERE delivered_at IS NULL
                      AND (delivery_lease_until IS NULL OR delivery_lease_until < $1)
                    ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING member_id, ${NOTIFICATION_COLUMNS}`,
    [now, new Date(now.getTime() + LEASE_MS)],
  );
  const delivered: number[] = [];
  for (const row of rows.sort((a, b) => a.id - b.id)) {
    try {
      await app.realtime.pushNotification(row.member_id, toSystemNotification(row));
      delivered.push(row.id);
    } catch (error) {
      app.log.warn({ err: error, notificationId: row.id }, 'notification push failed; will retry');
    }
  }
  if (delivered.length > 0) {
    await app.db.query(
      'UPDATE notifications SET delivered_at = $2, delivery_lease_until = NULL WHERE id = ANY($1::int[])',
      [delivered, app.now()],
    );
  }
  return rows.length;
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
