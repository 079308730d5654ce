import {
  Button,
  Checkbox,
  ConfigProvider,
  Empty,
  Pagination,
  Spin,
  Table,
  type TableProps,
} from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useContext, useState, useSyncExternalStore, type Key, type ReactNode } from 'react';
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
 * loading state, empty text, pagination, row classes, row selection (a check box on each card
 * and one for the page) and expandable rows (a button under the card) serve both.
 */
export function CardTable<T extends object>({ columns, rowKey, ...table }: CardTableProps<T>) {
  const phone = usePhone();
  // antd's own words for selecting and expanding, in the page's language.
  const tableWords = useContext(ConfigProvider.ConfigContext).locale?.Table;
  const [expanded, setExpanded] = useState<Key[]>([]);
  if (!phone) return <Table<T> columns={columns} rowKey={rowKey} {...table} />;
  const rows = table.dataSource ?? [];
  const { pagination, loading, locale, rowSelection, expandable, rowClassName } = table;
  const emptyText =
    typeof locale?.emptyText === 'function' ? locale.emptyText() : locale?.emptyText;
  const keyOf = (row: T) => row[rowKey] as Key;
  const selected = rowSelection?.selectedRowKeys ?? [];
  const select = (keys: Key[]) =>
    rowSelection?.onChange?.(
      keys,
      rows.filter((row) => keys.includes(keyOf(row))),
      { type: 'multiple' },
    );
  const selectable = rowSelection
    ? rows.filter((row) => !rowSelection.getCheckboxProps?.(row).disabled)
    : [];
  const allSelected =
    selectable.length > 0 && selectable.every((row) => selected.includes(keyOf(row)));
  return (
    <Spin spinning={Boolean(loading)}>
      {rowSelection && selectable.length > 0 && (
        <Checkbox
          className="card-table__select-page"
          checked={allSelected}
          indeterminate={!allSelected && selectable.some((row) => selected.includes(keyOf(row)))}
          onChange={(event) =>
            select(
              event.target.checked
                ? [...new Set([...selected, ...selectable.map(keyOf)])]
                : selected.filter((key) => !selectable.some((row) => keyOf(row) === key)),
            )
          }
        >
          {tableWords?.selectAll}
        </Checkbox>
      )}
      {rows.length === 0 ? (
        <div className="card-table__empty">{emptyText ?? <Empty />}</div>
      ) : (
        <ul className="card-table">
          {rows.map((row, index) => (
            <li
              key={String(keyOf(row))}
              className={[
                'card-table__card',
                typeof rowClassName === 'function' ? rowClassName(row, index, 0) : rowClassName,
              ]
                .filter(Boolean)
                .join(' ')}
            >
              {rowSelection && (
                <Checkbox
                  className="card-table__select"
                  {...rowSelection.getCheckboxProps?.(row)}
                  checked={selected.includes(keyOf(row))}
                  onChange={(event) =>
                    select(
                      event.target.checked
                        ? [...selected, keyOf(row)]
                        : selected.filter((key) => key !== keyOf(row)),
                    )
                  }
                />
              )}
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
              {expandable?.expandedRowRender && (expandable.rowExpandable?.(row) ?? true) && (
                <>
                  <Button
                    type="link"
                    size="small"
                    className="card-table__expand"
                    aria-expanded={expanded.includes(keyOf(row))}
                    onClick={() =>
                      setExpanded(
                        expanded.includes(keyOf(row))
                          ? expanded.filter((key) => key !== keyOf(row))
                          : [...expanded, keyOf(row)],
                      )
                    }
                  >
                    {expanded.includes(keyOf(row)) ? tableWords?.collapse : tableWords?.expand}
                  </Button>
                  {expanded.includes(keyOf(row)) && (
                    <div className="card-table__expanded">
                      {expandable.expandedRowRender(row, index, 0, true)}
                    </div>
                  )}
                </>
              )}
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
