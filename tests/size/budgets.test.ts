// Size budgets (issue 2 §7), asserted from the build's metafile. Run after `npm run build`.
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brotliSize, pageFiles, readMeta, staticClosure, total } from '../support/bundle-graph.mjs';

const KiB = 1024;
const meta = readMeta();
/** The islands the product demo page mounts (kept in step with demo-pages by the e2e "requests" test). */
const PRODUCT_PAGE_ISLANDS = ['cart-popout', 'add-to-cart'];

describe('bundle size budgets (brotli)', () => {
  it('the loader (what the script tag fetches before any island chunk) is at most 3 KiB', () => {
    const loader = staticClosure(meta, ['boot.js']);
    expect(total(loader)).toBeLessThanOrEqual(3 * KiB);
  });

  it('the product demo page loads at most 75 KiB of JS', () => {
    expect(total(pageFiles(meta, PRODUCT_PAGE_ISLANDS))).toBeLessThanOrEqual(75 * KiB);
  });

  it('React is bundled once: exactly one chunk holds react-dom', () => {
    const holders = Object.entries(meta.outputs as Record<string, { inputs?: Record<string, unknown> }>)
      .filter(([file, out]) => !file.endsWith('.map') && Object.keys(out.inputs ?? {}).some((i) => i.includes('node_modules/react-dom/')));
    expect(holders).toHaveLength(1);
  });

  it('each island is its own chunk and the loader imports none of them statically', () => {
    const islands = readdirSync('islands', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    for (const name of islands) expect(existsSync(`dist/assets/parts-islands/islands/${name}.js`)).toBe(true);
    expect(staticClosure(meta, ['boot.js']).some((f) => f.includes('/islands/'))).toBe(false);
    expect(brotliSize('dist/assets/parts-islands/boot.js')).toBeGreaterThan(0);
  });
});
