// npm run bench (bench.mjs): 50 add-to-cart islands mounted on one generated page with the header's islands (the cart
// pop-out and the vehicle lookup), the mounting work after React is evaluated against React's own floor for as many bare
// roots. Goal (issue 26): at most 25 ms.
// Run alone after a build: node tests/bench/mounting.mjs
import { pathToFileURL } from 'node:url';
import { launchBrowser, median, startDemoStore, table } from './harness.mjs';
import { reactFloor } from './react-floor.mjs';

const ISLANDS_ON_GENERATED_PAGE = 50;

/**
 * One fresh load of `url`: marks `parts-islands:all-mounted` when every mount point that mounts with the page (no
 * data-strategy, or "load") has sent its mounted event, whatever the header holds; returns the times and the profile.
 */
async function loadAndMount(browser, url, visits = 1) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__PARTS_ISLANDS_PROFILE__ = { mountMs: 0, mounts: 0 };
    let count = 0;
    let expected = 0;
    document.addEventListener('parts-islands:mounted', () => {
      // The page has been parsed by the time an island mounts (the loader is a module script).
      expected ||= [...document.querySelectorAll('[data-mount]')].filter(
        (el) => (el.getAttribute('data-strategy') ?? 'load') === 'load',
      ).length;
      if (++count === expected) performance.mark('parts-islands:all-mounted');
    });
  });
  // A returning visit: the same page again in the same browser profile (its HTTP cache, and V8's code cache of the
  // scripts compiled on the visits before); only the last visit is measured.
  for (let visit = 1; visit <= visits; visit++) {
    if (visit > 1) await page.goto('about:blank');
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('parts-islands:all-mounted').length > 0, null, {
      timeout: 20_000,
    });
  }
  const run = await page.evaluate(() => {
    const at = (name) => Math.max(...performance.getEntriesByName(name).map((e) => e.startTime));
    // The loader starts as soon as its script has arrived (it is the page's only module script).
    const start = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/boot.js')).responseEnd;
    // Code is ready once React, the runtime and the last island chunk have been evaluated.
    const ready = Math.max(at('parts-islands:runtime'), at('parts-islands:island-evaluated'));
    const done = at('parts-islands:all-mounted');
    const { mountMs, mounts } = window.__PARTS_ISLANDS_PROFILE__;
    return {
      total: done - start,
      react: at('parts-islands:runtime') - start,
      ready: ready - start,
      wall: done - ready,
      mount: mountMs,
      mounts,
    };
  });
  await context.close();
  return run;
}

export async function mountingTable(browser, base, RUNS) {
  const page = `${base}/demo/generated?count=${ISLANDS_ON_GENERATED_PAGE}`;
  // Time from script start to every island committed, median of RUNS fresh page loads; then the same page embedded
  // (no header: no cart pop-out, no vehicle lookup), which tells the header islands' share from the per-island cost.
  const mountRuns = [];
  for (let i = 0; i < RUNS; i++) mountRuns.push(await loadAndMount(browser, page));
  const embedded = [];
  for (let i = 0; i < RUNS; i++) embedded.push(await loadAndMount(browser, `${page}&embed=1`));
  const returning = [];
  for (let i = 0; i < RUNS; i++) returning.push(await loadAndMount(browser, page, 3));
  const floor = await reactFloor(browser, base, mountRuns[0].mounts, RUNS);
  table(`Mounting ${ISLANDS_ON_GENERATED_PAGE} add-to-cart islands + the header's islands (median of ${RUNS})`, [
    ['measure', 'median', 'runs', 'target'],
    [
      'script start -> all committed',
      `${median(mountRuns.map((r) => r.total)).toFixed(1)} ms`,
      mountRuns.map((r) => r.total.toFixed(0)).join(' '),
      '-',
    ],
    [
      'script start -> React + runtime evaluated',
      `${median(mountRuns.map((r) => r.react)).toFixed(1)} ms`,
      mountRuns.map((r) => r.react.toFixed(0)).join(' '),
      '-',
    ],
    [
      'script start -> all island code evaluated',
      `${median(mountRuns.map((r) => r.ready)).toFixed(1)} ms`,
      mountRuns.map((r) => r.ready.toFixed(0)).join(' '),
      '-',
    ],
    [
      'wall clock from code evaluated to all committed (includes paint, network)',
      `${median(mountRuns.map((r) => r.wall)).toFixed(1)} ms`,
      mountRuns.map((r) => r.wall.toFixed(0)).join(' '),
      '-',
    ],
    [
      `mounting work after React is evaluated (${mountRuns[0].mounts} islands: props, CSS, root, first render, commit)`,
      `${median(mountRuns.map((r) => r.mount)).toFixed(1)} ms`,
      mountRuns.map((r) => r.mount.toFixed(0)).join(' '),
      '<= 25 ms',
    ],
    [
      `the same page embedded: no header, so no cart pop-out or vehicle lookup (${embedded[0].mounts} islands)`,
      `${median(embedded.map((r) => r.mount)).toFixed(1)} ms`,
      embedded.map((r) => r.mount.toFixed(0)).join(' '),
      '-',
    ],
    [
      'the same page on a third visit (HTTP cache and V8 code cache warm: a returning shopper or the till all day)',
      `${median(returning.map((r) => r.mount)).toFixed(1)} ms`,
      returning.map((r) => r.mount.toFixed(0)).join(' '),
      '-',
    ],
    [
      `the floor: React alone, ${mountRuns[0].mounts} roots each rendering a button with flushSync (tests/bench/react-floor.mjs)`,
      `${floor.median.toFixed(1)} ms`,
      floor.times.map((t) => t.toFixed(0)).join(' '),
      '-',
    ],
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const store = await startDemoStore();
  const browser = await launchBrowser(['--js-flags=--expose-gc']);
  try {
    await mountingTable(browser, store.base, Number(process.env.MOUNT_RUNS ?? 5));
  } finally {
    await browser.close();
    store.stop();
  }
}
