// The parts index's hits as a counter scan reads them (spec 3 §2 hosted search, spec 1 §3 product fields).
import * as v from 'valibot';
import { NumberishSchema, optionalFlag } from '../../schemas/flag';

/** A hit's text: plain, or keyed under a site id with a "default" (spec 3 §3 "Search hit"). */
const LocalizedSchema = v.union([v.string(), v.record(v.string(), v.string())]);
const code = v.optional(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), '');

export const PartHitSchema = v.object({
  objectID: v.string(),
  /** The product to add; an index without it keys its records by product id (objectID). */
  product_id: v.optional(NumberishSchema),
  name: LocalizedSchema,
  slug: v.optional(LocalizedSchema),
  manufacturer: v.optional(v.string(), ''),
  part_number: v.optional(v.string(), ''),
  ean: code,
  sku: code,
  mpn: code,
  aaia: v.optional(v.string(), ''),
  requires_options: optionalFlag(false),
});

export const PartLookupSchema = v.object({
  results: v.array(v.object({ hits: v.array(PartHitSchema), nbHits: v.number() })),
});

export type PartHit = v.InferOutput<typeof PartHitSchema>;

/** The page config's `search` block as the lookup reads it (the search bar's keys and defaults, SearchConfigSchema). */
export interface PartIndex {
  app_id: string;
  api_key: string;
  /** Unset: Algolia's own (DSN) host; "": the page's origin. */
  host?: string;
  site_id: string;
  parts: string;
}

/** The config's block read with its defaults (read here so the staff chunk shares no file with the search bar's). */
export function partIndex(raw: Record<string, unknown>): PartIndex {
  const text = (key: string, fallback: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : fallback);
  const host = raw.host;
  return {
    app_id: text('app_id', ''),
    api_key: text('api_key', ''),
    ...(typeof host === 'string' ? { host } : {}),
    site_id: text('site_id', 'default'),
    parts: text('parts', 'parts'),
  };
}
