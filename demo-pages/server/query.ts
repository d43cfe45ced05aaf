/** Strict query readers, shared by the calls that answer 400 to a query a real server would refuse. */
import { HttpError } from './http';
import type { Context } from './router';

/** 400 for any query key but `allowed`. */
export function checkQuery(ctx: Context, allowed: string[]): void {
  for (const key of ctx.query.keys()) {
    if (!allowed.includes(key)) {
      throw new HttpError(400, `Unknown query "${key}". Expected ${allowed.map((k) => `"${k}"`).join(', ')}.`);
    }
  }
}

/** A whole number from `min` to `max` (400 otherwise); absent or empty is `fallback`. */
export function queryInt(ctx: Context, name: string, fallback: number, min = 1, max = 1000): number {
  const raw = ctx.query.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw))
    throw new HttpError(400, `Query "${name}" must be a whole number, got ${JSON.stringify(raw)}.`);
  const value = Number(raw);
  if (value < min || value > max) throw new HttpError(400, `Query "${name}" must be ${min} to ${max}, got ${value}.`);
  return value;
}
