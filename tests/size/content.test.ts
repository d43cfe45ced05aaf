// Content modules (issue 17): each module's chunk adds little beyond the runtime and core chunk every island page already
// has; the garage loader is an enhancer (tests/size/enhancers.test.ts holds it under 1 KiB, with no React).
import { describe, expect, it } from 'vitest';
import { islandBase, readMeta, staticClosure, total } from '../support/bundle-graph.mjs';

const KiB = 1024;
const meta = readMeta();
const shared = new Set(islandBase(meta));

/** Budgets (brotli) of what each island adds to a page that already runs an island. */
const BUDGETS: Record<string, number> = {
  'image-grid': 4 * KiB,
  banner: 3 * KiB,
  video: 2 * KiB,
  blog: 2 * KiB,
  // With the form-field kit, which loads with the forms instead of in the core every page loads.
  'custom-form': 7 * KiB,
};

describe('content module chunks (brotli)', () => {
  for (const [name, budget] of Object.entries(BUDGETS)) {
    it(`${name} adds at most ${budget / KiB} KiB beyond the runtime and core`, () => {
      const files = staticClosure(meta, [`islands/${name}.js`]);
      const added = files.filter((f) => !shared.has(f));
      expect(added).toContain(`dist/assets/parts-islands/islands/${name}.js`);
      expect(total(added)).toBeLessThanOrEqual(budget);
    });
  }

  it('the interactive garage loader is an enhancer: no React in it', () => {
    const inputs = Object.keys(
      (meta.outputs as Record<string, { inputs?: Record<string, unknown> }>)[
        'dist/assets/parts-islands/enhancers/interactive-garage.js'
      ]?.inputs ?? {},
    );
    expect(inputs).toEqual(
      expect.arrayContaining(['src/enhancers/interactive-garage.ts', 'src/registry/mount-wave.ts']),
    );
    expect(inputs.filter((i) => i.includes('node_modules'))).toEqual([]);
  });
});
