import { findRoute } from '@portal/contracts';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Hints the manifest of the page's own remote, so it downloads alongside the shell instead of
 * after it. Only the manifest: a hinted script that fails stays failed for the page's lifetime
 * in Chromium, which would defeat the fallback's Retry; a failed fetch hint is used up by the
 * first fetch.
 */
export function preloadLinksFor(pathname: string, remotes: Record<string, string>): string {
  const route = findRoute(pathname);
  const entry = route && remotes[route.remote];
  if (!entry) return '';
  return `<link rel="preload" href="${escapeAttribute(entry)}" as="fetch" crossorigin="anonymous">`;
}
