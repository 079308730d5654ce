import { Empty, Pagination, Spin, Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useSyncExternalStore, type ReactNode } from 'react';
import './card-table.css';

/** antd's `xs`: below it a table's columns no longer fit side by side. */
const PHONE = '(max-width: 575.98px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}

export interface CardTableProps<T> extends Omit<TableProps<T>, 'columns' | 'rowKey'> {
  columns: ColumnType<T>[];
  rowKey: keyof T & string;
}

/**
 * A workbench list: an antd table on wide screens; on phones one card per row, each column a
 * labelled line, so nothing scrolls sideways or wraps one word per line. The same columns,
 * loading state, empty text and pagination serve both.
 */
export function CardTable<T extends object>({ columns, rowKey, ...table }: CardTableProps<T>) {
  const phone = usePhone();
  if (!phone) return <Table<T> columns={columns} rowKey={rowKey} {...table} />;
  const rows = table.dataSource ?? [];
  const { pagination, loading, locale } = table;
  const emptyText =
    typeof locale?.emptyText === 'function' ? locale.emptyText() : locale?.emptyText;
  return (
    <Spin spinning={Boolean(loading)}>
      {rows.length === 0 ? (
        <div className="card-table__empty">{emptyText ?? <Empty />}</div>
      ) : (
        <ul className="card-table">
          {rows.map((row, index) => (
            <li key={String(row[rowKey])} className="card-table__card">
              <dl>
                {columns.map((column, position) => {
                  const value = column.dataIndex ? row[column.dataIndex as keyof T] : undefined;
                  const content = column.render ? column.render(value, row, index) : value;
                  return (
                    <div key={String(column.key ?? column.dataIndex ?? position)}>
                      <dt>{column.title as ReactNode}</dt>
                      <dd>{content as ReactNode}</dd>
                    </div>
                  );
                })}
              </dl>
            </li>
          ))}
        </ul>
      )}
      {pagination && (pagination.total ?? 0) > (pagination.pageSize ?? 10) && (
        <Pagination
          className="card-table__pagination"
          simple
          current={pagination.current}
          pageSize={pagination.pageSize}
          total={pagination.total}
          onChange={pagination.onChange}
        />
      )}
    </Spin>
  );
}
