// What the bench scripts share: a demo store on a free port, the median, and a Markdown table printer.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

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
