import type { Page } from '@playwright/test';
import { expect, injectFault, settled, test } from './fixtures';

const QUERIES = '/1/indexes/*/queries';

interface SearchLog {
  searches: {
    queries: { indexName: string; query: string; hitsPerPage: number }[];
    queryIDs: string[];
    answered: boolean;
  }[];
  events: {
    eventType: string;
    eventName: string;
    index: string;
    queryID?: string;
    objectIDs: string[];
    positions?: number[];
    query: string | null;
  }[];
}

/** The demo store's record of this session's search requests and insights events. */
async function searchLog(page: Page): Promise<SearchLog> {
  return (await (await page.request.get('/__demo/search-log')).json()) as SearchLog;
}

const header = (page: Page) => page.locator('.site-header');
const fallbackBox = (page: Page) => page.locator('[data-mount="search-bar"] input[name="search"]');
const combobox = (page: Page) => header(page).getByRole('combobox', { name: 'Search' });
const listbox = (page: Page) => header(page).getByRole('listbox', { name: 'Search suggestions' });
const group = (page: Page, name: string) => listbox(page).getByRole('group', { name });

/** Focus mounts the island (interaction strategy); the box is then the combobox, still focused. */
async function focusSearch(page: Page): Promise<void> {
  await fallbackBox(page).focus();
  await expect(page.locator('[data-mount="search-bar"]')).toHaveAttribute('data-mount-state', 'mounted');
  await expect(combobox(page)).toBeFocused();
}

test.beforeEach(async ({ page }) => {
  await page.request.post('/__demo/reset');
});

test('the search bar costs no bytes before interaction: its chunk loads on the first focus', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => chunks.push(r.url()));
  await page.goto('/product/catalog');
  await settled(page);
  expect(chunks.filter((u) => u.includes('/islands/search-bar'))).toEqual([]);
  await focusSearch(page);
  expect(chunks.filter((u) => u.includes('/islands/search-bar'))).toHaveLength(1);
});

test('text typed before the island mounted is kept, and searched', async ({ page }) => {
  await page.goto('/product/catalog');
  await settled(page);
  await fallbackBox(page).pressSequentially('ironclad', { delay: 0 });
  await expect(combobox(page)).toHaveValue('ironclad');
  await expect(combobox(page)).toBeFocused();
  await expect(group(page, 'Brand').getByRole('option', { name: /Ironclad Brakeworks/ })).toBeVisible();
});

for (const { width, parts, others, side } of [
  { width: 1440, parts: 12, others: 8, side: true },
  { width: 1100, parts: 10, others: 5, side: false },
  { width: 500, parts: 4, others: 5, side: false },
]) {
  test(`at ${width} px wide: "Focusing the box expands it with a slide-in. The autocomplete opens when there is a query and at least one section (parts, categories, series, brand) has hits"; ${parts} parts, ${others} per other section${side ? '; "The parts section sits at the side"' : ''}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/common/home');
    await settled(page);
    const before = (await fallbackBox(page).boundingBox())!.width;
    await focusSearch(page);
    if (width > 640)
      await expect.poll(async () => (await combobox(page).boundingBox())!.width).toBeGreaterThan(before + 50);
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
    await combobox(page).fill('brake');
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox(page)).toBeVisible();
    for (const name of ['Parts', 'Categories', 'Series', 'Brand']) await expect(group(page, name)).toBeVisible();
    await expect(group(page, 'Parts').getByRole('option')).toHaveCount(parts);
    // Fewer series than that match "brake": the request asked for `others` (below), the list shows what came back.
    expect(await group(page, 'Series').getByRole('option').count()).toBeLessThanOrEqual(others);
    expect(await group(page, 'Series').getByRole('option').count()).toBeGreaterThan(0);
    const log = await searchLog(page);
    expect(log.searches).toHaveLength(1);
    expect(log.searches[0]!.queries).toEqual([
      { indexName: 'summit_parts', query: 'brake', hitsPerPage: parts },
      { indexName: 'summit_categories', query: 'brake', hitsPerPage: others },
      { indexName: 'summit_series', query: 'brake', hitsPerPage: others },
      { indexName: 'summit_brands', query: 'brake', hitsPerPage: others },
    ]);
    const partsBox = (await group(page, 'Parts').boundingBox())!;
    const categoriesBox = (await group(page, 'Categories').boundingBox())!;
    if (side) {
      expect(categoriesBox.x).toBeGreaterThanOrEqual(partsBox.x + partsBox.width - 1);
      expect(Math.abs(categoriesBox.y - partsBox.y)).toBeLessThan(5);
    } else {
      expect(categoriesBox.y).toBeGreaterThanOrEqual(partsBox.y + partsBox.height - 1);
    }
    // A query matching nothing: no section has hits, the autocomplete stays closed.
    await combobox(page).fill('zzqqxx');
    await expect.poll(async () => (await searchLog(page)).searches.at(-1)?.queries[0]?.query).toBe('zzqqxx');
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(listbox(page)).toBeHidden();
  });
}

test('"A search with no query text returns empty results without calling it"', async ({ page }) => {
  await page.clock.install();
  await page.goto('/common/home');
  await settled(page);
  await focusSearch(page);
  await page.clock.pauseAt(Date.now() + 1000);
  await combobox(page).pressSequentially('   ');
  // Every pending timer runs now: a search would have been sent.
  await page.clock.runFor(2000);
  await expect(combobox(page)).toHaveValue('   ');
  await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
  expect((await searchLog(page)).searches).toEqual([]);
});

test('keyboard only: Tab to the box, type, arrow to a part (aria-activedescendant), Enter goes to /{slug}?queryID={id}', async ({
  page,
}) => {
  await page.goto('/common/home');
  await settled(page);
  // One atomic read of the page: a locator's evaluate resolves the element first and may then read a fallback that
  // the island's commit has just replaced (focus already handed over), and press Tab once too often.
  const inBox = () =>
    page.evaluate(() => !!document.activeElement?.matches('[data-mount="search-bar"] input[name="search"]'));
  for (let i = 0; i < 5 && !(await inBox()); i++) await page.keyboard.press('Tab');
  await expect(page.locator('[data-mount="search-bar"]')).toHaveAttribute('data-mount-state', 'mounted');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.type('ceramic front brake');
  const first = group(page, 'Parts').getByRole('option').first();
  await expect(first).toContainText('Ironclad Ceramic Front Brake Pad Set');
  await page.keyboard.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expect(combobox(page)).toBeFocused();
  // Down past the last option wraps to the first; Up from the first goes to the last.
  await page.keyboard.press('ArrowUp');
  await expect(listbox(page).getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  // Escape closes the list and keeps the text; ArrowDown opens it again.
  await page.keyboard.press('Escape');
  await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(combobox(page)).not.toHaveAttribute('aria-activedescendant');
  await expect(combobox(page)).toHaveValue('ceramic front brake');
  await page.keyboard.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const href = await first.getAttribute('href');
  const queryID = (await searchLog(page)).searches.at(-1)!.queryIDs[0]!;
  expect(href).toBe(`/ironclad-ceramic-front-brake-pad-set-ir-8476a?queryID=${queryID}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/product\\?product_id=1&queryID=${queryID}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ironclad Ceramic Front Brake Pad Set');
});

test('typing fast sends at most one request per pause, and only the newest answer is shown', async ({ page }) => {
  await page.clock.install();
  await page.goto('/common/home');
  await settled(page);
  await focusSearch(page);
  await page.clock.pauseAt(Date.now() + 1000);
  // No time passes between the keystrokes: one pause, one request.
  await combobox(page).pressSequentially('wheel');
  await page.clock.runFor(100);
  await expect.poll(async () => (await searchLog(page)).searches.map((s) => s.queries[0]!.query)).toEqual(['wheel']);
  await expect(group(page, 'Parts').getByRole('option').first()).toContainText(/wheel/i);
  // The next search is slow on the server; the one after answers first. The slow answer must never replace it.
  await injectFault(page, { path: QUERIES, kind: 'slow', delayMs: 1500, times: 1 });
  // The next search request is the slow one.
  const slowSent = page.waitForRequest((r) => r.url().includes('/queries'));
  await combobox(page).fill('brake');
  await page.clock.runFor(100);
  const slow = await slowSent;
  await combobox(page).fill('headlight');
  await page.clock.runFor(100);
  await expect(group(page, 'Parts').getByRole('option').first()).toContainText(/headlight/i);
  // Wait until the browser has the slow answer too, then check it changed nothing.
  await (await slow.response())!.finished();
  // A few tasks later (timers and frames are paused by the clock), the page has handled that answer.
  await page.evaluate(async () => {
    for (let i = 0; i < 5; i++)
      await new Promise((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = done;
        channel.port2.postMessage(0);
      });
  });
  // One request per pause (the slow one is logged when its delay is over, after the newer one).
  expect((await searchLog(page)).searches.map((s) => `${s.queries[0]!.query}:${s.answered}`)).toEqual([
    'wheel:true',
    'headlight:true',
    'brake:true',
  ]);
  await expect(combobox(page)).toHaveValue('headlight');
  for (const option of await listbox(page).getByRole('option').all()) await expect(option).not.toContainText(/^brake/i);
  await expect(group(page, 'Parts').getByRole('option').first()).toContainText(/headlight/i);
});

test('"Submitting goes to /index.php?route=product/search with query parameters search, description=true, search_in_brand_or_category=true, … queryID"', async ({
  page,
}) => {
  await page.goto('/common/home');
  await settled(page);
  await focusSearch(page);
  await combobox(page).pressSequentially('brake pad');
  await expect(listbox(page)).toBeVisible();
  const queryID = (await searchLog(page)).searches.at(-1)!.queryIDs[0]!;
  await combobox(page).press('Enter');
  await expect(page).toHaveURL(/\/index\.php\?route=product/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    route: 'product/search',
    search: 'brake pad',
    description: 'true',
    search_in_brand_or_category: 'true',
    queryID,
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search - brake pad');
  await expect(page.getByText(/Showing 1 to \d+ of \d+/)).toBeVisible();
});

test('search analytics: a click on a hit and an add to cart that follows send click and conversion events with the queryID (QA page)', async ({
  page,
}) => {
  await page.goto('/common/home');
  await settled(page);
  await focusSearch(page);
  await combobox(page).pressSequentially('ceramic front brake');
  const option = group(page, 'Parts')
    .getByRole('option', { name: /Ironclad Ceramic Front Brake Pad Set/ })
    .first();
  await expect(option).toBeVisible();
  const queryID = (await searchLog(page)).searches.at(-1)!.queryIDs[0]!;
  await option.click();
  await expect(page).toHaveURL(/product_id=1&queryID=/);
  await settled(page);
  await page.locator('main').getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Added!' })).toBeVisible();
  await expect
    .poll(async () => (await searchLog(page)).events.map((e) => e.eventType))
    .toEqual(['click', 'conversion']);
  const [click, conversion] = (await searchLog(page)).events;
  expect(click).toMatchObject({
    index: 'summit_parts',
    queryID,
    objectIDs: ['1'],
    positions: [1],
    query: 'ceramic front brake',
  });
  expect(conversion).toMatchObject({
    index: 'summit_parts',
    queryID,
    objectIDs: ['1'],
    eventName: 'Product Added To Cart',
  });
  await page.goto('/demo/search-insights');
  const rows = page.locator('tr.insights-event');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('click');
  await expect(rows.nth(0)).toContainText(queryID);
  await expect(rows.nth(1)).toContainText('conversion');
  await expect(rows.nth(1)).toContainText('ceramic front brake');
});

test('an add to cart with no search before it sends no conversion', async ({ page }) => {
  await page.goto('/product/product?product_id=1');
  await settled(page);
  await page.locator('main').getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Added!' })).toBeVisible();
  const chunks = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(chunks.filter((u) => /search/.test(u))).toEqual([]);
  expect((await searchLog(page)).events).toEqual([]);
});

test('a failed search (error status, dropped connection, wrong shape, a login page, a PHP notice) shows "Search is not available right now. Please try again." and keeps the query; Try again answers', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/search failed|Failed to load resource/);
  await page.goto('/common/home');
  await settled(page);
  await focusSearch(page);
  for (const kind of ['status', 'drop-after', 'malformed', 'html', 'notice'] as const) {
    await injectFault(page, { path: QUERIES, kind, times: 1 });
    await combobox(page).fill(`brake ${kind}`);
    const alert = header(page).getByRole('alert');
    await expect(alert).toContainText('Search is not available right now. Please try again.');
    await expect(combobox(page)).toHaveValue(`brake ${kind}`);
    // The next fault must meet the next query: this one (the only query after the failed one) has its answer first;
    // the old list shows meanwhile.
    const answered = page.waitForResponse((r) => r.url().includes('/queries'));
    await combobox(page).fill('brake');
    await answered;
    await expect(listbox(page)).toBeVisible();
    await expect(alert).toBeHidden();
  }
  await injectFault(page, { path: QUERIES, kind: 'status', status: 503, times: 1 });
  await combobox(page).fill('rotor');
  await header(page).getByRole('button', { name: 'Try again' }).click();
  await expect(group(page, 'Parts').getByRole('option').first()).toContainText(/rotor/i);
  await expect(combobox(page)).toHaveValue('rotor');
});

test('a failed click event (insights) is logged and never stops the shopper reaching the part', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/search click could not be sent|Failed to load resource/);
  await page.goto('/common/home');
  await settled(page);
  await injectFault(page, { path: '/1/events', kind: 'status', status: 500, times: 1 });
  await focusSearch(page);
  await combobox(page).pressSequentially('IR-8476A');
  await group(page, 'Parts').getByRole('option').first().click();
  await expect(page).toHaveURL(/product_id=1&queryID=/);
  expect((await searchLog(page)).events).toEqual([]);
});
