import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const file = process.env.PORTAL_TEST_PGLITE_DUMP;
  if (file) rmSync(file, { force: true });
}
