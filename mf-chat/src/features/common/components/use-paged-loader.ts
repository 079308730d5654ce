import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Spec §4: a paged history is loading, has more to load, or has no more. */
export type LoadState = 'loading' | 'loadmore' | 'nomore';

export interface Page<T> {
  rows: T[];
  total: number;
}

/**
 * Loads a list page by page. The first page loads when `key` changes; `loadMore` asks for the
 * next. A failed page reverts the page number and returns to the load-more state (spec §8), so
 * asking again asks for the same page.
 */
export function usePagedLoader<T>(
  key: string | number,
  pageSize: number,
  fetchPage: (pageNum: number) => Promise<Page<T>>,
  onPage: (rows: T[], pageNum: number) => void,
): { loadState: LoadState; failed: boolean; loadMore: () => void } {
  const [loadState, setLoadState] = useState<LoadState>('loading');
  const [failed, setFailed] = useState(false);
  const pageNum = useRef(0);
  const busy = useRef(false);
  const generation = useRef(0);
  const latest = useRef({ fetchPage, onPage });
  useLayoutEffect(() => {
    latest.current = { fetchPage, onPage };
  });

  const loadPage = useCallback(
    async (run: number) => {
      busy.current = true;
      pageNum.current += 1;
      const asked = pageNum.current;
      setLoadState('loading');
      setFailed(false);
      try {
        const page = await latest.current.fetchPage(asked);
        if (run !== generation.current) return;
        latest.current.onPage(page.rows, asked);
        const loaded = (asked - 1) * pageSize + page.rows.length;
        setLoadState(page.rows.length < pageSize || loaded >= page.total ? 'nomore' : 'loadmore');
      } catch {
        if (run !== generation.current) return;
        pageNum.current = asked - 1;
        setFailed(true);
        setLoadState('loadmore');
      } finally {
        if (run === generation.current) busy.current = false;
      }
    },
    [pageSize],
  );

  useEffect(() => {
    generation.current += 1;
    pageNum.current = 0;
    busy.current = false;
    void loadPage(generation.current);
  }, [key, loadPage]);

  const loadMore = useCallback(() => {
    if (busy.current || loadState === 'nomore') return;
    void loadPage(generation.current);
  }, [loadPage, loadState]);

  return { loadState, failed, loadMore };
}
