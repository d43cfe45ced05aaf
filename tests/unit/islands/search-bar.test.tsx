import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import searchBar from '../../../islands/search-bar/index';
import { setConfig } from '../helpers/config';
import { addToCart } from '../../../src/cart/stores/cart';
import {
  DEFAULT_HITS_PER_INDEX,
  dropdownHits,
  hitHref,
  hitsFor,
  hitsPerPage,
  SEARCH_DEBOUNCE_MS,
  submitUrl,
} from '../../../src/stores/search';
import { recallSearch } from '../../../src/tracking/search-insights';
import { deferred, json, stubFetch, type FakeFetch, type SentRequest } from '../helpers/fake-fetch';
import { stubLocationAssign } from '../helpers/location';
import { renderIsland } from '../helpers/render-island';
import { resetCatalogStores } from '../helpers/stores';

const QUERIES = 'POST /1/indexes/*/queries';
const SERVICE = {
  app_id: 'APP1',
  api_key: 'search-only',
  host: '',
  insights_host: '',
  site_id: 'summit',
  parts: 'p_idx',
  categories: 'c_idx',
  series: 's_idx',
  brand: 'b_idx',
};
const QID = '0123456789abcdef0123456789abcdef';

interface Body {
  requests: {
    indexName: string;
    query: string;
    hitsPerPage: number;
    clickAnalytics?: boolean;
    facetFilters?: string[];
  }[];
}
const bodyOf = (r: SentRequest) => JSON.parse(r.body) as Body;

/** A strict little search service: one result per request, hits named after the query. */
function answer(r: SentRequest, names: Partial<Record<string, string[]>> = {}) {
  const { requests } = bodyOf(r);
  return json({
    results: requests.map((q) => ({
      hits: (names[q.indexName] ?? [`${q.query} ${q.indexName}`]).map((name, i) => ({
        objectID: `${q.indexName}-${i + 1}`,
        name: { default: name },
        slug: { default: `${q.indexName}-${i + 1}`, summit: `summit-${q.indexName}-${i + 1}` },
        image: `/img/${i}.svg`,
      })),
      nbHits: 1,
      page: 0,
      hitsPerPage: q.hitsPerPage,
      index: q.indexName,
      ...(q.clickAnalytics ? { queryID: QID } : {}),
    })),
  });
}

let server: FakeFetch;
let assign: ReturnType<typeof stubLocationAssign>;

/** A fetch stub with the insights endpoint; each test routes the queries (answers queue in order). */
function freshServer(): FakeFetch {
  const fake = stubFetch();
  fake.onJson('POST /1/events', { status: 200, message: 'OK' });
  return fake;
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  resetCatalogStores();
  sessionStorage.clear();
  setConfig({ search: SERVICE });
  server = freshServer();
  server.on(QUERIES, (r) => answer(r));
  assign = stubLocationAssign();
  setWidth(1440);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const setup = (props: Record<string, unknown> = {}) => {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderIsland(searchBar, props);
  return { user, box: screen.getByRole('combobox', { name: 'Search' }) };
};
/** Every pending timer (the debounce) runs. */
const pause = () => act(async () => void (await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 1)));

describe('spec 3 §9 constants', () => {
  it('hits per page 12/10/8/6/4 for widths above 1199, 1024, 832, 640, else; dropdown hits 8 above 1199 else 5; default 8 per index', () => {
    expect([1440, 1200, 1199, 1025, 1024, 833, 832, 641, 640, 320].map(hitsPerPage)).toEqual([
      12, 12, 10, 10, 8, 8, 6, 6, 4, 4,
    ]);
    expect([1440, 1200, 1199, 500].map(dropdownHits)).toEqual([8, 8, 5, 5]);
    expect(DEFAULT_HITS_PER_INDEX).toBe(8);
    expect(hitsFor('parts')).toBe(8);
    expect(hitsFor('brand', 1100)).toBe(5);
    expect(hitsFor('parts', 1100)).toBe(10);
  });

  it("links: /{slug}?queryID={id} (the site id's slug, else the default); a blog hit /{url}", () => {
    expect(hitHref({ objectID: '1', name: 'x', slug: { default: 'a', s2: 'b' } }, 's2', QID)).toBe(`/b?queryID=${QID}`);
    expect(hitHref({ objectID: '1', name: 'x', slug: { default: 'a' } }, 's2', QID)).toBe(`/a?queryID=${QID}`);
    expect(hitHref({ objectID: '1', name: 'x', slug: 'a' }, 's2', null)).toBe('/a');
    expect(hitHref({ objectID: '1', name: 'x', url: 'blog/brake-care' }, 's2', QID)).toBe('/blog/brake-care');
  });

  it('submit URL: /index.php?route=product/search with search, description=true, search_in_brand_or_category=true, manufacturer_id, category_id, queryID', () => {
    const url = new URL(submitUrl(' pads ', { manufacturer_id: 11, category_id: 22 }, QID), 'http://x');
    expect(url.pathname).toBe('/index.php');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      route: 'product/search',
      search: 'pads',
      description: 'true',
      search_in_brand_or_category: 'true',
      manufacturer_id: '11',
      category_id: '22',
      queryID: QID,
    });
  });
});

describe('search-bar island', () => {
  it('focus expands the box; a query sends ONE multi-index request with the application id and search-only key', async () => {
    const { user, box } = setup();
    const form = screen.getByRole('search', { name: 'Site search' });
    expect(form.className).not.toContain('pi-search--expanded');
    await user.click(box);
    expect(form.className).toContain('pi-search--expanded');
    await user.type(box, 'brake');
    await pause();
    const sent = server.sent(QUERIES);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('X-Algolia-Application-Id')).toBe('APP1');
    expect(sent[0]!.headers.get('X-Algolia-API-Key')).toBe('search-only');
    expect(sent[0]!.headers.get('X-Requested-With')).toBeNull();
    expect(bodyOf(sent[0]!).requests).toEqual([
      { indexName: 'p_idx', query: 'brake', hitsPerPage: 12, clickAnalytics: true },
      { indexName: 'c_idx', query: 'brake', hitsPerPage: 8, clickAnalytics: true },
      { indexName: 's_idx', query: 'brake', hitsPerPage: 8, clickAnalytics: true },
      { indexName: 'b_idx', query: 'brake', hitsPerPage: 8, clickAnalytics: true },
    ]);
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(
      within(list)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-labelledby') && g.textContent),
    ).toEqual(['Partsbrake p_idx', 'Categoriesbrake c_idx', 'Seriesbrake s_idx', 'Brandbrake b_idx']);
    expect(within(list).getByRole('option', { name: 'brake p_idx' }).getAttribute('href')).toBe(
      `/summit-p_idx-1?queryID=${QID}`,
    );
  });

  it('disable_without_stock asks the parts index for in_stock:true only; click analytics off sends no clickAnalytics', async () => {
    setConfig({ search: { ...SERVICE, disable_without_stock: true, click_analytics: false } });
    const { user, box } = setup();
    await user.type(box, 'pad');
    await pause();
    const { requests } = bodyOf(server.sent(QUERIES)[0]!);
    expect(requests[0]).toEqual({ indexName: 'p_idx', query: 'pad', hitsPerPage: 12, facetFilters: ['in_stock:true'] });
    expect(requests.slice(1).every((r) => !('facetFilters' in r) && !('clickAnalytics' in r))).toBe(true);
  });

  it('"A search with no query text returns empty results without calling it"; the autocomplete stays closed', async () => {
    const { user, box } = setup();
    await user.type(box, '   ');
    await pause();
    expect(server.sent(QUERIES)).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('the autocomplete opens only when at least one section has hits', async () => {
    server = freshServer();
    server.on(QUERIES, (r) => answer(r, { p_idx: [], c_idx: [], s_idx: [], b_idx: [] }));
    const { user, box } = setup();
    await user.type(box, 'zzz');
    await pause();
    await vi.waitFor(() => expect(server.sent(QUERIES)).toHaveLength(1));
    await act(async () => {});
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('typing fast sends one request per pause, and an older answer arriving last is never shown', async () => {
    const first = deferred();
    let n = 0;
    server = freshServer();
    server.on(QUERIES, (r) => (++n === 1 ? first.promise.then(() => answer(r)) : answer(r)));
    const { user, box } = setup();
    await user.type(box, 'rot');
    await pause();
    await user.type(box, 'or');
    await pause();
    expect(server.sent(QUERIES).map((r) => bodyOf(r).requests[0]!.query)).toEqual(['rot', 'rotor']);
    await screen.findByRole('option', { name: 'rotor p_idx' });
    await act(async () => first.resolve(json({})));
    await act(async () => {});
    expect(screen.getByRole('option', { name: 'rotor p_idx' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'rot p_idx' })).toBeNull();
  });

  it('arrow keys move aria-activedescendant through every section; Enter follows the hit and sends its click event', async () => {
    const { user, box } = setup();
    await user.type(box, 'brake');
    await pause();
    const options = await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    await user.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(document.activeElement).toBe(box);
    await user.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledWith(`/summit-c_idx-1?queryID=${QID}`);
    await vi.waitFor(() => expect(server.sent('POST /1/events')).toHaveLength(1));
    const event = JSON.parse(server.sent('POST /1/events')[0]!.body) as { events: Record<string, unknown>[] };
    expect(event.events[0]).toMatchObject({
      eventType: 'click',
      index: 'c_idx',
      queryID: QID,
      objectIDs: ['c_idx-1'],
      positions: [1],
    });
    expect(event.events[0]!.userToken).toMatch(/^anonymous-[0-9a-f]{32}$/);
    expect(window.dataLayer).toContainEqual({ event: 'search', search_term: 'brake' });
  });

  it('Escape closes the list and keeps the text; a second Escape clears it', async () => {
    const { user, box } = setup();
    await user.type(box, 'brake');
    await pause();
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect((box as HTMLInputElement).value).toBe('brake');
    await user.keyboard('{Escape}');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('submitting goes to the search page with the parts queryID, fires the "search" event and keeps the queryID for a conversion', async () => {
    const { user, box } = setup({ manufacturer_id: 11 });
    await user.type(box, 'brake pad');
    await pause();
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledWith(
      `/index.php?route=product%2Fsearch&search=brake+pad&description=true&search_in_brand_or_category=true&manufacturer_id=11&queryID=${QID}`,
    );
    expect(window.dataLayer).toContainEqual({ event: 'search', search_term: 'brake pad' });
    expect(recallSearch()).toEqual({ queryID: QID, index: 'p_idx' });
  });

  it('a failed search says so, keeps the query, and Try again answers', async () => {
    server = freshServer();
    server.on(QUERIES, () => json({ message: 'down' }, 500));
    server.on(QUERIES, (r) => answer(r));
    const { user, box } = setup();
    await user.type(box, 'rotor');
    await pause();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Search is not available right now. Please try again.',
    );
    expect((box as HTMLInputElement).value).toBe('rotor');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('option', { name: 'rotor p_idx' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('text typed into the server box before mounting is kept and searched', async () => {
    const fallback = document.createElement('input');
    fallback.dataset.replay = 'search';
    fallback.value = 'headl';
    document.body.append(fallback);
    fallback.focus();
    const { box } = setup();
    fallback.remove();
    expect((box as HTMLInputElement).value).toBe('headl');
    await pause();
    expect(bodyOf(server.sent(QUERIES)[0]!).requests[0]!.query).toBe('headl');
  });

  it('a click (mouse) on a hit sends its click event and lets the link navigate', async () => {
    const { user, box } = setup();
    await user.type(box, 'brake');
    await pause();
    const option = await screen.findByRole('option', { name: 'brake p_idx' });
    option.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(option);
    await vi.waitFor(() => expect(server.sent('POST /1/events')).toHaveLength(1));
    expect(recallSearch()).toEqual({ queryID: QID, index: 'p_idx' });
  });
});

describe('search conversion (add to cart after a search)', () => {
  const cartAnswer = () =>
    json({
      success: 'Added',
      cart: { products: [], vouchers: [], totals: [], total_items: 1, total_text: '$1.00', coupon: '', voucher: '' },
    });

  it('an add to cart after a search in this tab sends a conversion with that queryID; none without a search', async () => {
    server.on('POST /checkout/cart/add', cartAnswer);
    await addToCart({ product_id: 7, quantity: 1 });
    await act(async () => {});
    expect(server.sent('POST /1/events')).toEqual([]);
    sessionStorage.setItem('pi-search-query', JSON.stringify({ queryID: QID, index: 'p_idx' }));
    await addToCart({ product_id: 7, quantity: 1 });
    await vi.waitFor(() => expect(server.sent('POST /1/events')).toHaveLength(1));
    const sent = server.sent('POST /1/events')[0]!;
    expect(sent.headers.get('X-Algolia-API-Key')).toBe('search-only');
    expect((JSON.parse(sent.body) as { events: unknown[] }).events[0]).toMatchObject({
      eventType: 'conversion',
      eventSubtype: 'addToCart',
      index: 'p_idx',
      queryID: QID,
      objectIDs: ['7'],
    });
  });
});
