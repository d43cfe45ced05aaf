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
import { demoStore, type StoreRequest as SentRequest } from '../helpers/demo-store';
import { stubLocationAssign } from '../helpers/location';
import { renderIsland } from '../helpers/render-island';
import { resetCatalogStores } from '../helpers/stores';

const QUERIES = 'POST /1/indexes/*/queries';
const EVENTS = 'POST /1/events';
// The demo store's hosted search service (host "": this origin): its application, search-only key and indexes.
const QID = '0123456789abcdef0123456789abcdef';

const store = demoStore();

interface Body {
  requests: {
    indexName: string;
    query: string;
    hitsPerPage: number;
    clickAnalytics?: boolean;
    facetFilters?: string[];
  }[];
}
interface Hit {
  objectID: string;
  name: { default: string };
  slug: { default: string; summit?: string };
}
interface Results {
  results: { index: string; hits: Hit[]; queryID?: string }[];
}
const bodyOf = (r: SentRequest) => JSON.parse(r.body) as Body;
/** The service's answer to the n-th multi-index search of this test. */
const answerOf = (n = 0) => JSON.parse(store.sent(QUERIES)[n]!.answer!.text) as Results;
/** Waits for the n-th search's answer. */
const answered = (n = 0) => vi.waitFor(() => expect(store.sent(QUERIES)[n]?.answer).toBeDefined());
const names = (answer: Results) => new Set(answer.results.flatMap((r) => r.hits.map((h) => h.name.default)));
const shown = () => screen.queryAllByRole('option').map((o) => o.textContent ?? '');
/** An option's accessible name starts with its hit's name (a part adds its part number). */
const named = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
/** Whether an option's text is that of one of these hit names. */
const among = (text: string, hits: Iterable<string>) => [...hits].some((name) => text.startsWith(name));

let assign: ReturnType<typeof stubLocationAssign>;
let search: Record<string, unknown>;

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
}

beforeEach(async () => {
  // The page config's search block, as the store's pages give it.
  ({ search } = (await store.settings({})) as { search: Record<string, unknown> });
  vi.useFakeTimers({ shouldAdvanceTime: true });
  resetCatalogStores();
  sessionStorage.clear();
  setConfig({ search });
  assign = stubLocationAssign();
  setWidth(1440);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  vi.useRealTimers();
  // Every call the island started has its answer before the page goes.
  await store.answered();
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
    const sent = store.sent(QUERIES);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('X-Algolia-Application-Id')).toBe(search.app_id);
    expect(sent[0]!.headers.get('X-Algolia-API-Key')).toBe(search.api_key);
    expect(sent[0]!.headers.get('X-Requested-With')).toBeNull();
    expect(bodyOf(sent[0]!).requests).toEqual([
      { indexName: 'summit_parts', query: 'brake', hitsPerPage: 12, clickAnalytics: true },
      { indexName: 'summit_categories', query: 'brake', hitsPerPage: 8, clickAnalytics: true },
      { indexName: 'summit_series', query: 'brake', hitsPerPage: 8, clickAnalytics: true },
      { indexName: 'summit_brands', query: 'brake', hitsPerPage: 8, clickAnalytics: true },
    ]);
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    // Every section with hits, in the service's order, each labelled and holding its hits.
    const { results } = answerOf();
    const groups = within(list).getAllByRole('group');
    expect(groups.map((g) => document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Parts',
      'Categories',
      'Series',
      'Brand',
    ]);
    results.forEach((r, i) =>
      expect(within(groups[i]!).getAllByRole('option')[0]!.textContent).toMatch(named(r.hits[0]!.name.default)),
    );
    const first = results[0]!.hits[0]!;
    expect(
      within(list)
        .getAllByRole('option', { name: named(first.name.default) })[0]!
        .getAttribute('href'),
    ).toBe(`/${first.slug.summit ?? first.slug.default}?queryID=${results[0]!.queryID}`);
  });

  it('disable_without_stock asks the parts index for in_stock:true only; click analytics off sends no clickAnalytics', async () => {
    setConfig({ search: { ...search, disable_without_stock: true, click_analytics: false } });
    const { user, box } = setup();
    await user.type(box, 'pad');
    await pause();
    const { requests } = bodyOf(store.sent(QUERIES)[0]!);
    expect(requests[0]).toEqual({
      indexName: 'summit_parts',
      query: 'pad',
      hitsPerPage: 12,
      facetFilters: ['in_stock:true'],
    });
    expect(requests.slice(1).every((r) => !('facetFilters' in r) && !('clickAnalytics' in r))).toBe(true);
    // The service took the filter: every parts hit is in stock, and no queryID without click analytics.
    await answered();
    const { results } = answerOf();
    expect(results[0]!.hits.length).toBeGreaterThan(0);
    expect(results[0]!.hits.every((h) => (h as Hit & { in_stock: boolean }).in_stock)).toBe(true);
    expect(results.every((r) => r.queryID === undefined)).toBe(true);
  });

  it('"A search with no query text returns empty results without calling it"; the autocomplete stays closed', async () => {
    const { user, box } = setup();
    await user.type(box, '   ');
    await pause();
    expect(store.sent(QUERIES)).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('the autocomplete opens only when at least one section has hits', async () => {
    const { user, box } = setup();
    // Nothing in any index matches.
    await user.type(box, 'zzzzqx');
    await pause();
    await answered();
    expect(answerOf().results.every((r) => r.hits.length === 0)).toBe(true);
    await act(async () => {});
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('typing fast sends one request per pause, and an older answer arriving last is never shown', async () => {
    // The first search's answer comes back last.
    await store.fault({ path: '/1/indexes/*/queries', kind: 'late', delayMs: 800 });
    const { user, box } = setup();
    await user.type(box, 'rot');
    await pause();
    await user.type(box, 'or');
    await pause();
    expect(store.sent(QUERIES).map((r) => bodyOf(r).requests[0]!.query)).toEqual(['rot', 'rotor']);
    await answered(1);
    expect(store.sent(QUERIES)[0]!.answer).toBeUndefined();
    const rotor = names(answerOf(1));
    await vi.waitFor(() => expect(shown().length).toBeGreaterThan(0));
    await answered(0);
    await act(async () => {});
    // "rot" finds more than "rotor": none of those is shown, only what "rotor" found.
    const onlyRot = [...names(answerOf(0))].filter((n) => !rotor.has(n));
    expect(onlyRot.length).toBeGreaterThan(0);
    expect(shown().every((text) => among(text, rotor))).toBe(true);
    expect(shown().some((text) => among(text, onlyRot))).toBe(false);
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
    // The second parts hit: its link, and its click event at position 2.
    const { results } = answerOf();
    const second = results[0]!.hits[1]!;
    expect(options[1]!.textContent).toMatch(named(second.name.default));
    expect(assign).toHaveBeenCalledWith(options[1]!.getAttribute('href'));
    expect(options[1]!.getAttribute('href')).toBe(
      `/${second.slug.summit ?? second.slug.default}?queryID=${results[0]!.queryID}`,
    );
    await vi.waitFor(() => expect(store.sent(EVENTS)[0]?.answer?.status).toBe(200));
    const event = JSON.parse(store.sent(EVENTS)[0]!.body) as { events: Record<string, unknown>[] };
    expect(event.events[0]).toMatchObject({
      eventType: 'click',
      index: 'summit_parts',
      queryID: results[0]!.queryID,
      objectIDs: [second.objectID],
      positions: [2],
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
    const queryID = answerOf().results[0]!.queryID!;
    expect(queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(assign).toHaveBeenCalledWith(
      `/index.php?route=product%2Fsearch&search=brake+pad&description=true&search_in_brand_or_category=true&manufacturer_id=11&queryID=${queryID}`,
    );
    expect(window.dataLayer).toContainEqual({ event: 'search', search_term: 'brake pad' });
    expect(recallSearch()).toEqual({ queryID, index: 'summit_parts' });
  });

  it('a failed search says so, keeps the query, and Try again answers', async () => {
    await store.fault({ path: '/1/indexes/*/queries', kind: 'status', status: 500 });
    const { user, box } = setup();
    await user.type(box, 'rotor');
    await pause();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Search is not available right now. Please try again.',
    );
    expect((box as HTMLInputElement).value).toBe('rotor');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await answered(1);
    expect(
      (await screen.findAllByRole('option', { name: named(answerOf(1).results[0]!.hits[0]!.name.default) }))[0],
    ).toBeTruthy();
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
    expect(bodyOf(store.sent(QUERIES)[0]!).requests[0]!.query).toBe('headl');
  });

  it('a click (mouse) on a hit sends its click event and lets the link navigate', async () => {
    const { user, box } = setup();
    await user.type(box, 'brake');
    await pause();
    await answered();
    const { results } = answerOf();
    const [option] = await screen.findAllByRole('option', { name: named(results[0]!.hits[0]!.name.default) });
    option!.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(option!);
    await vi.waitFor(() => expect(store.sent(EVENTS)[0]?.answer?.status).toBe(200));
    expect(recallSearch()).toEqual({ queryID: results[0]!.queryID, index: 'summit_parts' });
  });
});

describe('search conversion (add to cart after a search)', () => {
  it('an add to cart after a search in this tab sends a conversion with that queryID; none without a search', async () => {
    await addToCart({ product_id: 7, quantity: 1 });
    await act(async () => {});
    expect(store.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /checkout/cart/add']);
    // The search this tab made (pi-search-query, the key search-insights keeps it under).
    sessionStorage.setItem('pi-search-query', JSON.stringify({ queryID: QID, index: 'summit_parts' }));
    await addToCart({ product_id: 7, quantity: 1 });
    await vi.waitFor(() => expect(store.sent(EVENTS)[0]?.answer?.status).toBe(200));
    const sent = store.sent(EVENTS)[0]!;
    expect(sent.headers.get('X-Algolia-API-Key')).toBe(search.api_key);
    expect((JSON.parse(sent.body) as { events: unknown[] }).events[0]).toMatchObject({
      eventType: 'conversion',
      eventSubtype: 'addToCart',
      index: 'summit_parts',
      queryID: QID,
      objectIDs: ['7'],
    });
  });
});
