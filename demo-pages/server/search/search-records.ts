/**
 * The demo search service's data: the four indexes' records, built from the seed, and each index's settings
 * (searchable attributes, attributes for faceting). A record is what Algolia would store: every attribute is returned
 * in hits (unless attributesToRetrieve says otherwise); `text` is what the search engine indexes, and `target` where
 * the record's /{slug} leads in the demo store (neither is sent).
 */
import { seriesId } from '../vehicle/fitment';
import type { Seed } from '../core/seed';

import { SEARCH_INDEXES } from './search-config';

type Localized = { default: string } & Record<string, string>;

export interface SearchRecord {
  objectID: string;
  /** Every attribute of the record (objectID aside): name, slug, image, facets, price, _tags… */
  attributes: Record<string, unknown>;
  /** What the search engine indexes (not sent). */
  text: Record<string, string>;
  /** Where /{slug} leads in the demo store. */
  target: string;
}

export interface IndexSettings {
  /** The attributes highlighted by default (Algolia: searchableAttributes). */
  searchableAttributes: string[];
  /** attributesForFaceting: what facets count and facet filters match. */
  attributesForFaceting: string[];
  /** The facets declared searchable(…): facet-value search works on these. */
  searchableFacets: string[];
  /** The engine's fields behind each searchable attribute (restrictSearchableAttributes). */
  textFields: Record<string, string[]>;
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const loc = (text: string): Localized => ({ default: text });

export const INDEX_SETTINGS: Record<string, IndexSettings> = {
  [SEARCH_INDEXES.parts]: {
    searchableAttributes: ['name', 'manufacturer', 'part_number', 'sku', 'categories'],
    attributesForFaceting: [
      'manufacturer',
      'category',
      'categories',
      'in_stock',
      'manufacturer_id',
      'category_id',
      'price',
      'rating',
      '_tags',
    ],
    searchableFacets: ['manufacturer', 'category'],
    textFields: {
      name: ['name'],
      manufacturer: ['brand'],
      part_number: ['number'],
      sku: ['number'],
      categories: ['category'],
    },
  },
  [SEARCH_INDEXES.categories]: {
    searchableAttributes: ['name'],
    attributesForFaceting: ['depth'],
    searchableFacets: [],
    textFields: { name: ['name', 'category'] },
  },
  [SEARCH_INDEXES.series]: {
    searchableAttributes: ['name', 'manufacturer'],
    attributesForFaceting: ['manufacturer', 'manufacturer_id'],
    searchableFacets: ['manufacturer'],
    textFields: { name: ['name', 'category'], manufacturer: ['brand'] },
  },
  [SEARCH_INDEXES.brand]: {
    searchableAttributes: ['name'],
    attributesForFaceting: [],
    searchableFacets: [],
    textFields: { name: ['name', 'brand'] },
  },
};

/** The four indexes' records, built from the seed (the same for every reset: the seed's catalog never changes). */
export function buildRecords(seed: Seed): Record<string, SearchRecord[]> {
  const brandName = new Map(seed.manufacturers.map((m) => [m.manufacturer_id, m.name]));
  const categoryName = new Map(seed.categories.map((c) => [c.category_id, c]));
  const parts: SearchRecord[] = seed.products.map((p) => ({
    objectID: String(p.product_id),
    attributes: {
      name: loc(p.name),
      slug: loc(slugify(`${p.name} ${p.part_number}`)),
      image: loc(p.thumbnails.primary),
      manufacturer: p.manufacturer,
      part_number: p.part_number,
      sku: p.sku,
      price: p.special ?? p.price,
      category: p.category_levels.at(-1) ?? '',
      categories: p.category_levels,
      in_stock: p.is_orderable && Object.values(p.stock).some((n) => n > 0),
      manufacturer_id: p.manufacturer_id,
      category_id: p.category_id,
      rating: p.rating,
      _tags: [
        ...(p.is_new ? ['new'] : []),
        ...(p.special !== null ? ['on-sale'] : []),
        ...(p.is_package ? ['package'] : []),
      ],
    },
    text: {
      name: p.name,
      brand: p.manufacturer,
      number: `${p.part_number} ${p.sku}`,
      category: p.category_levels.join(' '),
    },
    target: `/product/product?product_id=${p.product_id}`,
  }));
  const categories: SearchRecord[] = seed.categories.map((c) => ({
    objectID: String(c.category_id),
    attributes: { name: loc(c.path.join(' > ')), slug: loc(slugify(c.path.join(' '))), depth: c.path.length },
    text: { name: c.name, brand: '', number: '', category: c.path.join(' ') },
    target: `/product/category?path=${pathIds(seed, c.category_id)}`,
  }));
  const seen = new Map<number, SearchRecord>();
  for (const p of seed.products) {
    const id = seriesId(p);
    if (seen.has(id)) continue;
    const brand = brandName.get(p.manufacturer_id) ?? '';
    const name = `${brand} ${categoryName.get(p.category_id)?.name ?? ''} Series`.trim();
    seen.set(id, {
      objectID: String(id),
      attributes: {
        name: loc(name),
        slug: loc(slugify(name)),
        manufacturer: brand,
        manufacturer_id: p.manufacturer_id,
      },
      text: { name, brand, number: '', category: p.category_levels.join(' ') },
      target: `/product/manufacturer/info?manufacturer_id=${p.manufacturer_id}&series_id=${id}`,
    });
  }
  const brand: SearchRecord[] = seed.manufacturers.map((m) => ({
    objectID: String(m.manufacturer_id),
    attributes: { name: loc(m.name), slug: loc(slugify(m.name)) },
    text: { name: m.name, brand: m.aaia, number: '', category: '' },
    target: `/product/manufacturer/info?manufacturer_id=${m.manufacturer_id}`,
  }));
  return {
    [SEARCH_INDEXES.parts]: parts,
    [SEARCH_INDEXES.categories]: categories,
    [SEARCH_INDEXES.series]: [...seen.values()],
    [SEARCH_INDEXES.brand]: brand,
  };
}

function pathIds(seed: Seed, id: number): string {
  const ids: number[] = [];
  let current = seed.categories.find((c) => c.category_id === id);
  while (current) {
    ids.unshift(current.category_id);
    const parent = current.parent_id;
    current = parent ? seed.categories.find((c) => c.category_id === parent) : undefined;
  }
  return ids.join('_');
}

/** Every slug the indexes link to, and where it leads (the store's SEO URLs). */
export function slugTargets(seed: Seed): Map<string, string> {
  const targets = new Map<string, string>();
  for (const records of Object.values(buildRecords(seed)))
    for (const r of records) {
      const slug = (r.attributes.slug as Localized).default;
      if (!targets.has(slug)) targets.set(slug, r.target);
    }
  return targets;
}
