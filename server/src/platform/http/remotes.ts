import { readFileSync, statSync } from 'node:fs';

/**
 * The remotes map (`{"mf_portal": "/remotes/mf-portal/mf-manifest.json", …}`) that the shell
 * fetches at start-up. It is re-read when the file changes, so a remote can be repointed without
 * a restart; the Content-Security-Policy reads its origins from here too, so the two never
 * disagree.
 */
export interface RemotesSource {
  /** The file's JSON text as last read successfully. */
  json(): string;
  /** Absolute origins named by the map (`https://cdn.example.com`); relative entries add none. */
  origins(): string[];
}

function parseRemotes(text: string, file: string): string[] {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file}: expected an object of remote name → manifest URL`);
  }
  const origins = new Set<string>();
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value !== 'string') throw new Error(`${file}: "${name}" must be a URL string`);
    if (/^https?:\/\//i.test(value)) origins.add(new URL(value).origin);
  }
  return [...origins];
}

export function openRemotesSource(
  file: string,
  onReloadError: (error: Error) => void,
): RemotesSource {
  let text = readFileSync(file, 'utf8');
  let origins = parseRemotes(text, file);
  let mtimeMs = statSync(file).mtimeMs;

  const refresh = () => {
    try {
      const current = statSync(file).mtimeMs;
      if (current === mtimeMs) return;
      mtimeMs = current; // once per change, even when the new content turns out invalid
      const nextText = readFileSync(file, 'utf8');
      origins = parseRemotes(nextText, file);
      text = nextText;
    } catch (error) {
      // Keep serving the last good map: a half-written file must not take the portal down.
      onReloadError(error as Error);
    }
  };

  return {
    json: () => {
      refresh();
      return text;
    },
    origins: () => {
      refresh();
      return origins;
    },
  };
}
