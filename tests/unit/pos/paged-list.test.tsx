// The staff lists on the demo store: /api/customer/get (the generic shape) and /api/order/ (the alternate shape, in
// /api/order's camelCase). One answer is written by hand: the alternate shape in snake_case by POST with a list named by
// the call (spec 3 §7 allows it; the demo store's lists use the other spellings), at a path of its own (/alt).
// Listed in tests/unit/lint/fetch-stubs.test.ts.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchAlternateList, fetchGenericList, type ListQuery } from '../../../src/pos/api/paged';
import { createPagedList, LIST_FAILED, queryToSearch, searchToQuery } from '../../../src/pos/stores/paged-list';
import { PagedTable } from '../../../src/ui/paged-table';
import { demoStore } from '../helpers/demo-store';
import { deferred, json } from '../helpers/fake-fetch';
import { handAnswer } from '../helpers/hand-answer';

const store = demoStore();
const Row = v.object({ id: v.number() });
const CustomerRow = v.object({ customer_id: v.number(), custname: v.string() });
const OrderRow = v.object({ order_id: v.number() });
const query: ListQuery = {
  sort: 'custname',
  order: 'asc',
  page: 1,
  limit: 10,
  filters: { filter_name: 'Dana', empty: '' },
};

beforeEach(async () => {
  await store.signInAsStaff();
});
afterEach(() => vi.unstubAllGlobals());

describe('staff list answers: both shapes (spec 3 §3, §7)', () => {
  it('generic: GET with sort, order, page, limit and filters; reads results, totalPages, position', async () => {
    const page = await fetchGenericList('/api/customer/get', query, CustomerRow);
    expect(Object.fromEntries(store.requests[0]!.url.searchParams)).toEqual({
      sort: 'custname',
      order: 'asc',
      page: '1',
      limit: '10',
      filter_name: 'Dana',
    });
    const held = JSON.parse(store.requests[0]!.answer!.text) as { totalPages: number; position: string };
    expect(page.rows.map((r) => r.custname)).toContain('Dana Whitfield');
    expect(page.rows.every((r) => r.custname.includes('Dana'))).toBe(true);
    expect(page).toMatchObject({ totalPages: held.totalPages, position: held.position, totalItems: null });
    expect(page.position).toMatch(/^Showing /);
  });

  it("alternate: total_items, total_pages, page, limit, counts and a named item list, by GET or POST; /api/order's camelCase too", async () => {
    handAnswer(store, 'POST /alt', () =>
      json({
        orders: [{ id: 2 }],
        total_items: 41,
        total_pages: 3,
        page: 2,
        limit: 20,
        counts: { all: 41 },
      }),
    );
    const alt = await fetchAlternateList('/alt', { ...query, page: 2, order: 'desc', limit: 20 }, Row, {
      itemsKey: 'orders',
      method: 'POST',
    });
    expect(alt).toMatchObject({
      rows: [{ id: 2 }],
      totalItems: 41,
      totalPages: 3,
      page: 2,
      limit: 20,
      counts: { all: 41 },
    });
    expect(store.requests[0]!.form.get('order')).toBe('desc');
    const orders = await fetchAlternateList(
      '/api/order/',
      { sort: 'o.order_id', order: 'desc', page: 2, limit: 5, filters: {} },
      OrderRow,
      { itemsKey: 'items', extra: { from_pos: 1 } },
    );
    expect(store.requests[1]!.url.searchParams.get('from_pos')).toBe('1');
    const held = JSON.parse(store.requests[1]!.answer!.text) as {
      items: { order_id: number }[];
      totalItems: number;
      totalPages: number;
      counts: Record<string, number>;
    };
    expect(held.totalPages).toBeGreaterThan(2);
    expect(orders).toMatchObject({
      rows: held.items.map(({ order_id }) => ({ order_id })),
      totalItems: held.totalItems,
      totalPages: held.totalPages,
      page: 2,
      limit: 5,
      counts: held.counts,
    });
    expect(orders.rows).toHaveLength(5);
  });

  it('an answer without the named list is a schema error', async () => {
    await store.fault({ path: '/api/order', kind: 'malformed' });
    await expect(
      fetchAlternateList('/api/order/', { ...query, sort: 'o.order_id', filters: {} }, OrderRow, {
        itemsKey: 'items',
        extra: { from_pos: 1 },
      }),
    ).rejects.toMatchObject({ kind: 'schema' });
  });
});

describe('table query state (spec 3 §4)', () => {
  const page = (n: number, totalPages = 5) => ({
    rows: [{ id: n }],
    totalPages,
    page: n,
    limit: 10,
    totalItems: null,
    position: '',
    counts: {},
  });

  it('the active column toggles asc/desc; another column sorts by it with the current order, from page 1', async () => {
    const load = vi.fn(async (q: ListQuery) => page(q.page));
    const list = createPagedList(load, { sort: 'custname' });
    await list.load({ sort: 'custname', page: 3 });
    await list.sortBy('custname');
    expect(list.$list.get().query).toMatchObject({ sort: 'custname', order: 'desc', page: 1 });
    await list.sortBy('email');
    expect(list.$list.get().query).toMatchObject({ sort: 'email', order: 'desc', page: 1 });
    await list.sortBy('email');
    expect(list.$list.get().query.order).toBe('asc');
  });

  it('a page change is ignored while loading or when unchanged; a filter change reloads from page 1', async () => {
    const answers = [1, 2, 3].map(() => deferred<ReturnType<typeof page>>());
    let call = 0;
    const load = vi.fn(() => (answers[call++] ?? deferred<ReturnType<typeof page>>()).promise);
    const list = createPagedList(load);
    const first = list.load();
    expect(list.goToPage(2)).toBeUndefined();
    answers[0]!.resolve(page(1));
    await first;
    expect(list.goToPage(1)).toBeUndefined();
    expect(list.goToPage(9)).toBeUndefined();
    const second = list.goToPage(2);
    answers[1]!.resolve(page(2));
    await second;
    expect(load).toHaveBeenCalledTimes(2);
    answers[2]!.resolve(page(1));
    await list.setFilters({ filter_name: 'x' });
    expect(list.$list.get().query).toMatchObject({ page: 1, filters: { filter_name: 'x' } });
  });

  it('a failure keeps the last good list and says "Something went wrong!"; a newer request wins over an older one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const slow = deferred<ReturnType<typeof page>>();
    const load = vi
      .fn()
      .mockResolvedValueOnce(page(1))
      .mockReturnValueOnce(slow.promise)
      .mockResolvedValueOnce(page(3))
      .mockRejectedValueOnce(new Error('offline'));
    const list = createPagedList(load);
    await list.load();
    const older = list.setFilters({ a: '1' });
    await list.setFilters({ a: '2' });
    slow.resolve(page(2));
    await older;
    expect(list.$list.get().page?.rows).toEqual([{ id: 3 }]);
    await list.reload();
    expect(list.$list.get()).toMatchObject({ status: 'error', error: LIST_FAILED, page: { rows: [{ id: 3 }] } });
  });

  it('the URL holds filters, sort, order, page and limit (defaults left out) and reads back the same view', () => {
    const defaults: ListQuery = { sort: 'o.date_added', order: 'desc', page: 1, limit: 20, filters: {} };
    const view: ListQuery = { sort: 'o.total', order: 'asc', page: 2, limit: 20, filters: { status: 'complete' } };
    const search = queryToSearch(view, defaults);
    expect(search).toBe('?status=complete&sort=o.total&order=asc&page=2');
    expect(searchToQuery(search, defaults, ['status'])).toEqual(view);
    expect(queryToSearch(defaults, defaults)).toBe('');
    expect(searchToQuery('?page=-3&order=up&other=1', defaults, ['status'])).toEqual(defaults);
  });
});

describe('<PagedTable>', () => {
  const props = {
    caption: 'People',
    columns: [
      { key: 'name', label: 'Name', sort: 'name', render: (r: { id: number }) => `Person ${r.id}` },
      { key: 'id', label: 'Id', render: (r: { id: number }) => r.id },
    ],
    rowKey: (r: { id: number }) => r.id,
    sort: 'name',
    order: 'asc' as const,
    page: 1,
    totalPages: 1,
    position: 'Showing 0 to 0 of 0 (1 Pages)',
    loading: false,
  };

  it('shows a "No results!" row when empty; no page buttons for one page; the position text', () => {
    render(<PagedTable {...props} rows={[]} onSort={() => {}} onPage={() => {}} />);
    expect(screen.getByRole('cell', { name: 'No results!' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByText('Showing 0 to 0 of 0 (1 Pages)')).toBeTruthy();
  });

  it('sortable headers are buttons inside headers with aria-sort; page buttons with first/last/previous/next', async () => {
    const onSort = vi.fn();
    const onPage = vi.fn();
    render(<PagedTable {...props} rows={[{ id: 1 }]} page={3} totalPages={12} onSort={onSort} onPage={onPage} />);
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: 'Id' }).getAttribute('aria-sort')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name, descending' }));
    expect(onSort).toHaveBeenCalledWith('name');
    const pager = screen.getByRole('navigation', { name: 'People pages' });
    expect(within(pager).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(10);
    await userEvent.click(within(pager).getByRole('button', { name: 'Last page' }));
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous page' }));
    expect(onPage.mock.calls).toEqual([[12], [2]]);
    expect(within(pager).getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('keyboard: focus stays on the used button while the page loads, and lands on the current page when that button is gone', async () => {
    const onPage = vi.fn();
    const table = (page: number, loading: boolean) => (
      <PagedTable
        {...props}
        rows={[{ id: 1 }]}
        page={page}
        totalPages={12}
        loading={loading}
        onSort={() => {}}
        onPage={onPage}
      />
    );
    const { rerender } = render(table(11, false));
    const next = screen.getByRole('button', { name: 'Next page' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPage).toHaveBeenCalledWith(12);
    // Loading: the pager says it is unavailable and ignores presses, and keeps focus where it was.
    rerender(table(11, true));
    expect(document.activeElement).toBe(next);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(onPage).toHaveBeenCalledTimes(1);
    // The last page has no Next button: focus moves to the current page's button, not the document.
    rerender(table(12, false));
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 12' }));
    // Focus the user moved elsewhere is left alone on later pages.
    screen.getByRole('button', { name: 'Sort by Name, descending' }).focus();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    screen.getByRole('button', { name: 'Sort by Name, descending' }).focus();
    rerender(table(11, false));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sort by Name, descending' }));
  });
});
