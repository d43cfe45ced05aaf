// Unit tests talk to the strict demo store (tests/unit/helpers/demo-store.ts), never to hand-written answers: a test
// file that imports helpers/fake-fetch or stubs `fetch` itself fails here unless it is listed below with its reason.
// A listed file may keep a stub only for an answer the demo store does not give and a real server may send.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = 'tests/unit';

/** Files that may stub a call, each with the reason (the file says it too, at its top). */
const ALLOWED: Record<string, string> = {
  'tests/unit/islands/cart-page.test.tsx':
    'a cart line in more than 3 packages and a confirm_button label: the demo catalog and carts never have them',
  'tests/unit/stores/lean-answers.test.ts':
    'saveOrder answered {order_id} without the cart the spec states: the client re-reads, the demo store always sends it',
  'tests/unit/stores/fitment.test.ts':
    'validateFitment answered without a part it was asked about: the store answers every part ("unknown" without data)',
  'tests/unit/ui/quantity-control.test.tsx':
    'a property over 100 edit sequences whose answers land at chosen fake times; the store answers over real sockets',
};

/**
 * Files not yet moved to the demo store (issue 25, step 3). The list only shrinks: a file that no longer stubs fails
 * here until it leaves the list.
 */
const NOT_YET_CONVERTED = new Set([
  'tests/unit/api/cart-opencart.test.ts',
  'tests/unit/api/cart.test.ts',
  'tests/unit/api/locator.test.ts',
  'tests/unit/islands/customer-tabs.test.tsx',
  'tests/unit/islands/pos-checkout.test.tsx',
  'tests/unit/islands/pos-order-record.test.tsx',
  'tests/unit/islands/pos-receipt.test.tsx',
  'tests/unit/islands/pos-voucher-lookup.test.tsx',
  'tests/unit/pos/appointment-menu-lock.test.tsx',
  'tests/unit/pos/customer-editor.test.tsx',
  'tests/unit/pos/customer-forms-rules.test.tsx',
  'tests/unit/pos/order-history.test.tsx',
  'tests/unit/pos/paged-list.test.tsx',
  'tests/unit/pos/scanner.test.ts',
  'tests/unit/stores/pos-checkout-till.test.ts',
  'tests/unit/stores/pos-checkout.test.ts',
]);

/** The helpers themselves (fake-fetch is the stub, demo-store points fetch at the store) and this file. */
const HELPERS = new Set([
  'tests/unit/helpers/fake-fetch.ts',
  'tests/unit/helpers/demo-store.ts',
  'tests/unit/lint/fetch-stubs.test.ts',
]);

/** An import of helpers/fake-fetch, or fetch replaced by hand (stubGlobal, assignment, spyOn). */
const STUB =
  /from\s+['"][./]*helpers\/fake-fetch['"]|stubGlobal\(\s*['"]fetch['"]|\b(?:globalThis|window|global)\.fetch\s*=[^=]|spyOn\(\s*(?:globalThis|window|global)\s*,\s*['"]fetch['"]/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const stubbing = () => files(ROOT).filter((file) => !HELPERS.has(file) && STUB.test(readFileSync(file, 'utf8')));

describe('fetch stubs in unit tests', () => {
  it('only listed files stub fetch or import helpers/fake-fetch', () => {
    const unlisted = stubbing().filter((file) => !(file in ALLOWED) && !NOT_YET_CONVERTED.has(file));
    expect(unlisted).toEqual([]);
  });

  it('every listed file still stubs (the lists only shrink) and states its reason at its top', () => {
    const now = new Set(stubbing());
    expect([...Object.keys(ALLOWED), ...NOT_YET_CONVERTED].filter((file) => !now.has(file))).toEqual([]);
    for (const [file, reason] of Object.entries(ALLOWED)) {
      expect(reason.length).toBeGreaterThan(20);
      expect(readFileSync(file, 'utf8').slice(0, 600)).toContain('tests/unit/lint/fetch-stubs.test.ts');
    }
  });

  it('catches each way of stubbing fetch', () => {
    for (const source of [
      "import { stubFetch } from '../helpers/fake-fetch';",
      "vi.stubGlobal('fetch', vi.fn());",
      'globalThis.fetch = async () => new Response();',
      "vi.spyOn(window, 'fetch');",
    ])
      expect(STUB.test(source)).toBe(true);
    expect(STUB.test("import { demoStore } from '../helpers/demo-store';")).toBe(false);
    expect(STUB.test('expect(globalThis.fetch === original).toBe(true);')).toBe(false);
  });
});
