// The floor under "mounting work": what React alone costs for the same number of roots, in the same browser and run.
// Each root is created and rendered with flushSync, as the runtime does (one root per island, each committed
// synchronously), rendering a bare button: no props check, no stylesheet, no store, no error boundary.
import * as esbuild from 'esbuild';
import { median } from './harness.mjs';

const SOURCE = `
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
const els = [...document.querySelectorAll('[data-floor]')];
const started = performance.now();
for (const el of els) {
  const root = createRoot(el);
  flushSync(() => root.render(createElement('button', { type: 'button' }, 'Add to Cart')));
}
window.__floor = performance.now() - started;
`;

/** Median main-thread milliseconds for `roots` React roots, over `runs` fresh pages served from `base`. */
export async function reactFloor(browser, base, roots, runs) {
  const { outputFiles } = await esbuild.build({
    stdin: { contents: SOURCE, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const script = outputFiles[0].text;
  const html = `<!DOCTYPE html><html lang="en"><head><title>floor</title></head><body>${'<div data-floor></div>'.repeat(roots)}<script type="module" src="/__bench/floor.js"></script></body></html>`;
  const times = [];
  for (let i = 0; i < runs; i++) {
    const page = await browser.newPage();
    await page.route('**/__bench/floor.html', (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.route('**/__bench/floor.js', (route) => route.fulfill({ contentType: 'text/javascript', body: script }));
    await page.goto(`${base}/__bench/floor.html`);
    await page.waitForFunction(() => window.__floor !== undefined);
    times.push(await page.evaluate(() => window.__floor));
    await page.close();
  }
  return { median: median(times), times };
}
