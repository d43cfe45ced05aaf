// @vitest-environment node
// docs/spec-coverage.md stays true: every file, folder and test it cites exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const table = readFileSync('docs/spec-coverage.md', 'utf8');
const cited = [...new Set([...table.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!))];
const files = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' });
const testNames = new Set([...files('tests')].map((f) => f.split('/').pop()!));

/** A cited path: a file, a folder, a module named without its extension, or a unit test named from tests/unit/. */
const exists = (path: string) =>
  ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'].some((ext) =>
    [path.replace(/:\d+(-\d+)?$/, ''), `tests/unit/${path}`].some((p) => existsSync(p + ext)),
  );

describe('docs/spec-coverage.md', () => {
  it('every path it cites exists', () => {
    const paths = cited.filter((c) => /^(tests|src|islands|demo-pages|docs)\//.test(c) && !c.includes('*'));
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.filter((p) => !exists(p))).toEqual([]);
  });

  it('every test file it names exists under tests/', () => {
    const names = cited.filter((c) => /^[\w.-]+\.(spec|test)\.tsx?$/.test(c));
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((n) => !testNames.has(n))).toEqual([]);
  });
});
