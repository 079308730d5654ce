/**
 * The services a machine may lack, and the variable that names each. Tests that need one are
 * chosen when their file loads: without it they are reported as skipped, with the reason in their
 * name, and `npm test` lists them in its closing summary, so they never pass unseen.
 */
const SERVICES = { PostgreSQL: 'DATABASE_URL', Redis: 'REDIS_URL' } as const;
type Service = keyof typeof SERVICES;

export function describeWithServices(
  services: readonly Service[],
  name: string,
  suite: () => void,
): void {
  const missing = services.filter((service) => !process.env[SERVICES[service]]);
  if (missing.length === 0) {
    describe(name, suite);
    return;
  }
  const reason = missing.map((service) => `${SERVICES[service]} (${service})`).join(' and ');
  describe.skip(`${name} [skipped: needs ${reason}]`, suite);
}
