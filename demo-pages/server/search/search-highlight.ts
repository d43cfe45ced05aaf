/**
 * Algolia's `_highlightResult` and `_snippetResult` for the demo search service: every word of an attribute that a
 * query word matches (the same way the search matched it: exactly, as a prefix, or with a typo) is wrapped in the
 * requested tags (a prefix match: only the matched prefix), with `matchLevel` (none, partial, full) and `matchedWords`.
 * Strings are highlighted; arrays and objects (localized names) element by element; other values are left out.
 */

/** Word boundaries as the search engine (MiniSearch's default tokenizer) splits text. */
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

export const queryWords = (query: string): string[] => (query.toLowerCase().match(WORD) ?? []).filter(Boolean);

/** The typo budget of a query word, as the engine allows it (a fifth of its length). */
export const typoBudget = (word: string) => Math.min(6, Math.round(word.length * 0.2));

function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}

/** How much of `token` the query word matches: its whole length, a prefix's length, or 0. */
function matchLength(token: string, word: string, typos: boolean): number {
  const t = token.toLowerCase();
  if (t === word) return token.length;
  if (t.startsWith(word)) return word.length;
  const max = typos ? typoBudget(word) : 0;
  return max > 0 && distance(t, word, max) <= max ? token.length : 0;
}

export interface HighlightOptions {
  words: string[];
  pre: string;
  post: string;
  typos: boolean;
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

interface Span {
  start: number;
  end: number;
  /** End of the highlighted part (start when none). */
  mark: number;
}

function spans(text: string, options: HighlightOptions): { spans: Span[]; matched: Set<string> } {
  const matched = new Set<string>();
  const out: Span[] = [];
  for (const m of text.matchAll(WORD)) {
    const start = m.index;
    let best = 0;
    for (const word of options.words) {
      const length = matchLength(m[0], word, options.typos);
      if (length > 0) matched.add(word);
      best = Math.max(best, length);
    }
    out.push({ start, end: start + m[0].length, mark: start + best });
  }
  return { spans: out, matched };
}

function render(text: string, list: Span[], from: number, to: number, options: HighlightOptions): string {
  let out = '';
  let at = from;
  for (const s of list) {
    if (s.end <= from || s.start >= to || s.mark === s.start) continue;
    out += text.slice(at, s.start) + options.pre + text.slice(s.start, s.mark) + options.post;
    at = s.mark;
  }
  return out + text.slice(at, to);
}

function level(matched: Set<string>, options: HighlightOptions): HighlightResult['matchLevel'] {
  const words = new Set(options.words);
  return matched.size === 0 ? 'none' : matched.size >= words.size ? 'full' : 'partial';
}

export function highlightText(text: string, options: HighlightOptions): HighlightResult {
  const { spans: list, matched } = spans(text, options);
  const matchLevel = level(matched, options);
  return {
    value: render(text, list, 0, text.length, options),
    matchLevel,
    matchedWords: options.words.filter((w) => matched.has(w)),
    ...(matchLevel === 'none' ? {} : { fullyHighlighted: list.every((s) => s.mark === s.end) }),
  };
}

/** `attribute:N`: at most N words around the first match (from the start when none), cut with the ellipsis text. */
export function snippetText(
  text: string,
  words: number,
  ellipsis: string,
  options: HighlightOptions,
): Pick<HighlightResult, 'value' | 'matchLevel'> {
  const { spans: list, matched } = spans(text, options);
  const matchLevel = level(matched, options);
  if (list.length <= words) return { value: render(text, list, 0, text.length, options), matchLevel };
  const first = Math.max(
    0,
    list.findIndex((s) => s.mark > s.start),
  );
  const start = Math.max(0, Math.min(first - Math.floor(words / 3), list.length - words));
  const end = Math.min(list.length, start + words);
  const from = start === 0 ? 0 : list[start]!.start;
  const to = end === list.length ? text.length : list[end - 1]!.end;
  const value = `${start > 0 ? ellipsis : ''}${render(text, list, from, to, options)}${end < list.length ? ellipsis : ''}`;
  return { value, matchLevel };
}

/** A value's highlight: strings, and arrays and objects of them, recursively; undefined for anything else. */
export function highlightValue(value: unknown, fn: (text: string) => unknown): unknown {
  if (typeof value === 'string') return fn(value);
  if (typeof value === 'number') return fn(String(value));
  if (Array.isArray(value)) return value.map((v) => highlightValue(v, fn) ?? fn(''));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const h = highlightValue(v, fn);
      if (h !== undefined) out[k] = h;
    }
    return out;
  }
  return undefined;
}
