// Lint: TypeScript rules, React hooks rules, and the whole direction of DESIGN.md §3's data flow:
// island (view) -> store action -> api function -> server. Each layer may only look down:
//   islands: never another island, never src/api, never ky or fetch;
//   src/ui, src/forms:  never ky or fetch (views and primitives do no I/O);
//   src/stores: never src/ui nor the forms' kit (src/forms/index, src/forms/ui: only its rules, src/forms/rules.ts)
//     (toasts and the sanitizer come through src/stores/ports.ts, given at runtime start);
//   src/api: never src/stores or src/ui (the wire only);
//   the loader: no React, valibot, ky or nanostores.
// tests/unit/lint/layers.test.ts proves each rule fails on a violating import.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const noKy = { group: ['ky', 'ky/*'], message: 'Only src/api talks to the server (DESIGN.md §3).' };
const noUi = {
  group: ['**/ui/*', '**/ui/**', '../ui'],
  message: 'Stores never import ui/: toasts and the sanitizer reach them through ./ports (DESIGN.md §3).',
};
// The forms' index brings the kit's UI (its ui/ folder is caught as ui/): below the views only its rules and phone mask.
const noFormsUi = {
  regex: '^(\\.\\./)+forms(/index)?$',
  message: 'Below the views only src/forms/rules.ts and src/forms/phone-mask.ts: the kit is UI (DESIGN.md §3).',
};
const noStores = {
  group: ['**/stores/*', '**/stores/**'],
  message: 'api/ never imports stores: it owns the wire only.',
};
// fetch in any spelling: the global, window.fetch, globalThis.fetch, self.fetch.
const noFetch = {
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'Views do no I/O: call a store action (DESIGN.md §3).' },
  ],
  'no-restricted-properties': [
    'error',
    ...['window', 'globalThis', 'self'].map((object) => ({
      object,
      property: 'fetch',
      message: 'Views do no I/O: call a store action (DESIGN.md §3).',
    })),
  ],
};

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
            noKy,
          ],
        },
      ],
      ...noFetch,
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
            noStores,
            noFormsUi,
            { group: ['react', 'react-dom', 'react-dom/*', '**/ui/**'], message: 'api/ owns the wire only: no UI.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/stores/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noIslandImports, noUi, noFormsUi] }] },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/forms/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noIslandImports, noKy] }], ...noFetch },
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
    // POS code (src/pos-ui, src/{stores,api,schemas}/pos, islands/pos-*, the staff-only customer-editor) never loads on a shopper's page: shopper code
    // may reach it only through a dynamic import() (the cart page's lazy POS slot), never a static import.
    files: ['src/**/*.{ts,tsx}', 'islands/**/*.{ts,tsx}'],
    ignores: [
      'src/pos-ui/**',
      'src/stores/pos/**',
      'src/api/pos/**',
      'src/schemas/pos/**',
      'islands/pos-*/**',
      'islands/customer-editor/**',
    ],
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
