// The demo store's source as a graph: each file and the files it imports (relative specifiers, type-only ones too),
// its import circles and its folders' sizes. Read from the files' text, so a test can check the layout.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';

export type Graph = Map<string, string[]>;

/** Every `.ts` file below `dir`, as paths relative to it with `/` separators. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/** `import … from './x'`, `import './x'`, `export … from './x'` and `import('./x')`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The relative imports of one file's text that name another file of `files` (JSON and outside files are left out). */
export function importsOf(file: string, text: string, files: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const [, specifier] of text.matchAll(SPECIFIER)) {
    const target = posix.normalize(posix.join(posix.dirname(file), specifier!));
    for (const candidate of [target, `${target}.ts`, `${target}/index.ts`])
      if (files.has(candidate)) found.add(candidate);
  }
  return [...found].sort();
}

export function importGraph(dir: string): Graph {
  const files = sourceFiles(dir);
  const known = new Set(files);
  return new Map(files.map((file) => [file, importsOf(file, readFileSync(join(dir, file), 'utf8'), known)]));
}

/**
 * Every import circle: each group of files that reach one another (Tarjan's strongly connected components), shown as
 * one path around it (`a.ts -> b.ts -> a.ts`). A file that imports itself is a circle too.
 */
export function importCircles(graph: Graph): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) groups.push(group);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return groups.map((group) => pathAround(graph, new Set(group), [...group].sort()[0]!));
}

/** A shortest way from `start` back to itself inside one circle's files. */
function pathAround(graph: Graph, group: Set<string>, start: string): string {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (!group.has(next) || previous.has(next)) continue;
      previous.set(next, file);
      if (next === start) queue.length = 0;
      else queue.push(next);
    }
  }
  const path = [start];
  for (let file = previous.get(start)!; file !== start; file = previous.get(file)!) path.unshift(file);
  return [start, ...path].join(' -> ');
}

/** Folders holding more than `most` files of their own (files in subfolders count for the subfolder). */
export function crowdedFolders(files: string[], most: number): string[] {
  const counts = new Map<string, number>();
  for (const file of files) counts.set(dirname(file), (counts.get(dirname(file)) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => count > most)
    .map(([folder, count]) => `${folder === '.' ? '(top)' : folder}: ${count} files`);
}
