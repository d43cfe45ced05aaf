/**
 * PHP-style form bodies: `option[12]=5`, `option[13][]=7`, `products[0][aaia]=ABC`
 * become `{ option: { "12": "5", "13": ["7"] }, products: [{ aaia: "ABC" }] }`,
 * plus the strict field checks every call runs.
 */
import { HttpError } from './http';

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormData = Record<string, FormValue>;

/** Keys that would reach Object.prototype through plain-object maps. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

function isMap(value: FormValue | undefined): value is { [key: string]: FormValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseForm(body: string): FormData {
  const root: { [key: string]: FormValue } = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const match = KEY.exec(rawKey);
    // A key PHP would not split (unbalanced brackets) stays literal.
    const path = match
      ? [match[1] ?? '', ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '')]
      : [rawKey];
    if (path.some((segment) => UNSAFE_KEYS.has(segment))) throw new HttpError(400, `Unknown field "${rawKey}".`);
    assign(root, path, value);
  }
  return arraysFromSequentialMaps(root) as FormData;
}

/** Builds maps only; `[]` takes the next index. Sequential maps become lists afterwards. */
function assign(root: { [key: string]: FormValue }, path: string[], value: string): void {
  let node = root;
  path.forEach((rawSegment, i) => {
    const segment = rawSegment === '' && i > 0 ? String(Object.keys(node).length) : rawSegment;
    if (i === path.length - 1) {
      node[segment] = value;
      return;
    }
    const existing = node[segment];
    const child: { [key: string]: FormValue } = isMap(existing) ? existing : {};
    node[segment] = child;
    node = child;
  });
}

/** `{ "0": a, "1": b }` becomes `[a, b]` (PHP's list arrays), recursively. */
function arraysFromSequentialMaps(value: FormValue): FormValue {
  if (Array.isArray(value)) return value.map(arraysFromSequentialMaps);
  if (!isMap(value)) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, arraysFromSequentialMaps(v)] as const);
  const sequential = entries.length > 0 && entries.every(([k], i) => k === String(i));
  return sequential ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}

// ---------- Strict field checks ----------

export type FieldKind = 'int' | 'string' | 'flag' | 'map' | 'list';
export interface FieldRule {
  kind: FieldKind;
  required?: boolean;
}
export type FieldRules = Record<string, FieldRule>;

/** Shows a field the way the client wrote it (`option[12]`). */
export function fieldName(path: (string | number)[]): string {
  const [head, ...rest] = path;
  return `${String(head)}${rest.map((p) => `[${String(p)}]`).join('')}`;
}

/** Rejects unknown fields, missing required fields and wrong types with HTTP 400 naming the field. */
export function checkFields(form: FormData, rules: FieldRules): void {
  const known = Object.keys(rules);
  for (const key of Object.keys(form)) {
    if (!(key in rules)) {
      throw new HttpError(
        400,
        `Unknown field "${key}". Expected ${known.map((k) => `"${k}"`).join(', ') || 'no fields'}.`,
      );
    }
  }
  for (const [key, rule] of Object.entries(rules)) {
    const value = form[key];
    if (value === undefined) {
      if (rule.required) throw new HttpError(400, `Missing required field "${key}".`);
      continue;
    }
    switch (rule.kind) {
      case 'int':
        if (typeof value !== 'string' || !/^-?\d+$/.test(value.trim())) {
          throw new HttpError(400, `Field "${key}" must be an integer, got ${JSON.stringify(value)}.`);
        }
        break;
      case 'string':
        if (typeof value !== 'string')
          throw new HttpError(400, `Field "${key}" must be a single text value, not a list or map.`);
        if (rule.required && value.trim() === '') throw new HttpError(400, `Field "${key}" must not be empty.`);
        break;
      case 'flag':
        if (typeof value !== 'string' || !['0', '1', '', 'true', 'false'].includes(value)) {
          throw new HttpError(400, `Field "${key}" must be "1" or "0", got ${JSON.stringify(value)}.`);
        }
        break;
      case 'map':
        if (!isMap(value)) throw new HttpError(400, `Field "${key}" must be sent as ${key}[<id>]=<value>.`);
        break;
      case 'list':
        if (!Array.isArray(value)) throw new HttpError(400, `Field "${key}" must be a list: ${key}[0]…, ${key}[1]….`);
        break;
    }
  }
}

export function intField(form: FormData, key: string): number | undefined {
  const value = form[key];
  return typeof value === 'string' && value.trim() !== '' ? Number.parseInt(value, 10) : undefined;
}

export function flagField(form: FormData, key: string): boolean {
  const value = form[key];
  return value === '1' || value === 'true';
}

export function stringField(form: FormData, key: string): string {
  const value = form[key];
  return typeof value === 'string' ? value : '';
}

export { isMap };
