// The one table every staff list uses (spec 3 §2, §4, §9): sortable headers (buttons with aria-sort), the
// "No results!" row, page buttons, the position text on the right, a loading overlay and a retry on failure.
import { useMemo, type ReactNode } from 'react';
import { Pagination } from './pagination';

export interface Column<T> {
  key: string;
  label: string;
  /** The server's sort key: the header becomes a sort button. */
  sort?: string;
  /** Visually hidden header text (a checkbox column). */
  hiddenLabel?: boolean;
  align?: 'left' | 'right' | 'center';
  render(row: T): ReactNode;
}

export interface PagedTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  /** From the row alone (the rows re-render when rows, columns or the empty text change, not for a new function). */
  rowKey(row: T): string | number;
  /** A class for a row that must look apart (an incomplete order); from the row alone. */
  rowClass?(row: T): string | undefined;
  sort: string;
  order: 'asc' | 'desc';
  onSort(key: string): void;
  page: number;
  totalPages: number;
  onPage(page: number): void;
  /** The server's position text, else "Showing 1 to 20 of 120 (6 Pages)" from the counts. */
  position: string;
  loading: boolean;
  error?: string | null;
  onRetry?(): void;
  emptyText?: string;
  /** Only on the first load: nothing to show yet. */
  pending?: boolean;
}

/** The position text when the server gave counts but no text: OpenCart's wording. */
export function positionText(page: number, limit: number, totalItems: number, totalPages: number): string {
  if (!totalItems) return `Showing 0 to 0 of 0 (${totalPages} Pages)`;
  const from = (page - 1) * limit + 1;
  return `Showing ${from} to ${Math.min(totalItems, page * limit)} of ${totalItems} (${totalPages} Pages)`;
}

export function PagedTable<T>(props: PagedTableProps<T>) {
  const { columns, rows, sort, order, loading, error } = props;
  const sortLabel = (column: Column<T>) => {
    if (column.sort !== sort) return `Sort by ${column.label}`;
    return `Sort by ${column.label}, ${order === 'asc' ? 'descending' : 'ascending'}`;
  };
  const empty = props.pending ? 'Loading...' : (props.emptyText ?? 'No results!');
  // Kept while rows, columns and the empty text stay: a page change re-renders the table around its rows (issue 26).
  const body = useMemo(
    () => (
      <tbody>
        {rows.length ? (
          rows.map((row) => (
            <tr key={props.rowKey(row)} className={props.rowClass?.(row)}>
              {columns.map((column) => (
                <td key={column.key} className={column.align ? `pi-paged-table__cell--${column.align}` : undefined}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={columns.length} className="pi-paged-table__empty">
              {empty}
            </td>
          </tr>
        )}
      </tbody>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rowKey and rowClass read the row alone
    [rows, columns, empty],
  );
  return (
    <div className="pi-paged-table" aria-busy={loading}>
      {error ? (
        <div className="pi-paged-table__error" role="alert">
          <span>{error}</span>
          {props.onRetry ? (
            <button type="button" className="pi-btn pi-btn--small" onClick={props.onRetry}>
              Try again
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="pi-paged-table__scroll">
        <table className="pi-paged-table__table">
          <caption className="pi-paged-table__caption">{props.caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={column.align ? `pi-paged-table__cell--${column.align}` : undefined}
                  aria-sort={
                    column.sort && column.sort === sort ? (order === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                >
                  {column.sort ? (
                    <button
                      type="button"
                      className="pi-paged-table__sort"
                      aria-label={sortLabel(column)}
                      onClick={() => props.onSort(column.sort as string)}
                    >
                      {column.label}
                      <span aria-hidden="true" className="pi-paged-table__arrow">
                        {column.sort === sort ? (order === 'asc' ? ' ▲' : ' ▼') : ' ↕'}
                      </span>
                    </button>
                  ) : (
                    <span className={column.hiddenLabel ? 'pi-sr-only' : undefined}>{column.label}</span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          {body}
        </table>
        {loading ? (
          <div className="pi-paged-table__overlay" aria-hidden="true">
            <span className="pi-paged-table__spinner" />
          </div>
        ) : null}
      </div>
      <div className="pi-paged-table__footer">
        <Pagination
          page={props.page}
          totalPages={props.totalPages}
          onPage={props.onPage}
          label={`${props.caption} pages`}
          disabled={loading}
        />
        <p className="pi-paged-table__position" aria-live="polite">
          {props.position}
        </p>
      </div>
    </div>
  );
}
