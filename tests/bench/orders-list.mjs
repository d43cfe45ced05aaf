// npm run bench (after bench.mjs): the POS orders list with 500 seeded orders, time from the /api/order answer to the
// next page's rows in the DOM (and to the next frame). Target: under 50 ms (issue 13). Measured, never asserted.
// Run alone after a build: node tests/bench/orders-list.mjs
import { launchBrowser, median, startDemoStore, table } from './harness.mjs';

const ORDERS = 500;
const SEED_ORDERS = 25;
const PAGE_CHANGES = 20;
const TARGET_MS = 50;

/** Pages through the list with "Next page" ("First page" from the last); per change: answer end -> rows committed, and -> the next frame. */
async function measure(page, base, query) {
  await page.goto(`${base}/pos/order${query}`);
  await page.locator('.pi-paged-table[aria-busy="false"] tbody tr td:nth-child(2)').first().waitFor();
  const commits = [];
  const frames = [];
  for (let i = 0; i < PAGE_CHANGES; i++) {
    await page.evaluate(() => {
      const body = document.querySelector('.pi-paged-table tbody');
      const first = body.querySelector('td:nth-child(2)')?.textContent;
      window.__orderBench = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (body.querySelector('td:nth-child(2)')?.textContent === first) return;
          observer.disconnect();
          const committed = performance.now();
          requestAnimationFrame(() => resolve({ committed, framed: performance.now() }));
        });
        observer.observe(body, { childList: true, subtree: true, characterData: true });
      });
    });
    // Forward through the pages; from the last one back to the first.
    const next = page.getByRole('button', { name: 'Next page' });
    await ((await next.count()) ? next : page.getByRole('button', { name: 'First page' })).click();
    const { committed, framed } = await page.evaluate(() => window.__orderBench);
    const answered = await page.evaluate(() => {
      const calls = performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.startsWith('/api/order'));
      return calls[calls.length - 1].responseEnd;
    });
    commits.push(committed - answered);
    frames.push(framed - answered);
    await page.locator('.pi-paged-table[aria-busy="false"]').waitFor();
  }
  return { commits, frames };
}

const store = await startDemoStore();
const browser = await launchBrowser();
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.request.post(`${store.base}/__demo/session`, { data: { in_pos_mode: true } });
  const seeded = await page.request.post(`${store.base}/__demo/backoffice-orders`, {
    data: { count: ORDERS - SEED_ORDERS },
  });
  if (!seeded.ok()) throw new Error(`could not seed the orders: ${await seeded.text()}`);
  const rows = [
    [
      'orders list (500 orders)',
      'page changes',
      'answer -> rows in DOM, median / max',
      'answer -> next frame, median / max',
      `under ${TARGET_MS} ms`,
    ],
  ];
  for (const [label, query] of [
    ['20 rows a page (the list default)', ''],
    ['100 rows a page (?limit=100)', '?limit=100'],
  ]) {
    const { commits, frames } = await measure(page, store.base, query);
    const fmt = (xs) => `${median(xs).toFixed(1)} ms / ${Math.max(...xs).toFixed(1)} ms`;
    rows.push([label, String(PAGE_CHANGES), fmt(commits), fmt(frames), median(frames) < TARGET_MS ? 'yes' : 'NO']);
  }
  table('POS orders list: a page change after the answer', rows);
} finally {
  await browser.close();
  store.stop();
}
