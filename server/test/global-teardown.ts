import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  for (const file of [
    process.env.PORTAL_TEST_PGLITE_DUMP,
    process.env.PORTAL_TEST_SERVER_BUILD_LOG,
  ])
    if (file) rmSync(file, { force: true });
}
