import { Button, Spin, Typography } from 'antd';
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
        <span role="status">
          <Spin size="small" /> <Typography.Text type="secondary">{labels.loading}</Typography.Text>
        </span>
      )}
      {state === 'loadmore' && (
        <Button type="link" size="small" onClick={onLoadMore}>
          {labels.loadMore}
        </Button>
      )}
      {state === 'nomore' && <Typography.Text type="secondary">{labels.noMore}</Typography.Text>}
    </div>
  );
}
