import type { LoadState } from './use-paged-loader';

/** The end of a paged list: a spinner, a load-more button, or the no-more line. */
export function LoadMoreBar({
  state,
  onLoadMore,
  labels,
}: {
  state: LoadState;
  onLoadMore: () => void;
  labels: { loading: string; loadMore: string; noMore: string };
}) {
  return (
    <div className="chat-load-more" data-testid="load-state" data-state={state}>
      {state === 'loading' && (
        <span role="status" className="chat-loading-line">
          <span className="chat-spinner" aria-hidden="true" />
          <span className="chat-secondary">{labels.loading}</span>
        </span>
      )}
      {state === 'loadmore' && (
        <button type="button" className="link-button" onClick={onLoadMore}>
          {labels.loadMore}
        </button>
      )}
      {state === 'nomore' && <span className="chat-secondary">{labels.noMore}</span>}
    </div>
  );
}
