// Finds HAProxy for the test of replicas behind a load balancer (server/test/production/
// replicas.test.ts): HAPROXY_PATH, then Debian's /usr/sbin/haproxy; if there is none, installs
// Debian's package (as root with apt). Without it that one test says what is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_HAPROXY = '/usr/sbin/haproxy';

export function ensureHaproxy() {
  if (process.env.HAPROXY_PATH && existsSync(process.env.HAPROXY_PATH))
    return process.env.HAPROXY_PATH;
  if (existsSync(DEBIAN_HAPROXY)) return DEBIAN_HAPROXY;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && spawnSync('which', ['apt-get']).status === 0) {
    console.log('[setup] installing Debian haproxy');
    const install = (args) => spawnSync('apt-get', args, { stdio: 'inherit' }).status === 0;
    if (install(['update']) && install(['install', '-y', 'haproxy']) && existsSync(DEBIAN_HAPROXY))
      return DEBIAN_HAPROXY;
  }
  console.log('[setup] HAProxy is not installed: the replicas test will say so');
  return DEBIAN_HAPROXY;
}
