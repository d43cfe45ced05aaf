import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/** Browser tests run the built bundle on the demo store in the system Chromium (no browser downloads here). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One worker in CI: the 2 cores also run the demo store and Chromium, and contention made timing-sensitive tests flaky.
  workers: process.env.CI ? 1 : undefined,
  // No retries: a test that passes only on a second try hides a race in the product or the test. Should a retry ever
  // come back, failOnFlakyTests still fails the run on a test that needed it.
  retries: 0,
  failOnFlakyTests: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-gpu',
        '--disable-quic',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node dist/server/server.mjs',
    url: `http://127.0.0.1:${PORT}/`,
    env: { PORT: String(PORT), HOST: '127.0.0.1' },
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
