// What every customer tab shares: its styles (added when the first tab loads), the list's life with the tab, the one
// paged table bound to a list with its date columns, and the form adding an entry.
import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import type { PagedList } from '../../../src/pos/stores/paged-list';
import { fieldsCss as formCss } from '../../../src/forms';
import { formatDateTime } from '../../../src/lib/dates';
import { injectStyle } from '../../../src/ui/inject-style';
import modalCss from '../../../src/ui/modal.css?inline';
import { PagedTable, type Column } from '../../../src/ui/paged-table';
import tableCss from '../../../src/ui/paged-table.css?inline';
import css from './tabs.css?inline';

export function injectTabStyles(): void {
  [tableCss, modalCss, formCss, css].forEach((sheet, i) => injectStyle(`customer-tabs-${i}`, sheet));
}

/** Loads the list when the tab opens and stops it when the tab closes. */
export function useListLife<T>(list: PagedList<T>): void {
  useEffect(() => {
    void list.load();
    return () => list.stop();
  }, [list]);
}

/** A date column: the date as the shop writes it, or the server's own text when it is not a date. */
export function dateColumn<T>(
  key: string,
  label: string,
  sort: string,
  date: (row: T) => string,
  format: (text: string) => string = formatDateTime,
): Column<T> {
  return { key, label, sort, render: (row) => format(date(row)) || date(row) };
}

/** The back office's one paged table, showing a list's state. */
export function ListTable<T>({
  list,
  caption,
  columns,
  rowKey,
  rowClass,
  paged = true,
  emptyText,
}: {
  list: PagedList<T>;
  caption: string;
  columns: Column<T>[];
  rowKey(row: T): string | number;
  rowClass?(row: T): string | undefined;
  paged?: boolean;
  emptyText?: string;
}) {
  const state = useStore(list.$list);
  const { query, page } = state;
  return (
    <PagedTable
      caption={caption}
      columns={columns}
      rows={page?.rows ?? []}
      rowKey={rowKey}
      rowClass={rowClass}
      sort={query.sort}
      order={query.order}
      onSort={(key) => void list.sortBy(key)}
      page={query.page}
      totalPages={paged ? (page?.totalPages ?? 1) : 1}
      onPage={(p) => void list.goToPage(p)}
      position={paged ? (page?.position ?? '') : ''}
      loading={state.status === 'loading'}
      pending={!page}
      error={state.error}
      onRetry={() => void list.reload()}
      emptyText={emptyText}
    />
  );
}

/** A tab's form adding an entry: its heading, the fields, why the last add failed, and the button ("Adding..."). */
export function AddForm({
  id,
  title,
  label,
  busy,
  failure,
  onSubmit,
  children,
}: {
  /** Of the heading that names the form. */
  id: string;
  title: string;
  label: string;
  busy: boolean;
  failure: string | null;
  onSubmit(): unknown;
  children: ReactNode;
}) {
  return (
    <form
      className="pi-customer-tabs__form"
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
      noValidate
      aria-labelledby={id}
    >
      <h2 id={id} className="pi-customer-tabs__form-title">
        {title}
      </h2>
      {children}
      {failure ? (
        <p className="pi-form-field__error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="pi-btn pi-btn--primary" disabled={busy}>
        {busy ? 'Adding...' : label}
      </button>
    </form>
  );
}
