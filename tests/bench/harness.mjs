// What the bench scripts share: the system Chromium, a demo store on a free port, the median, a Markdown table printer.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The switches every bench browser runs with (as the browser tests' playwright.config.ts, headless). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-gpu',
];

/** The system Chromium with the bench's switches, and any extra ones. */
export const launchBrowser = (extra = []) =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extra] });

/** The median of the numbers that are numbers (a failed run is NaN and does not count). */
export const median = (xs) => {
  const ok = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return ok.length ? ok[Math.floor(ok.length / 2)] : NaN;
};

function freePort() {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Starts the built demo store (dist/server) on a free port. */
export async function startDemoStore() {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/server.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('running at') && resolve());
    child.on('exit', (code) => reject(new Error(`demo store exited with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

export function table(title, rows) {
  console.log(`\n${title}`);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  rows.forEach((r, n) => {
    console.log(`| ${r.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`);
    if (n === 0) console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  });
}
