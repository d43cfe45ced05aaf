// @vitest-environment node
// The data-flow rules of DESIGN.md §3 live in eslint.config.js: each one must fail on a violating import.
import { readFileSync, readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowSharedDomCleanup } from '../helpers/node-env';

allowSharedDomCleanup();

const eslint = new ESLint({ cwd: process.cwd() });

/** The rule ids ESLint reports for this code as if it were the file at `filePath`. */
async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

// Loading the config and its plugins takes seconds on a busy machine: once, before the tests.
beforeAll(() => violations('src/lib/x.ts', 'export const a = 1;\n'), 60_000);

describe('layers: each rule fails on a violating import, and the allowed direction passes', () => {
  it('api does not import stores', async () => {
    expect(
      await violations('src/api/x.ts', "import { $cart } from '../stores/cart';\nexport const a = $cart;\n"),
    ).toEqual(['no-restricted-imports']);
    expect(await violations('src/api/x.ts', "import { call } from './client';\nexport const a = call;\n")).toEqual([]);
  });

  it('stores do not import ui (toasts and the sanitizer come through ./ports) nor the forms kit (only its rules)', async () => {
    for (const path of ['../ui/toast', '../ui/sanitize', '../forms', '../forms/ui/fields'])
      expect(await violations('src/stores/x.ts', `import { a } from '${path}';\nexport const b = a;\n`), path).toEqual([
        'no-restricted-imports',
      ]);
    expect(
      await violations(
        'src/stores/x.ts',
        "import { notify } from './ports';\nimport * as api from '../api/cart';\nimport { EMAIL_PATTERN } from '../forms/lib/rules';\nexport const a = [notify, api, EMAIL_PATTERN];\n",
      ),
    ).toEqual([]);
  });

  it('islands and ui never call fetch or ky', async () => {
    for (const file of ['islands/cart-page/x.tsx', 'src/ui/x.tsx', 'src/forms/ui/x.tsx']) {
      expect(await violations(file, "import ky from 'ky';\nexport const a = ky;\n"), file).toEqual([
        'no-restricted-imports',
      ]);
      expect(await violations(file, "export const a = () => fetch('/checkout/cart/getData');\n"), file).toEqual([
        'no-restricted-globals',
      ]);
      expect(await violations(file, "export const a = () => window.fetch('/x');\n"), file).toEqual([
        'no-restricted-properties',
      ]);
      expect(await violations(file, "export const a = () => globalThis.fetch('/x');\n"), file).toEqual([
        'no-restricted-properties',
      ]);
    }
  });

  it('islands never import another island or src/api', async () => {
    expect(
      await violations('islands/cart-page/x.tsx', "import a from '../cart-popout/index';\nexport const b = a;\n"),
    ).toEqual(['no-restricted-imports']);
    expect(
      await violations(
        'islands/cart-page/x.tsx',
        "import * as api from '../../src/api/cart';\nexport const b = api;\n",
      ),
    ).toEqual(['no-restricted-imports']);
    expect(
      await violations(
        'islands/cart-page/x.tsx',
        "import { $cart } from '../../src/stores/cart';\nexport const b = $cart;\n",
      ),
    ).toEqual([]);
  });
});

describe('the same layers inside every concern folder (src/areas.mjs), and the folders the rules once missed', () => {
  it('api, stores and ui of a concern folder follow the top-level rules', async () => {
    expect(
      await violations(
        'src/vehicle/kit/api/x.ts',
        "import { $cart } from '../../../stores/cart';\nexport const a = $cart;\n",
      ),
    ).toEqual(['no-restricted-imports']);
    expect(
      await violations('src/pos/stores/x.ts', "import { a } from '../ui/customer-panel';\nexport const b = a;\n"),
    ).toEqual(['no-restricted-imports']);
    expect(await violations('src/pos/ui/x.tsx', "export const a = () => fetch('/x');\n")).toEqual([
      'no-restricted-globals',
    ]);
    expect(
      await violations(
        'islands/pos-orders/x.tsx',
        "import * as api from '../../src/pos/api/orders';\nexport const b = api;\n",
      ),
    ).toEqual(['no-restricted-imports']);
  });

  it('schemas import only schemas and lib; lib only lib', async () => {
    expect(
      await violations('src/pos/schemas/x.ts', "import { $cart } from '../../stores/cart';\nexport const a = $cart;\n"),
    ).toEqual(['no-restricted-imports']);
    expect(
      await violations('src/schemas/x.ts', "import { call } from '../api/client';\nexport const a = call;\n"),
    ).toEqual(['no-restricted-imports']);
    expect(
      await violations(
        'src/pos/schemas/x.ts',
        "import { FlagSchema } from '../../schemas/flag';\nexport const a = FlagSchema;\n",
      ),
    ).toEqual([]);
    expect(
      await violations('src/lib/x.ts', "import { CartSchema } from '../schemas/cart';\nexport const a = CartSchema;\n"),
    ).toEqual(['no-restricted-imports']);
    expect(
      await violations('src/pos/lib/x.ts', "import { atom } from 'nanostores';\nexport const a = atom(1);\n"),
    ).toEqual(['no-restricted-imports']);
    expect(
      await violations(
        'src/pos/lib/x.ts',
        "import { formatCents } from '../../lib/money';\nexport const a = formatCents;\n",
      ),
    ).toEqual([]);
  });

  it('tracking never imports ui; enhancers no React, packages, stores or ui', async () => {
    expect(
      await violations('src/tracking/x.ts', "import { notify } from '../ui/toast';\nexport const a = notify;\n"),
    ).toEqual(['no-restricted-imports']);
    for (const code of [
      "import { useState } from 'react';\nexport const a = useState;\n",
      "import { $cart } from '../stores/cart';\nexport const a = $cart;\n",
      "import { atom } from 'nanostores';\nexport const a = atom;\n",
    ])
      expect(await violations('src/enhancers/x.ts', code), code).toEqual(['no-restricted-imports']);
  });

  it('enhancers never call fetch: their calls go through the api client in a lazy part loaded with lazyChunk()', async () => {
    expect(await violations('src/enhancers/x.ts', "export const a = () => fetch('/x');\n")).toEqual([
      'no-restricted-globals',
    ]);
    for (const object of ['window', 'globalThis', 'self'])
      expect(await violations('src/enhancers/x.ts', `export const a = () => ${object}.fetch('/x');\n`), object).toEqual(
        ['no-restricted-properties'],
      );
    expect(await violations('src/enhancers/x.ts', "export const load = () => import('./lazy/y');\n")).toEqual([
      'no-restricted-syntax',
    ]);
    expect(
      await violations(
        'src/enhancers/x.ts',
        "import { lazyChunk } from '../registry/lazy-chunk';\nexport const load = lazyChunk(() => import('./lazy/y'));\n",
      ),
    ).toEqual([]);
    // The lazy part calls the api client.
    expect(
      await violations(
        'src/enhancers/lazy/x.ts',
        "import { removeCartCode } from '../../api/page-behaviours';\nexport const a = removeCartCode;\n",
      ),
    ).toEqual([]);
  });

  it('a lazy chunk only through lazyChunk(() => import(…)), in shopper and staff code alike', async () => {
    for (const file of ['src/ui/x.ts', 'islands/cart-page/x.tsx', 'src/pos/ui/x.tsx', 'islands/pos-orders/x.tsx']) {
      expect(await violations(file, "export const load = () => import('./y');\n"), file).toEqual([
        'no-restricted-syntax',
      ]);
      expect(
        await violations(
          file,
          "import { lazyChunk } from '../../src/registry/lazy-chunk';\nexport const load = lazyChunk(() => import('./y'));\n",
        ),
        file,
      ).toEqual([]);
    }
  });

  it('a lazy component only through lazyComponent() (React.lazy keeps a failed load), in shopper and staff code alike', async () => {
    for (const file of ['src/ui/x.tsx', 'islands/cart-page/x.tsx', 'src/pos/ui/x.tsx', 'islands/pos-orders/x.tsx']) {
      expect(
        await violations(
          file,
          "import { lazy } from 'react';\nexport const X = lazy(() => Promise.resolve({ default: () => null }));\n",
        ),
        file,
      ).toEqual(['no-restricted-syntax']);
      expect(
        await violations(
          file,
          "import { lazyComponent } from '../../src/registry/lazy-component';\nexport const X = lazyComponent;\n",
        ),
        file,
      ).toEqual([]);
    }
  });

  it('one error path: console.error only in the reporter and the loader; everything else calls report()', async () => {
    const logs = "export function f(e: unknown) {\n  console.error('[parts-islands] x failed', e);\n}\n";
    for (const file of [
      'src/stores/x.ts',
      'src/ui/x.tsx',
      'src/api/x.ts',
      'islands/cart-page/x.tsx',
      'src/pos/stores/x.ts',
    ])
      expect(await violations(file, logs), file).toEqual(['no-console']);
    for (const file of ['src/registry/report.ts', 'src/registry/registry.ts', 'src/boot.ts'])
      expect(await violations(file, logs), file).toEqual([]);
    expect(
      await violations(
        'src/stores/x.ts',
        "import { report } from '../registry/report';\nexport function f(e: unknown) {\n  report(e, { action: 'x failed' });\n}\n",
      ),
    ).toEqual([]);
  });
});

/** Why a module breaks the page lifecycle (src/registry/page.ts); empty when it keeps it. */
function lifecycleProblems(file: string, text: string): string[] {
  const problems: string[] = [];
  if (/\bonTestReset\b/.test(text)) problems.push('registers a test reset (onTestReset)');
  if (/process\.env\.NODE_ENV/.test(text)) problems.push('carries a NODE_ENV test guard');
  if (/(^|\/)stores\//.test(file) || file.startsWith('src/tracking/')) {
    for (const [line] of text.matchAll(/^(export )?(let|var) .*$/gm))
      problems.push(`holds page state in a top-level let (use pageState): ${line}`);
    for (const [line] of text.matchAll(/^(export )?const \S+\s*(:[^=]+)?=\s*(atom|map)\s*[<(].*$/gm))
      problems.push(`creates a store at top level without the page (use pageAtom/pageMap): ${line}`);
  }
  return problems;
}

describe('one lifecycle for page state: stores declare it with pageAtom/pageMap/pageState, no module carries test hooks', () => {
  const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .map((f) => `src/${f}`)
    .concat(readdirSync('islands', { recursive: true, encoding: 'utf8' }).map((f) => `islands/${f}`))
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'));

  it('every module keeps it', () => {
    expect(sources.length).toBeGreaterThan(100);
    const stores = sources.filter((f) => /(^|\/)stores\//.test(f));
    expect(stores.length).toBeGreaterThan(40);
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/export (async )?function \w*ForTests\b|export const \w*ForTests\b/);
      expect(lifecycleProblems(file, text), file).toEqual([]);
    }
  });

  it('each rule fails on a violation, and the page-owned shape passes', () => {
    const hook = "import { onTestReset } from '../lib/test-reset';\nonTestReset(() => {});\n";
    expect(lifecycleProblems('src/ui/x.ts', hook)).toHaveLength(1);
    const guard = "if (process.env.NODE_ENV !== 'production') {\n  reset();\n}\n";
    expect(lifecycleProblems('src/api/x.ts', guard)).toHaveLength(1);
    for (const file of ['src/stores/x.ts', 'src/pos/stores/x.ts', 'src/vehicle/kit/stores/x.ts', 'src/tracking/x.ts']) {
      expect(lifecycleProblems(file, 'let issued = 0;\n'), file).toHaveLength(1);
      expect(lifecycleProblems(file, 'export let issued = 0;\n'), file).toHaveLength(1);
      expect(lifecycleProblems(file, 'export const $x = atom<number | null>(null);\n'), file).toHaveLength(1);
      expect(lifecycleProblems(file, 'const $x = map({});\n'), file).toHaveLength(1);
      expect(lifecycleProblems(file, 'export const $x: WritableAtom<number> = atom(0);\n'), file).toHaveLength(1);
      expect(
        lifecycleProblems(
          file,
          'export const $x = pageAtom<number | null>(null);\nexport const $m = pageMap({});\nconst state = pageState(() => ({ issued: 0 }));\nexport function f() {\n  let n = 0;\n  const $local = atom(n);\n  return $local;\n}\n',
        ),
        file,
      ).toEqual([]);
    }
    // Outside the stores a module-level let is not page state (the rule is for stores and tracking).
    expect(lifecycleProblems('src/ui/x.ts', 'let seq = 0;\n')).toEqual([]);
  });
});
