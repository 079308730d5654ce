import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findRoute } from '@portal/contracts';

interface ManifestAssets {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

const LOCAL_MANIFEST = /^\/remotes\/(mf-[a-z-]+)\/(?:(.*)\/)?mf-manifest\.json$/;
/** A build published by scripts/release-remote.mjs: `/releases/<mf-name>/<version>/…`. */
const RELEASED_MANIFEST =
  /^\/releases\/(mf-[a-z0-9-]+)\/([A-Za-z0-9][A-Za-z0-9._-]*)\/mf-manifest\.json$/;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The files the page's own remote needs first: its manifest and, when its build is served from
 * here, its entry and its exposed screen's chunks. Hinted in the HTML, they download in
 * parallel with the shell instead of one after another once the shell has worked out where the
 * remote lives. (A hinted script that failed stays failed for the page's lifetime in Chromium,
 * so the shell's Retry reloads such a page; see shell/src/remotes/remote-registry.ts.)
 */
export function preloadLinksFor(
  pathname: string,
  remotes: Record<string, string>,
  staticRoot: string,
  releasesDir?: string,
): string {
  const route = findRoute(pathname);
  const entry = route && remotes[route.remote];
  if (!entry) return '';
  const links = [
    `<link rel="preload" href="${escapeAttribute(entry)}" as="fetch" crossorigin="anonymous">`,
  ];
  const local = LOCAL_MANIFEST.exec(entry);
  const released = releasesDir ? RELEASED_MANIFEST.exec(entry) : null;
  const manifestFile = local
    ? path.join(staticRoot, local[1]!, 'dist', local[2] ?? '', 'mf-manifest.json')
    : released && path.join(releasesDir!, released[1]!, released[2]!, 'mf-manifest.json');
  if (manifestFile && existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Partial<ManifestAssets>;
    const remoteEntry = manifest.metaData?.remoteEntry;
    const firstScreen =
      manifest.exposes?.find((expose) => expose.path === './App')?.assets.js.sync ?? [];
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    const scripts = remoteEntry
      ? [path.posix.join(remoteEntry.path, remoteEntry.name), ...firstScreen]
      : [];
    for (const script of scripts) {
      links.push(`<link rel="preload" href="${escapeAttribute(base + script)}" as="script">`);
    }
  }
  return links.join('');
}
