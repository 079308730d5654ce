import fp from 'fastify-plugin';
import { runDemandExpiry } from './service';

export const DEMAND_EXPIRY_INTERVAL_MS = 60_000;

export interface DemandExpiryOptions {
  intervalMs?: number;
}

/**
 * Runs the demand and quote expiry (service.ts `runDemandExpiry`) once the app is ready — catching up on
 * whatever passed its deadline while no server ran — and then every minute. Several processes may
 * run it at once: each change and its notice still happen once, in one transaction. The timer is
 * unref'd and closing the app waits for a run under way.
 */
export default fp<DemandExpiryOptions>(
  async (app, { intervalMs = DEMAND_EXPIRY_INTERVAL_MS }) => {
    let running: Promise<void> | null = null;
    const run = () => {
      if (running) return;
      running = runDemandExpiry(app)
        .then((expired) => {
          if (expired.demands + expired.quotes > 0)
            app.log.info(expired, 'demands and quotes expired');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'demand expiry failed'))
        .finally(() => {
          running = null;
        });
    };
    const timer = setInterval(run, intervalMs);
    timer.unref();
    app.addHook('onReady', async () => run());
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'demand-expiry', dependencies: ['db'] },
);
