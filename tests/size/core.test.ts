// The shopper core chunk (the React runtime and what page islands share: every shopper page loads it) and what the build
// does to keep it small. Run after `npm run build`.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ASSETS, brotliSize, readMeta } from '../support/bundle-graph.mjs';

const KiB = 1024;
const meta = readMeta();
const outputs = meta.outputs as Record<string, { inputs?: Record<string, { bytesInOutput: number }> }>;
const core = Object.keys(outputs).filter((f) =>
  Object.keys(outputs[f]?.inputs ?? {}).includes('src/registry/runtime.tsx'),
);
const scripts = Object.keys(outputs).filter((f) => f.startsWith(ASSETS) && f.endsWith('.js'));

/**
 * Issue 25: page state moved onto the page's lifecycle (src/registry/page.ts) without growing the core: 64,347 bytes
 * (brotli) before it, 64,483 right after; with its fields renamed short by the build, the fitment slot's lazy load of code
 * the core already held and the POS checkout's order events gone from it, 64,225.
 */
const CORE_BYTES = 64_347;

describe('the shopper core chunk (brotli)', () => {
  it(`is one chunk, at most ${CORE_BYTES} bytes: no larger than before page state moved onto the lifecycle`, () => {
    expect(core).toHaveLength(1);
    const size = brotliSize(core[0]!);
    console.log(`[size] shopper core chunk: ${(size / KiB).toFixed(2)} KiB brotli (${size} bytes)`);
    expect(size).toBeLessThanOrEqual(CORE_BYTES);
  });

  it("holds no staff code: the POS checkout's order events (src/tracking/orders.ts) load with the staff pages", () => {
    const inputs = Object.keys(outputs[core[0]!]?.inputs ?? {});
    expect(inputs).toContain('src/tracking/marketing.ts');
    expect(inputs).not.toContain('src/tracking/orders.ts');
    expect(inputs.filter((i) => i.includes('src/pos/') || /(^|[/:])islands\/pos-/.test(i))).toEqual([]);
  });
});

describe("page-state fields (src/registry/page.ts): the build renames a module's own state fields short", () => {
  it('no shipped script keeps a name ending with _ (each would be a page-state field the build left long)', () => {
    expect(scripts.length).toBeGreaterThan(20);
    const kept = scripts.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/[.{,]\s*([A-Za-z$][\w$]*[^_\W]_)\b(?=\s*[:(=),;.?}[]|$)/g)].map(
        (m) => `${file.slice(ASSETS.length)}: ${m[1]}`,
      ),
    );
    expect(kept).toEqual([]);
  });

  it("a field such as the fitment store's askedIn_ is in the source, and not in the core chunk", () => {
    expect(readFileSync('src/vehicle/stores/fitment.ts', 'utf8')).toContain('state.askedIn_');
    const code = readFileSync(core[0]!, 'utf8');
    expect(code.includes('validateFitment')).toBe(true);
    expect(code.includes('askedIn')).toBe(false);
  });
});
