// npm run bench: the header search bar, time from the last keystroke of a query to its suggestions on screen (the
// debounce, the multi-index request to the demo search service on localhost, parsing and rendering). Target: under
// 100 ms (issue 17). Measured, never asserted. Run alone after a build: node tests/bench/search.mjs
import { launchBrowser, median, startDemoStore, table } from './harness.mjs';

const QUERIES = ['brake', 'rotor', 'wheel', 'headlight', 'ceramic', 'ironclad', 'luminex', 'towing', 'pads', 'hitch'];
const ROUNDS = 2;
const TARGET_MS = 100;

async function measure(page, base, width) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${base}/common/home`);
  await page.locator('[data-mount="search-bar"] input[name="search"]').focus();
  const box = page.locator('.site-header').getByRole('combobox', { name: 'Search' });
  await box.waitFor();
  const shown = [];
  const framed = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of QUERIES) {
      await box.fill('');
      await page.evaluate((q) => {
        const panel = document.querySelector('.pi-search__panel');
        window.__searchBench = new Promise((resolve) => {
          let last = 0;
          const onKey = (e) => (last = e.timeStamp);
          document.addEventListener('keydown', onKey, true);
          const observer = new MutationObserver(() => {
            if (panel.getAttribute('data-answered') !== q || panel.hidden) return;
            observer.disconnect();
            document.removeEventListener('keydown', onKey, true);
            const committed = performance.now();
            requestAnimationFrame(() => resolve({ shown: committed - last, framed: performance.now() - last }));
          });
          observer.observe(panel, { attributes: true, attributeFilter: ['data-answered', 'hidden'] });
        });
      }, query);
      await page.keyboard.type(query);
      const result = await page.evaluate(() => window.__searchBench);
      shown.push(result.shown);
      framed.push(result.framed);
    }
  }
  return { shown, framed };
}

const store = await startDemoStore();
const browser = await launchBrowser();
try {
  const page = await (await browser.newContext()).newPage();
  const rows = [
    [
      'search bar (demo search service on localhost)',
      'queries',
      'last keystroke -> suggestions in DOM, median / max',
      '-> next frame, median / max',
      `under ${TARGET_MS} ms`,
    ],
  ];
  for (const width of [1440, 1100, 500]) {
    const { shown, framed } = await measure(page, store.base, width);
    const fmt = (xs) => `${median(xs).toFixed(1)} ms / ${Math.max(...xs).toFixed(1)} ms`;
    rows.push([
      `${width} px wide`,
      String(shown.length),
      fmt(shown),
      fmt(framed),
      median(framed) < TARGET_MS ? 'yes' : 'NO',
    ]);
  }
  table('Header search: from the last keystroke to suggestions on screen (50 ms debounce included)', rows);
} finally {
  await browser.close();
  store.stop();
}
