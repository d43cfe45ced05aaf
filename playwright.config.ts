import { defineConfig } from '@playwright/test';
import type { AnswerOptions } from './tests/e2e/fixtures';
import { chromiumPath } from './tests/support/ensure-chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/** Browser tests run the built bundle on the demo store in the system Chromium (no browser downloads here). */
/**
 * The flows whose calls the spec answers leanly (cart, POS cart, compare, wishlist, product contact, registration) run
 * a second time with the demo store in its spec-answers mode: only what the spec states, "not stated" as {}.
 * Not repeated there: accessibility scans (the same markup) and the tests of those files that make no call the mode
 * changes (listings, options of the product page, packages, vehicles, checkout links, the framed cart).
 */
const SPEC_ANSWER_FLOWS = [
  'cart.spec.ts',
  'add-to-cart.spec.ts',
  'pos.spec.ts',
  'catalog.spec.ts',
  'product-stores.spec.ts',
  'unreadable-answers.spec.ts',
  'pos-scan.spec.ts',
];

export default defineConfig<AnswerOptions>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two workers in CI, as on a developer's 2-core machine: the suite must hold under that contention (no timing
  // assumptions; tests that share the demo store's global data, such as warehouse stock and orders, read what their page
  // shows). It keeps CI under 15 minutes.
  workers: process.env.CI ? 2 : undefined,
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
      executablePath: chromiumPath(),
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
  projects: [
    { name: 'default' },
    {
      name: 'spec-answers',
      testMatch: SPEC_ANSWER_FLOWS,
      grepInvert: new RegExp(
        [
          'axe-core',
          'every placement has a product grid',
          'list/grid toggle',
          'Sort By and Show',
          'login for pricing',
          'listings \\(POS mode\\)',
          'package list',
          'Included in N packages',
          'a kit lists its package components',
          'every option type',
          'Instant Checkout',
          'select-or-add vehicle',
          'Edit Vehicle shows the saved vehicle',
          'Add This Vehicle to Customer',
          "choosing a customer's vehicle",
          'inside a frame',
          'begin_checkout',
          'staff sign-in on /account/login',
          'leaflet is not loaded',
          'far ZIP',
          'within 250 miles',
          'shows 3 stores',
          'opens from the first click',
          'guest checkout off',
          'fetched exactly once',
          'a failed customer search',
        ].join('|'),
      ),
      use: { answers: 'spec' },
    },
  ],
  webServer: {
    command: 'node dist/server/server.mjs',
    url: `http://127.0.0.1:${PORT}/`,
    env: { PORT: String(PORT), HOST: '127.0.0.1' },
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
