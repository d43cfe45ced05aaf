// Lint: TypeScript rules, React hooks rules, and the import boundaries of DESIGN.md §7
// (island -> store -> api; never island -> island; the loader stays free of React).
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const noIslandImports = {
  group: ['**/islands/**', '../*/index', '../../islands/*'],
  message: 'Islands never import each other or get imported by the core: share state through src/stores.',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['islands/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: String.raw`^\.\./(?!\.\./)|(^|/)islands/`, message: 'An island never imports another island.' },
            { group: ['**/src/api/**'], message: 'Islands call store actions, not the api (DESIGN.md §3).' },
            { group: ['ky'], message: 'Only src/api talks to the server.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noIslandImports] }] },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noIslandImports,
            { group: ['react', 'react-dom', 'react-dom/*', '**/ui/**'], message: 'api/ owns the wire only: no UI.' },
          ],
        },
      ],
    },
  },
  {
    // The loader is what every page pays for before any island: no React, no valibot, no ky.
    files: [
      'src/boot.ts',
      'src/events.ts',
      'src/registry/{registry,global,load-chunk,props,replay,types}.ts',
      'src/registry/strategies/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'react/*',
                'valibot',
                'ky',
                'nanostores',
                'sonner',
                '../stores/*',
                '../api/*',
                '../ui/*',
              ],
              message: 'Keep the loader small: load this in the runtime or an island chunk.',
            },
          ],
        },
      ],
    },
  },
  {
    // POS code (src/pos-ui, src/{stores,api,schemas}/pos, islands/pos-*) never loads on a shopper's page: shopper code
    // may reach it only through a dynamic import() (the cart page's lazy POS slot), never a static import.
    files: ['src/**/*.{ts,tsx}', 'islands/**/*.{ts,tsx}'],
    ignores: ['src/pos-ui/**', 'src/stores/pos/**', 'src/api/pos/**', 'src/schemas/pos/**', 'islands/pos-*/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration[importKind="value"]', 'ExportNamedDeclaration', 'ExportAllDeclaration'].map((node) => ({
          selector: `${node}[source.value=/(^|\\/)(pos|pos-ui|pos-[a-z-]+)\\//]`,
          message: 'Shopper code never imports POS code statically: load it with import() in POS mode (DESIGN.md §2).',
        })),
      ],
    },
  },
  {
    files: ['demo-pages/**/*.ts', 'tests/**/*.{ts,tsx}', '*.{js,mjs,ts}', 'tests/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
