import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export interface ConsoleWatch {
  /** console.error texts matching these are expected by the test (e.g. a deliberately broken island). */
  allow(pattern: RegExp): void;
  errors(): string[];
}

/**
 * How the demo store answers this test's calls (demo-pages/server/qa/spec-answers.ts): `full` (its generous answers) or
 * `spec` (only what the spec states, "not stated" as {}, OpenCart's text totals). The `spec-answers` project of
 * playwright.config.ts runs the cart, POS cart, compare, wishlist, contact and registration flows in `spec`.
 */
export type AnswerMode = 'full' | 'spec';
export interface AnswerOptions {
  answers: AnswerMode;
}

/** Every test fails on an uncaught page error or an unexpected console.error. */
export const test = base.extend<AnswerOptions & { consoleWatch: ConsoleWatch; answerMode: void }>({
  answers: ['full', { option: true }],
  // Before the test's first page: the context's session answers in the project's mode (kept across a session reset).
  answerMode: [
    async ({ context, answers }, use) => {
      if (answers !== 'full') {
        const response = await context.request.post('/__demo/session', { data: { answers } });
        expect(response.ok(), 'the answer mode is set').toBeTruthy();
      }
      await use();
    },
    { auto: true },
  ],
  consoleWatch: async ({ page }, use) => {
    const allowed: RegExp[] = [];
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await use({ allow: (p) => allowed.push(p), errors: () => errors });
    const unexpected = errors.filter((e) => !allowed.some((p) => p.test(e)));
    expect(unexpected, 'no uncaught errors or unexpected console errors').toEqual([]);
  },
});

export { expect };

/** Waits until every mount point that mounts by itself (load or idle) has settled: mounted or error. */
export async function settled(page: Page): Promise<void> {
  const waiting = '[data-mount]:not([data-mount-state="mounted"]):not([data-mount-state="error"])';
  const onDemand = ['interaction', 'visible', 'media'].map((s) => `:not([data-strategy="${s}"])`).join('');
  await expect(page.locator(waiting + onDemand)).toHaveCount(0);
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Colour contrast read mid-transition (a toast fading in) is not what the user sees. With reduced motion the toasts
  // (and our own transitions) jump to their end state, even one whose transition has not started yet; whatever still
  // animates is let finish.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    const ended = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    // A paused animation never finishes: the check goes on after 2 s whatever happens.
    await Promise.race([ended, new Promise((done) => setTimeout(done, 2000))]);
  });
  const results = await new AxeBuilder({ page }).analyze();
  await page.emulateMedia({ reducedMotion: null });
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** Injects a fault on one call for this browser context's session (see the demo store README). */
export async function injectFault(
  page: Page,
  fault: {
    path: string;
    kind: 'status' | 'slow' | 'malformed' | 'empty' | 'drop' | 'html' | 'notice' | 'drop-after';
    status?: number;
    delayMs?: number;
    times?: number;
  },
): Promise<void> {
  // The fault must belong to this test's session: asked for with no session yet (before the test's first page), the
  // demo store would hold it for everyone, and a parallel test calling the path first would take it.
  expect((await page.request.get('/__demo/session')).ok(), 'the context has its demo session').toBeTruthy();
  const response = await page.request.post('/__demo/faults', { data: fault });
  expect(response.ok()).toBeTruthy();
}

export const popoutToggle = (page: Page) => page.getByRole('button', { name: /item\(s\) - / });

/**
 * Signs this browser context's session in as staff (what "Sign in as staff" on /account/login does): staff calls
 * (POS cart, orders, customers, /api/, /pos/ calls) answer 401/403 to any other session, as the real store does.
 */
export async function signInAsStaff(page: Page, settings: Record<string, unknown> = {}): Promise<void> {
  const response = await page.request.post('/__demo/session', { data: { in_pos_mode: true, ...settings } });
  expect(response.ok()).toBeTruthy();
}

/** The toasts (sonner) showing `text`. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
/** The modal dialog named `name`. */
export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Records the form bodies sent to one call path (read at the route: fetch bodies are not on the request event). */
export async function captureForms(page: Page, path: string): Promise<Record<string, string>[]> {
  const seen: Record<string, string>[] = [];
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      seen.push(Object.fromEntries(new URLSearchParams(route.request().postData() ?? '')));
      await route.continue();
    },
  );
  return seen;
}

/** Keyboard only: Enter on `trigger` opens `modal`, Escape closes it and focus is back on `trigger`. */
export async function expectModalByKeyboard(page: Page, trigger: Locator, modal: Locator): Promise<void> {
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(trigger).toBeFocused();
}
