import type { ReactNode } from 'react';
import { Button, Empty, Result, Spin } from 'antd';
import './list-state.css';
import { useUiTranslation } from './locales';

export interface ListStateProps<T> {
  /** The last answer; while there is one it stays on screen through reloads and their failures. */
  data: T | undefined;
  error: unknown;
  onRetry: () => void;
  /**
   * Whether the answer holds nothing to show (then `emptyText` replaces the rows); not needed
   * for an antd Table, whose own empty slot keeps its headers and pagination.
   */
  isEmpty?: (data: T) => boolean;
  emptyText?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The states of anything loaded: failed (with a retry), loading, empty, and the rows. Before the
 * first answer there is nothing to show but the state; after it the rows stay.
 */
export function ListState<T>({
  data,
  error,
  onRetry,
  isEmpty,
  emptyText,
  children,
}: ListStateProps<T>) {
  const { t } = useUiTranslation();
  if (data === undefined && error) {
    return (
      <Result
        status="warning"
        title={<span role="alert">{t('listState.loadFailed')}</span>}
        extra={<Button onClick={onRetry}>{t('listState.retry')}</Button>}
      />
    );
  }
  if (data === undefined) {
    return (
      <div role="status" className="portal-list-state__loading">
        <Spin />
        {t('listState.loading')}
      </div>
    );
  }
  if (isEmpty?.(data)) return <Empty description={emptyText ?? t('listState.empty')} />;
  return children(data);
}
