// The demo store's layout: a folder per area, no folder over 20 files, no import circle (type-only imports count).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crowdedFolders, importCircles, importGraph, importsOf, sourceFiles, type Graph } from './source-graph';

const SERVER = join(__dirname, '../../../demo-pages/server');
const MOST_FILES = 20;

describe('demo store layout', () => {
  it('has no import circle', () => {
    const graph = importGraph(SERVER);
    expect(graph.size).toBeGreaterThan(60);
    expect(graph.get('app.ts')).toContain('core/router.ts');
    expect(importCircles(graph)).toEqual([]);
  });

  it('keeps every folder at 20 files or fewer, with only the entry, the app and the page routes at the top', () => {
    const files = sourceFiles(SERVER);
    expect(crowdedFolders(files, MOST_FILES)).toEqual([]);
    expect(files.filter((file) => !file.includes('/'))).toEqual(['app.ts', 'pages.ts', 'server.ts']);
  });

  it('opens every file with a comment saying what it is about', () => {
    const bare = sourceFiles(SERVER).filter(
      (file) => !/^\s*(\/\*\*|\/\/)/.test(readFileSync(join(SERVER, file), 'utf8')),
    );
    expect(bare).toEqual([]);
  });
});

describe('the layout checks themselves', () => {
  const graph = (edges: Record<string, string[]>): Graph => new Map(Object.entries(edges));

  it('reads every kind of relative import, type-only ones too, and leaves out JSON and outside files', () => {
    const files = new Set(['a/x.ts', 'a/y.ts', 'b/z.ts', 'b/index.ts', 'c.ts']);
    const text = `import { one } from './y';
import type { Two } from '../b/z';
export { three } from '../c';
import '../b';
const late = () => import('./y');
import seed from '../../seed/data.json';
import { config } from '../../src/schemas/config';`;
    expect(importsOf('a/x.ts', text, files)).toEqual(['a/y.ts', 'b/index.ts', 'b/z.ts', 'c.ts']);
  });

  it('finds a circle of two, a longer one through type-only imports, and a file that imports itself', () => {
    expect(importCircles(graph({ 'a.ts': ['b.ts'], 'b.ts': ['a.ts'], 'c.ts': ['a.ts'] }))).toEqual([
      'a.ts -> b.ts -> a.ts',
    ]);
    const long = importCircles(graph({ 'p/1.ts': ['q/2.ts'], 'q/2.ts': ['r/3.ts'], 'r/3.ts': ['p/1.ts'], 's.ts': [] }));
    expect(long).toEqual(['p/1.ts -> q/2.ts -> r/3.ts -> p/1.ts']);
    expect(importCircles(graph({ 'self.ts': ['self.ts'] }))).toEqual(['self.ts -> self.ts']);
  });

  it('passes a graph without circles (shared imports are not circles)', () => {
    expect(importCircles(graph({ 'a.ts': ['b.ts', 'c.ts'], 'b.ts': ['c.ts'], 'c.ts': [] }))).toEqual([]);
  });

  it('names a folder over the limit, counting only its own files', () => {
    const files = [
      ...Array.from({ length: 21 }, (_, i) => `big/f${i}.ts`),
      ...Array.from({ length: 20 }, (_, i) => `full/f${i}.ts`),
      ...Array.from({ length: 15 }, (_, i) => `full/sub/f${i}.ts`),
      ...Array.from({ length: 21 }, (_, i) => `top${i}.ts`),
    ];
    expect(crowdedFolders(files, MOST_FILES)).toEqual(['big: 21 files', '(top): 21 files']);
  });
});
