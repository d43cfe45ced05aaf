/** Strict query readers, shared by the calls that answer 400 to a query a real server would refuse; the generic list. */
import { HttpError, sendJson } from './http';
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

/** `sort` (one of `sorts`; absent or empty is `defaultSort`) and `order` (asc or desc, default `fallback`): 400 otherwise. */
export function sortAndOrder(
  ctx: Context,
  sorts: string[],
  fallback: 'asc' | 'desc',
  defaultSort = '',
): { sort: string; desc: boolean } {
  const sort = ctx.query.get('sort') || defaultSort;
  if (!sorts.includes(sort))
    throw new HttpError(400, `Query "sort" must be one of ${sorts.join(', ')}, got ${JSON.stringify(sort)}.`);
  const order = (ctx.query.get('order') ?? fallback).toLowerCase();
  if (order !== 'asc' && order !== 'desc')
    throw new HttpError(400, `Query "order" must be asc or desc, got ${JSON.stringify(order)}.`);
  return { sort, desc: order === 'desc' };
}

/**
 * The generic list answer (spec 3 §3) of `rows` already filtered and sorted: the page asked for (`page`, `limit`
 * from 1 to 100, default 10), totalPages, and the position text; `extra` beside them (a summary, a balance).
 */
export function sendGenericList(ctx: Context, rows: unknown[], extra: object = {}): void {
  const page = queryInt(ctx, 'page', 1, 1, 100000);
  const limit = queryInt(ctx, 'limit', 10, 1, 100);
  const totalPages = Math.max(1, Math.ceil(rows.length / limit));
  const from = rows.length ? (page - 1) * limit + 1 : 0;
  const to = Math.min(rows.length, page * limit);
  sendJson(ctx.res, 200, {
    results: rows.slice((page - 1) * limit, page * limit),
    totalPages,
    position: `Showing ${from} to ${to} of ${rows.length} (${totalPages} Pages)`,
    ...extra,
  });
}
