// What every customer tab shares: its styles (added when the first tab loads), the list's life with the tab, the one
// paged table bound to a list, and the confirmation dialog of a destructive change.
import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import type { PagedList } from '../../../src/stores/pos/paged-list';
import formCss from '../../../src/ui/form-fields.css?inline';
import { injectStyle } from '../../../src/ui/inject-style';
import { Modal } from '../../../src/ui/modal';
import modalCss from '../../../src/ui/modal.css?inline';
import { PagedTable, type Column } from '../../../src/ui/paged-table';
import tableCss from '../../../src/ui/paged-table.css?inline';
import { useSingleFlight } from '../../../src/ui/use-single-flight';
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

/** "Are you sure…?": the action runs once however often it is pressed; the dialog closes when it succeeded. */
export function ConfirmDialog({
  open,
  title,
  text,
  action,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: ReactNode;
  action: string;
  onClose(): void;
  onConfirm(): Promise<{ ok: boolean }>;
}) {
  const [busy, run] = useSingleFlight(onConfirm);
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="pi-btn" onClick={onClose} data-initial-focus>
            Cancel
          </button>
          <button
            type="button"
            className="pi-btn pi-btn--danger"
            disabled={busy}
            onClick={async () => {
              const result = await run();
              if (result?.ok) onClose();
            }}
          >
            {busy ? 'Working...' : action}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}
