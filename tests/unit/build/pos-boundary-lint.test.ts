// @vitest-environment node
// POS code never loads on a shopper's page: the lint rule refuses a static import of it from shopper code.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function posErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('POS import boundary (eslint)', () => {
  it('shopper code that imports POS code statically fails lint', { timeout: 30_000 }, async () => {
    const code = [
      "import { setCartCustomer } from '../pos/stores/cart';",
      "import { PosCustomerPanel } from '../pos/ui/customer-panel';",
      "export { searchCustomers } from '../pos/api/customer';",
      'export { setCartCustomer, PosCustomerPanel };',
      '',
    ].join('\n');
    expect(await posErrors('src/ui/probe.ts', code)).toHaveLength(3);
    expect(
      await posErrors('islands/cart-page/probe.tsx', "import { posSettings } from '../../src/pos/ui/cart-slot';\n"),
    ).toHaveLength(1);
  });

  it('the lazy POS slot (lazyChunk), type-only imports and POS code itself pass', { timeout: 30_000 }, async () => {
    expect(
      await posErrors(
        'islands/cart-page/probe.tsx',
        "import { lazyChunk } from '../../src/registry/lazy-chunk';\nexport const load = lazyChunk(() => import('../../src/pos/ui/cart-slot'));\nimport type { PosProps } from '../../src/pos/schemas/pos-props';\nexport type P = PosProps;\n",
      ),
    ).toEqual([]);
    expect(
      await posErrors(
        'src/pos/ui/probe.ts',
        "import { setCartCustomer } from '../stores/cart';\nexport { setCartCustomer };\n",
      ),
    ).toEqual([]);
  });
});
