// Diagnostic: the request waterfall of one page on the emulated mobile link (when each request starts, ends, what it is).
// Usage: node tests/bench/waterfall.mjs '/product/catalog' [--cart] [--staff]
import { launchBrowser, startDemoStore } from './harness.mjs';

const [path = '/product/catalog', ...flags] = process.argv.slice(2);
const LINK = { offline: false, latency: 150, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8 };
const store = await startDemoStore();
const browser = await launchBrowser();
try {
  const context = await browser.newContext();
  if (flags.includes('--staff'))
    await context.request.post(`${store.base}/__demo/session`, { data: { in_pos_mode: true } });
  if (flags.includes('--cart'))
    await context.request.post(`${store.base}/checkout/cart/add`, { form: { product_id: '1', quantity: '1' } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', LINK);
  const rows = new Map();
  let t0 = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!t0) t0 = e.timestamp;
    rows.set(e.requestId, { url: e.request.url.replace(store.base, ''), start: e.timestamp, init: e.initiator?.type });
  });
  cdp.on('Network.loadingFinished', (e) => rows.get(e.requestId) && (rows.get(e.requestId).end = e.timestamp));
  await page.addInitScript(() => {
    const eager = () =>
      [...document.querySelectorAll('[data-mount]')].filter(
        (el) => !['interaction', 'visible', 'media'].includes(el.getAttribute('data-strategy') ?? ''),
      );
    document.addEventListener('parts-islands:mounted', (e) => {
      console.log(`mounted ${e.target.getAttribute('data-mount')} ${performance.now().toFixed(0)}`);
      const all = eager();
      if (all.length && all.every((el) => el.getAttribute('data-mount-state') === 'mounted'))
        window.__live ??= performance.now();
    });
  });
  page.on('console', (m) => console.log(`  console: ${m.text()}`));
  await page.goto(`${store.base}${path}`);
  await page.waitForFunction(() => window.__live !== undefined, null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  console.log(
    await page.evaluate(() =>
      performance
        .getEntriesByType('mark')
        .map((m) => `${m.name} ${m.startTime.toFixed(0)}`)
        .join('\n'),
    ),
  );
  console.log(`live at ${(await page.evaluate(() => window.__live)).toFixed(0)} ms`);
  for (const r of rows.values())
    console.log(
      `${((r.start - t0) * 1000).toFixed(0).padStart(6)} ${(((r.end ?? NaN) - t0) * 1000).toFixed(0).padStart(6)} ${r.init.padEnd(8)} ${r.url.slice(0, 110)}`,
    );
} finally {
  await browser.close();
  store.stop();
}
