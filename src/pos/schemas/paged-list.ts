// The staff lists' generic answer (spec 3 §7 "Generic list"): one page of rows, the page count and the position text.
import * as v from 'valibot';
import { NumberishSchema } from '../../schemas/flag';

/** `{ results: row[], totalPages, position }`, plus what a list says beside its rows (`extra`: a summary, a balance). */
export function pagedList<T, E extends v.ObjectEntries = Record<never, never>>(
  row: v.GenericSchema<unknown, T>,
  extra?: E,
) {
  return v.object({
    results: v.array(row),
    totalPages: NumberishSchema,
    position: v.optional(v.string(), ''),
    ...(extra as E),
  });
}
