// Page behaviours are plain enhancers (DESIGN.md §4): each adds under 1 KiB brotli to a page (itself and what it
// imports statically, beyond the loader the page already has), and none of them loads React (a lazy part, like the
// appointment toast and sanitizer, loads only when used).
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readMeta, staticClosure, total } from '../support/bundle-graph.mjs';

const KiB = 1024;
const meta = readMeta();
const loader = new Set(staticClosure(meta, ['boot.js']));
const names = readdirSync('src/enhancers')
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.slice(0, -3));

interface Output {
  inputs?: Record<string, unknown>;
}

const inputsOf = (files: string[]) =>
  files.flatMap((f) => Object.keys((meta.outputs as Record<string, Output>)[f]?.inputs ?? {}));

describe('enhancers (brotli)', () => {
  it('every behaviour the issue names is an enhancer', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        'alert-bar',
        'cart-remove',
        'collapse',
        'countdown',
        'currency',
        'hero-menu',
        'language',
        'read-more',
        'appointment-form',
      ]),
    );
  });

  for (const name of names) {
    it(`${name} adds under 1 KiB to a page, and loads no React, nanostores, valibot or ky`, () => {
      const files = staticClosure(meta, [`enhancers/${name}.js`]);
      const added = files.filter((f) => !loader.has(f));
      expect(added).toContain(`dist/assets/parts-islands/enhancers/${name}.js`);
      expect(total(added)).toBeLessThan(KiB);
      const inputs = inputsOf(files);
      expect(inputs.length).toBeGreaterThan(0);
      expect(
        inputs.filter((i) => /node_modules\/(react|react-dom|scheduler|nanostores|valibot|ky|sonner)\//.test(i)),
      ).toEqual([]);
    });
  }
});
