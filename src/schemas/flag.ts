import * as v from 'valibot';

/** A boolean as PHP themes write it: true/false, 1/0, "1"/"0" or "". */
export const FlagSchema = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1]), v.picklist(['0', '1', '', 'true', 'false'])]),
  v.transform((x): boolean => x === true || x === 1 || x === '1' || x === 'true'),
);

export const optionalFlag = (fallback: boolean) => v.optional(FlagSchema, fallback);

/** A number the server may send as a numeric string ("12.50"). */
export const NumberishSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/))]),
  v.transform((x): number => (typeof x === 'number' ? x : Number(x))),
);
