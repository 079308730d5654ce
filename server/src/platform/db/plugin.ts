import fp from 'fastify-plugin';
import type { Db } from './db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The clock every expiry check uses; tests move it forward instead of sleeping. */
    now(): Date;
  }
}

/** Exposes the database opened by the caller; the caller owns it and closes it. */
export default fp<{ db: Db; now: () => Date }>(
  async (app, { db, now }) => {
    app.decorate('db', db);
    app.decorate('now', now);
  },
  { name: 'db' },
);
