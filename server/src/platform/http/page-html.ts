import path from 'node:path';
import {
  FIRST_PAINT_ELEMENT_ID,
  HTML_LANG,
  LANGUAGE_COOKIE,
  LANGUAGES,
  findRoute,
  type Language,
  type PortalRoute,
} from '@portal/contracts';
import { readWhenChanged } from '../files/file-cache';
import { requestLanguage } from '../language/language';

interface ManifestAssets {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

/** `{ [path]: { [language]: html } }`, built by a remote that paints some of its routes first. */
type FirstPaints = Record<string, Partial<Record<Language, string>>>;

const LOCAL_MANIFEST = /^\/remotes\/(mf-[a-z-]+)\/(?:(.*)\/)?mf-manifest\.json$/;
/** A build published by scripts/release-remote.mjs: `/releases/<mf-name>/<version>/…`. */
const RELEASED_MANIFEST =
  /^\/releases\/(mf-[a-z0-9-]+)\/([A-Za-z0-9][A-Za-z0-9._-]*)\/mf-manifest\.json$/;

export interface PageSources {
  remotes: Record<string, string>;
  staticRoot: string;
  releasesDir?: string;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The visitor's language: the shell's cookie (the language they chose, or were first shown),
 * else the first one their browser asks for that the portal speaks.
 */
export function languageOf(headers: { cookie?: string; 'accept-language'?: string }): Language {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE.replace('.', '\\.')}=([a-z]+)`).exec(
    headers.cookie ?? '',
  );
  const value = match?.[1] as Language | undefined;
  return value && LANGUAGES.includes(value) ? value : requestLanguage(headers['accept-language']);
}

/** The folder of a remote's build when it is served from here (its own or a published release). */
function localBuild(entry: string, { staticRoot, releasesDir }: PageSources): string | undefined {
  const local = LOCAL_MANIFEST.exec(entry);
  if (local) return path.join(staticRoot, local[1]!, 'dist', local[2] ?? '');
  const released = releasesDir ? RELEASED_MANIFEST.exec(entry) : null;
  return released ? path.join(releasesDir!, released[1]!, released[2]!) : undefined;
}

function readJson<T>(file: string): T | undefined {
  return readWhenChanged(file, (text) => JSON.parse(text) as T);
}

/**
 * The files the page's own remote needs first: its manifest and, when its build is served from
 * here, its entry and its exposed screen's chunks. Hinted in the HTML, they download in
 * parallel with the shell instead of one after another once the shell has worked out where the
 * remote lives. (A hinted script that failed stays failed for the page's lifetime in Chromium,
 * so the shell's Retry reloads such a page; see shell/src/remotes/remote-registry.ts.)
 */
function preloadLinks(entry: string, build: string | undefined): string {
  const links = [
    `<link rel="preload" href="${escapeAttribute(entry)}" as="fetch" crossorigin="anonymous">`,
  ];
  const manifest = build
    ? readJson<Partial<ManifestAssets>>(path.join(build, 'mf-manifest.json'))
    : undefined;
  if (manifest) {
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

/**
 * The route's first paint in the visitor's language, when its remote's build has one: the
 * screen's opening as plain HTML, shown before any script has run (FIRST_PAINT_ELEMENT_ID).
 */
function firstPaint(route: PortalRoute, language: Language, build: string | undefined): string {
  const paints = build ? readJson<FirstPaints>(path.join(build, 'first-paint.json')) : undefined;
  const html = paints?.[route.path]?.[language] ?? '';
  // A paint the shell could not find again would stay over the page for good.
  return html.includes(`id="${FIRST_PAINT_ELEMENT_ID}"`) ? html : '';
}

/**
 * The shell's index.html for one page: in the visitor's language, with the page's remote files
 * hinted and its screen's first paint after the shell's root element.
 */
export function pageHtml(
  shellIndex: string,
  { pathname, language }: { pathname: string; language: Language },
  sources: PageSources,
): string {
  let html = shellIndex.replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[language]}"`);
  const route = findRoute(pathname);
  const entry = route && sources.remotes[route.remote];
  if (!route || !entry) return html;
  const build = localBuild(entry, sources);
  html = html.replace('</head>', `${preloadLinks(entry, build)}</head>`);
  const paint = firstPaint(route, language, build);
  return paint ? html.replace('<div id="root"></div>', `<div id="root"></div>${paint}`) : html;
}
