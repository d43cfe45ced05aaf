// Contract test with Algolia's own front-end: a stock InstantSearch.js page (searchBox, hits with highlighting,
// refinementList, stats, pagination) and the algoliasearch lite client, served from another origin than the demo
// search service (localhost vs 127.0.0.1: a CORS preflight for the x-algolia-* headers), renders what the service
// answers, and refining and paging work.
import type { Page, Response } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

const hits = (page: Page) => page.locator('#hits .ais-Hits-item');
const statsCount = async (page: Page) =>
  Number(/([\d,]+) results? found/.exec((await page.locator('#stats').innerText()) ?? '')?.[1]?.replace(/,/g, ''));
const brandList = (page: Page) => page.locator('#brand-list');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search', exact: true });
/** The brand refinement list as {brand: count}. */
async function brandCounts(page: Page): Promise<Record<string, number>> {
  const items = await brandList(page).locator('.ais-RefinementList-item').all();
  const entries = await Promise.all(
    items.map(async (item) => [
      await item.locator('.ais-RefinementList-labelText').innerText(),
      Number(await item.locator('.ais-RefinementList-count').innerText()),
    ]),
  );
  return Object.fromEntries(entries) as Record<string, number>;
}
const hitIds = (page: Page) =>
  hits(page)
    .locator('article')
    .evaluateAll((list) => list.map((a) => a.getAttribute('data-object-id')));

test('InstantSearch.js on another origin: hits with highlights, facet counts, refining and page 2 from the demo search service', async ({
  page,
  baseURL,
}) => {
  const service = new URL(baseURL!);
  // The page on localhost, the service on 127.0.0.1: another origin, as a theme's page on its own site.
  const pageOrigin = `http://localhost:${service.port}`;
  const answers: Response[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/1/indexes/')) answers.push(r);
  });
  await page.goto(`${pageOrigin}/demo/instantsearch?host=${encodeURIComponent(service.origin)}`);

  // The first search (no query): every part, 8 per page.
  await expect(hits(page)).toHaveCount(8);
  expect(await statsCount(page)).toBe(150);
  const preflight = answers.find((r) => r.request().method() === 'OPTIONS');
  const search = answers.find((r) => r.request().method() === 'POST');
  expect(new URL(search!.url()).origin).toBe(service.origin);
  expect(search!.headers()['access-control-allow-origin']).toBe('*');
  // Chromium may answer the preflight from its cache; when it is seen, it allowed the x-algolia-* headers.
  if (preflight) expect(preflight.headers()['access-control-allow-headers']).toMatch(/x-algolia-api-key/);

  // A query: highlighted hits (InstantSearch's own tags, turned into <mark>), the brands' counts add up to the results.
  await searchBox(page).fill('brake');
  await expect(searchBox(page)).toHaveValue('brake');
  await expect.poll(() => statsCount(page)).not.toBe(150);
  const total = await statsCount(page);
  expect(total).toBeGreaterThan(16);
  await expect(hits(page)).toHaveCount(8);
  const marks = await hits(page).locator('h3 mark').allInnerTexts();
  expect(marks.length).toBeGreaterThanOrEqual(8);
  for (const mark of marks) expect(mark.toLowerCase()).toBe('brake');
  const counts = await brandCounts(page);
  expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(total);
  expect(counts['Summit Select']).toBeGreaterThan(0);
  expect(counts['Summit Select']).toBeLessThan(total);

  // Refining by a brand: as many results as its count said, every hit of that brand; the other brands still show
  // (a refinement list ORs within the facet, so InstantSearch asks for their counts without this refinement).
  await brandList(page)
    .getByRole('checkbox', { name: /Summit Select/ })
    .check();
  await expect(page.locator('#stats')).toContainText(`${counts['Summit Select']} result`);
  await expect(hits(page)).toHaveCount(Math.min(8, counts['Summit Select']!));
  for (const brand of await hits(page).locator('.is-demo__brand').allInnerTexts()) expect(brand).toBe('Summit Select');
  expect(await brandCounts(page)).toEqual(counts);
  await brandList(page)
    .getByRole('checkbox', { name: /Summit Select/ })
    .uncheck();
  await expect(page.locator('#stats')).toContainText(`${total} results found`);

  // Page 2 and the last page: other hits, the rest of the results.
  const first = await hitIds(page);
  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page.locator('.ais-Pagination-item--selected')).toHaveText('2');
  await expect.poll(() => hitIds(page)).not.toEqual(first);
  await expect(hits(page)).toHaveCount(8);
  const second = await hitIds(page);
  const lastPage = Math.ceil(total / 8);
  await page.getByRole('link', { name: `Page ${lastPage}`, exact: true }).click();
  await expect(page.locator('.ais-Pagination-item--selected')).toHaveText(String(lastPage));
  // The pager shows the page it asked for at once; the hits follow with the answer (a full last page has as many hits
  // as page 2, so the count alone does not tell them apart).
  await expect.poll(() => hitIds(page)).not.toEqual(second);
  await expect(hits(page)).toHaveCount(total - 8 * (lastPage - 1));
  // No part shows on two pages.
  const last = await hitIds(page);
  expect(new Set([...first, ...second, ...last]).size).toBe(first.length + second.length + last.length);

  // Every answer came from the service with CORS headers; none was refused.
  expect(answers.filter((r) => r.status() !== 200)).toEqual([]);
  await expectNoAxeViolations(page);
});

test('InstantSearch.js: a query nothing matches shows its empty state; clearing it shows every part again', async ({
  page,
}) => {
  await page.goto('/demo/instantsearch');
  await expect(hits(page)).toHaveCount(8);
  await searchBox(page).fill('zzqqxx');
  await expect(page.locator('#hits')).toContainText('No parts match "zzqqxx".');
  await expect(page.locator('#stats')).toContainText('No results');
  await searchBox(page).fill('');
  await expect(hits(page)).toHaveCount(8);
  expect(await statsCount(page)).toBe(150);
});

test('InstantSearch.js: searching the brand list (a facet-value search) finds a brand, highlighted, with its count; choosing it refines', async ({
  page,
}) => {
  await page.goto('/demo/instantsearch');
  await searchBox(page).fill('brake');
  await expect.poll(() => statsCount(page)).not.toBe(150);
  const counts = await brandCounts(page);
  await brandList(page).getByRole('searchbox', { name: 'Search for filters' }).fill('sum');
  await expect(brandList(page).locator('.ais-RefinementList-item')).toHaveCount(1);
  await expect(brandList(page).locator('.ais-RefinementList-labelText mark')).toHaveText('Sum');
  expect(await brandCounts(page)).toEqual({ 'Summit Select': counts['Summit Select'] });
  await brandList(page)
    .getByRole('checkbox', { name: /Summit Select/ })
    .check();
  await expect(page.locator('#stats')).toContainText(`${counts['Summit Select']} result`);
  for (const brand of await hits(page).locator('.is-demo__brand').allInnerTexts()) expect(brand).toBe('Summit Select');
});
