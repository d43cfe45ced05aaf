import { useStore } from '@nanostores/react';
import { startTransition, useEffect, useState } from 'react';
import * as v from 'valibot';
import { defineIsland } from '../../src/registry/define-island';
import { ListingProductSchema } from '../../src/schemas/product';
import { seedCompareCount } from '../../src/stores/compare';
import { $config } from '../../src/stores/config';
import { $display } from '../../src/stores/display';
import { requestInventory } from '../../src/stores/inventory';
import { holdMountWave } from '../../src/stores/ports';
import { trackImpressions, trackSearch } from '../../src/tracking/marketing';
import buttonCss from '../../src/cart/ui/add-to-cart-button.css?inline';
import { ProductCard } from './card';
import css from './product-grid.css?inline';
import catalogCss from '../../src/ui/catalog.css?inline';
import modalCss from '../../src/ui/modal.css?inline';
import inventoryCss from '../../src/ui/inventory-badge.css?inline';
import { Toolbar, ToolbarSchema } from './toolbar';

/** "15 products per page" (spec 1 §2, §9). */
export const PAGE_SIZE = 15;

export const PLACEMENTS = {
  bestsellers: 'Best Sellers',
  latest: 'Latest',
  specials: 'Specials',
  category: 'Category',
  brand: 'Brand',
  related: 'Related Products',
  package: 'Package Components',
  search: 'Search Results',
  special: 'Special Offers',
  featured: 'Featured',
  catalog: 'Catalog',
} as const;

const PropsSchema = v.object({
  placement: v.picklist(Object.keys(PLACEMENTS) as (keyof typeof PLACEMENTS)[]),
  /** Featured modules are told apart by id (also in the impression list name). */
  module_id: v.optional(v.union([v.string(), v.number()])),
  /** The list name analytics sees; defaults to the placement's name. */
  list_name: v.optional(v.string()),
  products: v.array(ListingProductSchema),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), PAGE_SIZE),
  /** Listing pages have a toolbar; modules (best sellers, related, …) do not. */
  toolbar: v.optional(v.nullable(ToolbarSchema), null),
  /** "no_price": a template without prices; compare and wishlist buttons are hidden too. */
  template: v.optional(v.picklist(['default', 'no_price']), 'default'),
  /** The search page passes the shopper's terms, reported as a search event. */
  search: v.optional(v.string(), ''),
  heading_level: v.optional(v.picklist([2, 3, 4]), 2),
  empty_text: v.optional(v.string(), 'There are no products to list.'),
});

/** Placements that are a page's main content (the others are modules beside it). */
const LISTINGS = new Set<string>(['catalog', 'category', 'brand', 'search', 'special']);

export type ProductGridProps = v.InferOutput<typeof PropsSchema>;

/** "Position = index + 1 + 15 x (page - 1)" (spec 1 §9), with the listing's page size. */
export function position(index: number, page: number, limit = PAGE_SIZE): number {
  return index + 1 + limit * (page - 1);
}

/** Cards in the island's first commit: a phone's first screen and more. The rest follow in a transition (below). */
export const FIRST_CARDS = 4;

/**
 * How many cards to render: the first screen with the island's first commit, every card in a transition right after,
 * which React renders in slices that yield to the browser (no long task for a long listing). The page's mount wave waits
 * for the last card, so their parts still join the page's one validateFitment call.
 */
function useCardsShown(total: number): number {
  const [all, setAll] = useState(total <= FIRST_CARDS);
  useEffect(() => {
    if (all) return;
    let release = () => {};
    holdMountWave(new Promise<void>((resolve) => (release = resolve)));
    startTransition(() => setAll(true));
    return release;
  }, [all]);
  return all ? total : FIRST_CARDS;
}

function ProductGrid(props: ProductGridProps) {
  const inPos = useStore($config).in_pos_mode;
  const display = useStore($display);
  const listName =
    props.list_name ?? `${PLACEMENTS[props.placement]}${props.module_id === undefined ? '' : ` ${props.module_id}`}`;
  const { products, page, limit, search, toolbar } = props;
  const shown = useCardsShown(products.length);

  useEffect(() => {
    if (toolbar) seedCompareCount(toolbar.compare_total);
    if (search) trackSearch(search);
    trackImpressions(
      listName,
      products.map((product, i) => ({ product, position: position(i, page, limit) })),
    );
    if (inPos) requestInventory(products.map(({ aaia, mpn }) => ({ aaia, mpn })));
    // Props never change after mount: report once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={`pi-grid pi-grid--${display}`}>
      {toolbar ? <Toolbar toolbar={toolbar} /> : null}
      {products.length ? (
        <ul className="pi-grid__items">
          {products.map((product, i) =>
            i >= shown ? (
              // Holds the card's box until it renders, so nothing below it moves.
              <li key={product.product_id} className="pi-grid__later" aria-hidden="true" />
            ) : (
              <ProductCard
                key={product.product_id}
                product={product}
                position={position(i, page, limit)}
                eager={i < 4}
                priority={i < 4 && LISTINGS.has(props.placement)}
                listName={listName}
                noPrice={props.template === 'no_price'}
                headingLevel={props.heading_level}
              />
            ),
          )}
        </ul>
      ) : (
        <p className="pi-grid__empty">{props.empty_text}</p>
      )}
    </div>
  );
}

export default defineIsland({
  tier: 'page',
  props: PropsSchema,
  Component: ProductGrid,
  css: [css, catalogCss, buttonCss, modalCss, inventoryCss],
});
