// npm run bench (bench.mjs): 50 add-to-cart islands and the cart pop-out mounted on one generated page, the mounting work
// after React is evaluated against React's own floor for as many bare roots. Goal (issue 26): at most 25 ms.
// Run alone after a build: node tests/bench/mounting.mjs
import { pathToFileURL } from 'node:url';
import { launchBrowser, median, startDemoStore, table } from './harness.mjs';
import { reactFloor } from './react-floor.mjs';

const ISLANDS_ON_GENERATED_PAGE = 50;

export async function mountingTable(browser, base, RUNS) {
  const store = { base };
  // Time from script start to 50 islands committed, median of 5 fresh page loads.
  const mountRuns = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await browser.newPage();
    await page.addInitScript((n) => {
      window.__PARTS_ISLANDS_PROFILE__ = { mountMs: 0, mounts: 0 };
      let count = 0;
      document.addEventListener('parts-islands:mounted', () => {
        if (++count === n) performance.mark('parts-islands:all-mounted');
      });
    }, ISLANDS_ON_GENERATED_PAGE + 1);
    await page.goto(`${store.base}/demo/generated?count=${ISLANDS_ON_GENERATED_PAGE}`);
    await page.waitForFunction(() => performance.getEntriesByName('parts-islands:all-mounted').length > 0, null, {
      timeout: 20_000,
    });
    mountRuns.push(
      await page.evaluate(() => {
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
      }),
    );
    await page.close();
  }
  const floor = await reactFloor(browser, store.base, mountRuns[0].mounts, RUNS);
  table(`Mounting ${ISLANDS_ON_GENERATED_PAGE} add-to-cart islands + the cart pop-out (median of ${RUNS})`, [
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
