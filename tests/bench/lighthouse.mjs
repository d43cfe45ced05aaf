// Lighthouse's mobile profile (simulated slow 4G, 4x CPU slowdown) on demo-store pages, driving the system Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './harness.mjs';

/** The bench's switches (as the browser tests'), headless, with the two the browser tests add. */
const FLAGS = ['--headless=new', ...CHROMIUM_ARGS, '--disable-quic', '--disable-sync'];

/**
 * One Lighthouse run per page: category scores (0-100) and the metrics the issue names. With `cookie` (a session
 * cookie, `name=value`), every request carries it: the staff pages are measured signed in as staff.
 */
export async function lighthouseScores(base, paths, { cookie } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: FLAGS,
    logLevel: 'error',
  });
  const rows = [];
  try {
    for (const path of paths) {
      const { lhr } = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      rows.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        tbt: audit('total-blocking-time'),
        lcp: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        fid: audit('max-potential-fid'),
        // A run that could not measure the page says why (Lighthouse's runtime error) instead of scoring 0.
        failing: lhr.runtimeError
          ? `runtime error: ${lhr.runtimeError.code}`
          : Object.values(lhr.audits)
              .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
              .map((a) => a.id)
              .slice(0, 4)
              .join(' '),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await lighthouseScores(process.argv[2], process.argv.slice(3)));
}
