/** Product listings by placement (spec 1 §2) with sort and page size, and the product wire shape listings carry. */
import { formatCents, toCents } from '../core/money';
import type { DemoState } from '../core/state';
import type { Product } from '../core/types';
import { seriesId } from '../vehicle/fitment';

export const PAGE_SIZE = 15;
export const LIMITS = [15, 25, 50, 75, 100];
export const MAX_LIMIT = 100;

export type Placement =
  | 'catalog'
  | 'category'
  | 'brand'
  | 'search'
  | 'special'
  | 'bestsellers'
  | 'latest'
  | 'specials'
  | 'featured'
  | 'related'
  | 'package';

/** OpenCart's sort choices: `sort=<field>&order=<ASC|DESC>`, shown as one select. */
export const SORTS: { sort: string; order: 'ASC' | 'DESC'; text: string }[] = [
  { sort: 'p.sort_order', order: 'ASC', text: 'Default' },
  { sort: 'pd.name', order: 'ASC', text: 'Name (A - Z)' },
  { sort: 'pd.name', order: 'DESC', text: 'Name (Z - A)' },
  { sort: 'p.price', order: 'ASC', text: 'Price (Low > High)' },
  { sort: 'p.price', order: 'DESC', text: 'Price (High > Low)' },
  { sort: 'rating', order: 'DESC', text: 'Rating (Highest)' },
  { sort: 'rating', order: 'ASC', text: 'Rating (Lowest)' },
  { sort: 'p.model', order: 'ASC', text: 'Model (A - Z)' },
  { sort: 'p.model', order: 'DESC', text: 'Model (Z - A)' },
];

/** Featured modules by module id. */
export const FEATURED: Record<string, number[]> = { '28': [1, 2, 3, 9], '35': [10, 11, 12, 6] };
/** Modules (home page, product page) show a handful of products. */
export const MODULE_SIZE = 4;

export interface ListingQuery {
  placement: Placement;
  categoryId?: number;
  manufacturerId?: number;
  search?: string;
  /** Search page: also match descriptions (description=true) and brand or category names (search_in_brand_or_category=true). */
  description?: boolean;
  inBrandOrCategory?: boolean;
  productId?: number;
  moduleId?: string;
}

function effectivePrice(p: Product): number {
  return p.special ?? p.price;
}

const sorters: Record<string, (a: Product, b: Product) => number> = {
  'p.sort_order': (a, b) => a.product_id - b.product_id,
  'pd.name': (a, b) => a.name.localeCompare(b.name),
  'p.price': (a, b) => effectivePrice(a) - effectivePrice(b),
  rating: (a, b) => a.rating - b.rating || a.reviews - b.reviews,
  'p.model': (a, b) => a.model.localeCompare(b.model),
};

export function sortProducts(products: Product[], sort: string, order: string): Product[] {
  const compare = sorters[sort] ?? sorters['p.sort_order']!;
  const sign = order === 'DESC' ? -1 : 1;
  return [...products].sort((a, b) => sign * compare(a, b) || a.product_id - b.product_id);
}

/** Whether a category is `ancestor` or under it. */
function inCategory(state: DemoState, categoryId: number, ancestor: number): boolean {
  const category = state.data.categories.find((c) => c.category_id === categoryId);
  const top = state.data.categories.find((c) => c.category_id === ancestor);
  return !!category && !!top && category.path.slice(0, top.path.length).join('/') === top.path.join('/');
}

/** The products a placement shows, in the placement's own order. */
export function placementProducts(state: DemoState, q: ListingQuery): Product[] {
  const all = state.data.products;
  switch (q.placement) {
    case 'catalog':
      return all;
    case 'category': {
      const category = state.data.categories.find((c) => c.category_id === q.categoryId);
      if (!category) return [];
      const under = new Set(
        state.data.categories
          .filter((c) => c.path.slice(0, category.path.length).join('/') === category.path.join('/'))
          .map((c) => c.category_id),
      );
      return all.filter((p) => under.has(p.category_id));
    }
    case 'brand':
      return all.filter((p) => p.manufacturer_id === q.manufacturerId);
    case 'search': {
      const words = (q.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      if (!words.length) return [];
      return all.filter((p) => {
        if (q.manufacturerId && p.manufacturer_id !== q.manufacturerId) return false;
        if (q.categoryId && p.category_id !== q.categoryId && !inCategory(state, p.category_id, q.categoryId))
          return false;
        const hay = [
          p.name,
          p.part_number,
          p.manufacturer,
          p.short_description,
          q.description ? p.description : '',
          q.inBrandOrCategory ? p.category_levels.join(' ') : '',
        ]
          .join(' ')
          .toLowerCase();
        return words.every((w) => hay.includes(w));
      });
    }
    case 'special':
      return all.filter((p) => p.special !== null);
    case 'specials':
      return all.filter((p) => p.special !== null).slice(0, MODULE_SIZE);
    case 'bestsellers':
      return [...all].sort((a, b) => b.reviews - a.reviews).slice(0, MODULE_SIZE);
    case 'latest':
      return [...all]
        .sort((a, b) => Number(b.is_new) - Number(a.is_new) || b.product_id - a.product_id)
        .slice(0, MODULE_SIZE);
    case 'featured':
      return (FEATURED[q.moduleId ?? ''] ?? []).map((id) => state.products.get(id)).filter((p): p is Product => !!p);
    case 'related': {
      const self = state.products.get(q.productId ?? 0);
      if (!self) return [];
      return all
        .filter((p) => p.product_id !== self.product_id && p.category_levels[0] === self.category_levels[0])
        .slice(0, MODULE_SIZE);
    }
    case 'package': {
      const self = state.products.get(q.productId ?? 0);
      return (self?.package?.components ?? [])
        .map((c) => state.products.get(c.product_id))
        .filter((p): p is Product => !!p);
    }
  }
}

export interface PricingView {
  /** login_for_pricing is on and the visitor is not signed in: the server sends no prices. */
  hidePrices: boolean;
}

const money = (dollars: number) => formatCents(toCents(dollars));

/** A product as listings, the product page and compare carry it (src/schemas/product.ts ListingProductSchema). */
export function listingProduct(p: Product, view: PricingView = { hidePrices: false }): Record<string, unknown> {
  const priced = !p.disable_pricing && p.price > 0 && !view.hidePrices;
  return {
    product_id: p.product_id,
    name: p.name,
    sku: p.sku,
    model: p.model,
    manufacturer: p.manufacturer,
    part_number: p.part_number,
    aaia: p.aaia,
    mpn: p.mpn,
    category_id: p.category_id,
    manufacturer_id: p.manufacturer_id,
    series_id: seriesId(p),
    short_description: p.short_description,
    category_levels: p.category_levels,
    thumbnails: { primary: p.thumbnails.primary },
    links: p.links,
    is_new: p.is_new,
    rating: p.rating,
    reviews: p.reviews,
    show_install_graphic: p.show_install_graphic,
    disable_pricing: p.disable_pricing,
    disable_pricing_notice: p.disable_pricing_notice,
    is_orderable: p.is_orderable,
    requires_options: p.requires_options,
    minimum: p.minimum,
    price: priced ? (p.special ?? p.price) : 0,
    price_text: priced ? money(p.price) : '',
    price_before_discounts_text: '',
    special: priced && p.special !== null ? money(p.special) : false,
    special_text: priced ? p.special_text : '',
    instant_rebate: priced && p.instant_rebate !== null ? money(p.instant_rebate) : false,
    instant_rebate_name: priced ? p.instant_rebate_name : '',
    labor: p.labor,
    included_in: p.included_in,
  };
}
