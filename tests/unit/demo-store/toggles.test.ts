// The QA toggles: read in one place (qa/toggles.ts), every one of them listed there, and the index page's table made
// from that list.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS } from '../../../demo-pages/server/core/page-config';
import { QA_TOGGLES, SCOPE_TEXT } from '../../../demo-pages/server/qa/toggles';
import { type TestStore, type Visitor, withDemoStore } from './helpers';
import { sourceFiles } from './source-graph';

const SERVER = join(__dirname, '../../../demo-pages/server');
const TOGGLES_FILE = 'qa/toggles.ts';

/** The code of a file without its comments (a `//` after `:` is a URL's, not a comment). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

/**
 * A `demo_` name in code that is not a link's query text (after `?` or `&`): a read of a toggle, or a name built to
 * read one (`'demo_'`, `` `demo_${key}` ``). `/__demo/` paths and `is-demo__` classes are not toggles.
 */
const TOGGLE_READ = /(?<![?&\w-])demo_(?!_)/g;
const readsOutsideModule = (files: Record<string, string>) =>
  Object.entries(files).flatMap(([file, text]) =>
    file === TOGGLES_FILE
      ? []
      : code(text)
          .split('\n')
          .flatMap((line, i) => (line.match(TOGGLE_READ) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );

/** Every toggle name written in a link (`?demo_x=`, `&demo_x.y=`) anywhere in the store's pages. */
const linkedToggles = (files: Record<string, string>) =>
  new Set(
    Object.values(files).flatMap((text) => [...text.matchAll(/[?&](demo_[a-z_]+(?:\.[a-z_]+)?)=/g)].map((m) => m[1]!)),
  );

/** Whether a toggle name is in the list: by its own name, or as `demo_<key>` / `demo_<key>.<flag>` of the page config. */
function listed(name: string): boolean {
  const names = QA_TOGGLES.flatMap((t) => t.name.split(', '));
  if (names.includes(name)) return true;
  const [key = '', nested] = name.slice('demo_'.length).split('.', 2);
  return CONFIG_KEYS.includes(key) && names.includes(nested === undefined ? 'demo_<key>' : 'demo_<key>.<flag>');
}

const sources = () =>
  Object.fromEntries(sourceFiles(SERVER).map((file) => [file, readFileSync(join(SERVER, file), 'utf8')]));

describe('QA toggles', () => {
  it('are read only by qa/toggles.ts', () => {
    expect(readsOutsideModule(sources())).toEqual([]);
  });

  it('the check finds a toggle read outside the module, and lets links and comments be', () => {
    const files = {
      'kiosk/a.ts': "const timers = ctx.query.get('demo_kiosk_timers');",
      'customer/b.ts': 'const toggle = ctx.query.get(`demo_${key}`);',
      'core/c.ts': "if (!name.startsWith('demo_')) continue;",
      'qa/d.ts': `// ?demo_preload=off in a comment
/** demo_answers in a doc comment */
const href = '/demo/kiosk?demo_kiosk_timers=short&demo_vehicle.x=1';
fetch('/__demo/reset'); const css = '.is-demo__layout';`,
      [TOGGLES_FILE]: "query.get('demo_preload');",
    };
    expect(readsOutsideModule(files).map((line) => line.split(':')[0])).toEqual([
      'kiosk/a.ts',
      'customer/b.ts',
      'core/c.ts',
    ]);
  });

  it('describes each toggle fully (the list is data: toggles.json)', () => {
    for (const toggle of QA_TOGGLES) {
      expect(
        [toggle.name, toggle.values, toggle.does].every((text) => typeof text === 'string' && text.length > 2),
      ).toBe(true);
      expect(Object.keys(SCOPE_TEXT), toggle.name).toContain(toggle.scope);
      for (const example of toggle.examples ?? []) {
        expect(example, toggle.name).toHaveLength(2);
        expect(example[0], toggle.name).toMatch(/^\/.*[?&]demo_/);
      }
    }
  });

  it('lists every toggle the store reads or links to', () => {
    const files = sources();
    const read = [...files[TOGGLES_FILE]!.matchAll(/\$\{PREFIX\}([a-z_]+(?:\.)?)/g)].map((m) => `demo_${m[1]!}`);
    expect(read.length).toBeGreaterThan(6);
    for (const name of read) {
      const found = QA_TOGGLES.some((t) => t.name.split(', ').some((n) => n === name || n.startsWith(name)));
      expect(found, name).toBe(true);
    }
    const linked = [...linkedToggles(files)];
    expect(linked).toContain('demo_kiosk_timers');
    expect(linked.filter((name) => !listed(name))).toEqual([]);
    expect(listed('demo_not_a_toggle')).toBe(false);
  });

  describe('on the index page', () => {
    let store!: TestStore;
    let qa!: Visitor;
    withDemoStore({ store: (s) => (store = s), visitor: (v) => (qa = v) });

    it('has a table with one row per toggle', async () => {
      expect(store.base).toMatch(/^http/);
      const html = await (await qa.request('/')).text();
      const table = /<table class="table table-striped qa-toggle-list">([\s\S]*?)<\/table>/.exec(html)?.[1] ?? '';
      const rows = [...table.matchAll(/<tr><th scope="row"><code>(.*?)<\/code><\/th>/g)].map((m) => m[1]);
      const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      expect(rows).toEqual(QA_TOGGLES.map((t) => escape(t.name)));
      expect(table).toContain('href="/demo/kiosk?demo_kiosk_timers=short"');
    });
  });
});
