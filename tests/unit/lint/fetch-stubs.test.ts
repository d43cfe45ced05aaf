// Unit tests talk to the strict demo store (tests/unit/helpers/demo-store.ts), never to hand-written answers: a test
// file that imports helpers/fake-fetch or stubs `fetch` itself fails here unless it is listed below with its reason.
// A listed file may keep a stub only for an answer the demo store does not give and a real server may send.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = 'tests/unit';

/** Files that may stub a call, each with the reason (the file says it too, at its top). */
const ALLOWED: Record<string, string> = {
  // ---- shopper files ----
  'tests/unit/islands/cart-page.test.tsx':
    'a cart line in more than 3 packages and a confirm_button label: the demo catalog and carts never have them',
  'tests/unit/stores/fitment.test.ts':
    'validateFitment answered without a part it was asked about: the store answers every part ("unknown" without data); ' +
    'the vehicle\'s flags (show_universal "0") as PHP strings: the store sends booleans',
  'tests/unit/stores/lean-answers.test.ts':
    'saveOrder answered {order_id} without the cart the spec states: the client re-reads, the demo store always sends it',
  'tests/unit/ui/quantity-control.test.tsx':
    'a property over 100 edit sequences whose answers land at chosen fake times; the store answers over real sockets',
  // ---- end of the shopper files ----

  // ---- POS and api files (issue 25 step 3, the POS half) ----
  'tests/unit/api/cart-opencart.test.ts':
    "stock OpenCart 3 getData answers (PHP numbers as strings, no totals, codes in titles): the store answers the spec's shape",
  'tests/unit/api/cart.test.ts':
    'a cart line of quantity 0, refused as not the documented shape: the demo store never holds one',
  'tests/unit/api/locator.test.ts':
    "a dealer-locator search in stock OpenCart's PHP shapes (strings, show_map 1, no names): the store sends the spec's types",
  'tests/unit/islands/pos-voucher-lookup.test.tsx':
    'getVoucher answered {"voucher": null} without a message: the demo store always says "Invalid code"',
  'tests/unit/pos/paged-list.test.tsx':
    "the alternate list shape in snake_case by POST with a named list: the store's lists use the other spellings",
  'tests/unit/pos/scanner.test.ts':
    "a catalog where one part's MPN is another's EAN (first attribute with hits wins): the demo seed has no such clash",
  'tests/unit/stores/pos-checkout-till.test.ts':
    'a card void/return refused as {"success": false} without text: the demo store always gives its reason',
  // ---- end of the POS and api files ----
};

/** The helpers themselves (fake-fetch is the stub, demo-store points fetch at the store) and this file. */
const HELPERS = new Set([
  'tests/unit/helpers/fake-fetch.ts',
  'tests/unit/helpers/demo-store.ts',
  'tests/unit/helpers/hand-answer.ts',
  'tests/unit/lint/fetch-stubs.test.ts',
]);

/** An import of helpers/fake-fetch or helpers/hand-answer, or fetch replaced by hand (stubGlobal, assignment, spyOn). */
const STUB =
  /from\s+['"][./]*helpers\/(?:fake-fetch|hand-answer)['"]|stubGlobal\(\s*['"]fetch['"]|\b(?:globalThis|window|global)\.fetch\s*=[^=]|spyOn\(\s*(?:globalThis|window|global)\s*,\s*['"]fetch['"]/;

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
    const unlisted = stubbing().filter((file) => !(file in ALLOWED));
    expect(unlisted).toEqual([]);
  });

  it('every listed file still stubs (the list only shrinks) and states its reason at its top', () => {
    const now = new Set(stubbing());
    expect(Object.keys(ALLOWED).filter((file) => !now.has(file))).toEqual([]);
    for (const [file, reason] of Object.entries(ALLOWED)) {
      expect(reason.length).toBeGreaterThan(20);
      expect(readFileSync(file, 'utf8').slice(0, 600)).toContain('tests/unit/lint/fetch-stubs.test.ts');
    }
  });

  it('catches each way of stubbing fetch', () => {
    for (const source of [
      "import { stubFetch } from '../helpers/fake-fetch';",
      "import { handAnswer } from '../helpers/hand-answer';",
      "vi.stubGlobal('fetch', vi.fn());",
      'globalThis.fetch = async () => new Response();',
      "vi.spyOn(window, 'fetch');",
    ])
      expect(STUB.test(source)).toBe(true);
    expect(STUB.test("import { demoStore } from '../helpers/demo-store';")).toBe(false);
    expect(STUB.test('expect(globalThis.fetch === original).toBe(true);')).toBe(false);
  });
});
