// Page buttons (spec 2 §2, §9; spec 3 §2): first, previous, at most 10 numbered pages with ellipsis buttons, next,
// last; shown only when there is more than one page. An ellipsis is a button that jumps a block (10) of pages.
// Keyboard: focus stays on the pager while a page loads, and lands on the current page's button when the one used is gone.
import { useLayoutEffect, useRef } from 'react';

export const MAX_PAGE_BUTTONS = 10;

export type PageItem = number | 'gap-start' | 'gap-end';

/** At most `max` numbered pages around the current one; an ellipsis where pages are left out. */
export function pageItems(page: number, totalPages: number, max = MAX_PAGE_BUTTONS): PageItem[] {
  if (totalPages <= max) return Array.from({ length: totalPages }, (_, i) => i + 1);
  let start = Math.max(1, page - Math.floor(max / 2));
  const end = Math.min(totalPages, start + max - 1);
  start = Math.max(1, end - max + 1);
  const items: PageItem[] = [];
  if (start > 1) items.push('gap-start');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < totalPages) items.push('gap-end');
  return items;
}

/** Where an ellipsis jumps: a block of `max` pages back (gap-start) or forward (gap-end), kept within the pages. */
export function gapTarget(
  gap: 'gap-start' | 'gap-end',
  page: number,
  totalPages: number,
  max = MAX_PAGE_BUTTONS,
): number {
  return gap === 'gap-start' ? Math.max(1, page - max) : Math.min(totalPages, page + max);
}

/** The ellipsis button's accessible name: what it skips and where it lands. */
export function gapLabel(
  gap: 'gap-start' | 'gap-end',
  page: number,
  totalPages: number,
  max = MAX_PAGE_BUTTONS,
): string {
  const target = gapTarget(gap, page, totalPages, max);
  return gap === 'gap-start' ? `Back ${max} pages, to page ${target}` : `Forward ${max} pages, to page ${target}`;
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPage(page: number): void;
  /** Names the navigation landmark ("Orders pages"). */
  label: string;
  disabled?: boolean;
}

export function Pagination({ page, totalPages, onPage, label, disabled }: PaginationProps) {
  const nav = useRef<HTMLElement>(null);
  /** The page a page button was used on: once the next page shows, if that button is gone (Next on the last page),
   * focus lands on the current page's button instead of the document. Only focus that was lost moves. */
  const usedOn = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (usedOn.current === null || usedOn.current === page) return;
    usedOn.current = null;
    const active = document.activeElement;
    if (!active || active === document.body)
      nav.current?.querySelector<HTMLButtonElement>('[aria-current="page"]')?.focus();
  });
  if (totalPages <= 1) return null;
  const button = (target: number, text: string, name: string, current = false, extraClass = '') => (
    <li key={name}>
      <button
        type="button"
        className={`pi-pagination__button${current ? ' pi-pagination__button--current' : ''}${extraClass}`}
        aria-label={name}
        aria-current={current ? 'page' : undefined}
        // While a page loads the buttons say they are unavailable but keep focus (a disabled button drops it).
        aria-disabled={disabled || undefined}
        onClick={() => {
          if (disabled) return;
          usedOn.current = page;
          onPage(target);
        }}
      >
        {text}
      </button>
    </li>
  );
  return (
    <nav className="pi-pagination" aria-label={label} ref={nav}>
      <ul className="pi-pagination__list">
        {page > 1 ? button(1, '|<', 'First page') : null}
        {page > 1 ? button(page - 1, '<', 'Previous page') : null}
        {pageItems(page, totalPages).map((item) =>
          typeof item === 'number'
            ? button(item, String(item), `Page ${item}`, item === page)
            : button(
                gapTarget(item, page, totalPages),
                '…',
                gapLabel(item, page, totalPages),
                false,
                ' pi-pagination__gap',
              ),
        )}
        {page < totalPages ? button(page + 1, '>', 'Next page') : null}
        {page < totalPages ? button(totalPages, '>|', 'Last page') : null}
      </ul>
    </nav>
  );
}
