import fp from 'fastify-plugin';
import type { FileStorage } from './file-storage';
import { FILE_SWEEP_INTERVAL_MS, sweepUnreferencedFiles } from './file-sweep';

export interface FileSweepOptions {
  /** Where uploads are stored; null (storage disabled): nothing to sweep. */
  fileStorage: FileStorage | null;
  intervalMs?: number;
}

/**
 * Runs the sweep of unreferenced uploads (platform/files/file-sweep.ts) every hour while the app is up. The
 * timer is unref'd so it never keeps the process alive, and closing the app stops it and waits
 * for a sweep under way.
 */
export default fp<FileSweepOptions>(
  async (app, { fileStorage, intervalMs = FILE_SWEEP_INTERVAL_MS }) => {
    if (!fileStorage) return;
    let running: Promise<void> | null = null;
    const timer = setInterval(() => {
      if (running) return;
      running = sweepUnreferencedFiles(app.db, fileStorage, app.now())
        .then((deleted) => {
          if (deleted > 0) app.log.info({ deleted }, 'unreferenced uploads deleted');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'upload sweep failed'))
        .finally(() => {
          running = null;
        });
    }, intervalMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'file-sweep', dependencies: ['db'] },
);
