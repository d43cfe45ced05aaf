// Every cookie and Web Storage key the bundle writes is in the one list a kiosk reset forgets (src/lib/shopper-storage.ts):
// a writer with a key from anywhere else fails here, so a new cookie cannot outlive a kiosk shopper unnoticed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as shopperStorage from '../../../src/lib/shopper-storage';

const ROOTS = ['src', 'islands'];
// The generic helpers take the key as a parameter; the kiosk's own clock is the device's, not the shopper's.
const EXEMPT = new Set([
  'src/lib/storage.ts',
  'src/lib/json-storage.ts',
  'src/lib/cookies.ts',
  'src/lib/kiosk-generation.ts',
]);
const WRITER = /\b(setCookie|writeString|writeStorage|setItem)\(\s*([^,]+),/g;
const LISTED = new Set(Object.keys(shopperStorage));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The key expression resolves to a listed name: directly, or through a local const built from one. */
function listed(source: string, expression: string): boolean {
  const name = expression.trim();
  if (LISTED.has(name)) return true;
  const local = new RegExp(`const ${name}\\s*=\\s*([^;]+);`).exec(source)?.[1] ?? '';
  return [...LISTED].some((key) => new RegExp(`\\b${key}\\b`).test(local));
}

describe('the shopper storage list (kiosk reset, issue 24)', () => {
  it('every cookie and storage key written in src/ and islands/ comes from src/lib/shopper-storage.ts', () => {
    const writes: string[] = [];
    const unlisted: string[] = [];
    for (const file of ROOTS.flatMap(files)) {
      if (EXEMPT.has(file)) continue;
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(WRITER)) {
        const where = `${file}: ${match[1]}(${match[2]?.trim()}, …)`;
        writes.push(where);
        if (!listed(source, match[2] ?? '')) unlisted.push(where);
      }
    }
    expect(unlisted).toEqual([]);
    // The grep finds the writers it should (a broken pattern would find none and pass).
    expect(writes.length).toBeGreaterThanOrEqual(7);
  });

  it('lists the cookies and keys by name', () => {
    expect(shopperStorage.SHOPPER_COOKIES).toEqual([
      'locator_filter',
      'locator_pickup_location',
      'locator_popup_closed',
    ]);
    expect(shopperStorage.SHOPPER_COOKIE_PREFIXES).toEqual(['alert_bar_dismissed']);
    expect(shopperStorage.SHOPPER_LOCAL_KEYS).toEqual(['display']);
    expect(shopperStorage.SHOPPER_SESSION_KEYS).toEqual(['pi-search-query', 'pi-search-user']);
  });
});
