import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  /** True until the answer for the current key (and reload) has come back. */
  loading: boolean;
  reload: () => void;
}

/**
 * Loads `load()` whenever `key` changes (or `reload` is called); null skips loading. While a
 * reload runs the previous data stays on screen, so actions do not make the page flicker.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const loader = useRef(load);
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<{ id: string; data?: T; error?: unknown } | null>(null);
  const request = key === null ? null : `${key}#${version}`;

  useEffect(() => {
    loader.current = load;
  });

  useEffect(() => {
    if (request === null) return;
    let live = true;
    loader.current().then(
      (data) => {
        if (live) setResult({ id: request, data });
      },
      (error: unknown) => {
        if (live) setResult((previous) => ({ id: request, data: previous?.data, error }));
      },
    );
    return () => {
      live = false;
    };
  }, [request]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return {
    data: result?.data,
    error: result?.id === request ? result?.error : undefined,
    loading: request !== null && result?.id !== request,
    reload,
  };
}
