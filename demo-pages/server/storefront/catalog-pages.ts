/** Listing pages at their legacy routes: catalog, category, brand, search, special; each one product-grid mount. */
import { esc, mount } from '../core/html';
import {
  LIMITS,
  listingProduct,
  MAX_LIMIT,
  PAGE_SIZE,
  placementProducts,
  sortProducts,
  SORTS,
  type ListingQuery,
} from './listing';
import { vehicleText, type VehicleFacet } from '../vehicle/fitment';
import { savedFacets, vehicleLookupOn } from '../core/layout';
import { pageConfig } from '../core/page-config';
import type { Context } from '../core/router';
import type { Product } from '../core/types';
import { notFound, priceBlock, pricingView, renderPage, stars } from '../core/page-frame';

/** Cards whose image loads eagerly at high priority on a listing page (as the island's first cards do). */
const EAGER_IMAGES = 4;
/** Placements that are a page's main content (the others are modules beside the product or on the home page). */
const LISTINGS = new Set(['catalog', 'category', 'brand', 'search', 'special']);

/** The server's fallback card: same box as the island's card (see islands/product-grid/README.md), no mount points inside. */
export function productCard(product: Product, headingLevel = 2, hidePrices = false, index = 0): string {
  const h = `h${headingLevel}`;
  // The first row's images are the page's largest paint: fetched at once, not when lazy loading gets to them.
  const loading = index < EAGER_IMAGES ? 'eager" fetchpriority="high' : 'lazy';
  return `<li class="product-card">
<a href="${esc(product.links.view)}" class="product-thumb" tabindex="-1" aria-hidden="true"><img src="${esc(product.thumbnails.primary)}" alt="${esc(product.name)}" width="200" height="200" loading="${loading}"></a>
${product.is_new ? '<span class="badge badge-new">NEW!</span>' : ''}
<${h} class="product-title"><a href="${esc(product.links.view)}">${esc(product.name)}</a></${h}>
<p class="brand"><a href="${esc(product.links.manufacturer)}">${esc(product.manufacturer)}</a> &middot; Part # ${esc(product.part_number)}</p>
<p class="short-description">${esc(product.short_description)}</p>
${priceBlock(product, hidePrices)}
${stars(product)}
</li>`;
}

function pagination(basePath: string, params: URLSearchParams, page: number, pages: number): string {
  if (pages <= 1) return '';
  const link = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `${basePath}?${next.toString()}`;
  };
  const items: string[] = [];
  if (page > 1) items.push(`<li><a href="${esc(link(page - 1))}" rel="prev">Previous</a></li>`);
  for (let n = 1; n <= pages; n++) {
    items.push(
      n === page
        ? `<li class="active"><a href="${esc(link(n))}" aria-current="page">${n}</a></li>`
        : `<li><a href="${esc(link(n))}">${n}</a></li>`,
    );
  }
  if (page < pages) items.push(`<li><a href="${esc(link(page + 1))}" rel="next">Next</a></li>`);
  return `<nav aria-label="Pagination"><ul class="pagination">${items.join('')}</ul></nav>`;
}

export interface GridMount {
  placement: ListingQuery['placement'];
  products: Product[];
  props?: Record<string, unknown>;
  headingLevel?: number;
  toolbar?: string;
  /** Package components: product_id -> quantity_in_kit. */
  kitQuantities?: Map<number, number>;
}

/** A product-grid mount point: products as JSON props, and server cards as the placeholder the island replaces. */
export function gridMount(ctx: Context, grid: GridMount): string {
  const view = pricingView(ctx);
  return mount('product-grid', {
    className: 'product-grid-mount',
    props: {
      placement: grid.placement,
      products: grid.products.map((p) => {
        const inKit = grid.kitQuantities?.get(p.product_id);
        return inKit ? { ...listingProduct(p, view), quantity_in_kit: inKit } : listingProduct(p, view);
      }),
      heading_level: grid.headingLevel ?? 2,
      ...grid.props,
    },
    fallback: `${grid.toolbar ?? ''}<ul class="product-grid">${grid.products.map((p, i) => productCard(p, grid.headingLevel, view.hidePrices, LISTINGS.has(grid.placement) ? i : EAGER_IMAGES)).join('\n')}</ul>`,
  });
}

function listing(
  ctx: Context,
  title: string,
  query: ListingQuery,
  basePath: string,
  keep: Record<string, string>,
  intro = '',
): void {
  const sortChoice =
    SORTS.find(
      (s) => s.sort === ctx.query.get('sort') && s.order === (ctx.query.get('order') ?? 'ASC').toUpperCase(),
    ) ?? SORTS[0]!;
  const limit = Math.min(MAX_LIMIT, Math.max(1, Number.parseInt(ctx.query.get('limit') ?? '', 10) || PAGE_SIZE));
  const products = sortProducts(placementProducts(ctx.state, query), sortChoice.sort, sortChoice.order);
  const pages = Math.max(1, Math.ceil(products.length / limit));
  const page = Math.min(pages, Math.max(1, Number.parseInt(ctx.query.get('page') ?? '1', 10) || 1));
  const shown = products.slice((page - 1) * limit, page * limit);
  const from = products.length ? (page - 1) * limit + 1 : 0;

  const params = (extra: Record<string, string>) => new URLSearchParams({ ...keep, ...extra });
  const current = {
    sort: sortChoice.sort,
    order: sortChoice.order,
    ...(limit === PAGE_SIZE ? {} : { limit: String(limit) }),
  };
  const href = (extra: Record<string, string>) => `${basePath}?${params(extra).toString()}`;
  const limits = LIMITS.includes(limit) ? LIMITS : [...LIMITS, limit].sort((a, b) => a - b);
  const compareTotal = ctx.session().compare.length;
  const toolbar = {
    compare_href: '/product/compare',
    compare_total: compareTotal,
    sort: `${sortChoice.sort}-${sortChoice.order}`,
    sorts: SORTS.map((s) => ({
      text: s.text,
      value: `${s.sort}-${s.order}`,
      href: href({ sort: s.sort, order: s.order, ...(limit === PAGE_SIZE ? {} : { limit: String(limit) }) }),
    })),
    limit: String(limit),
    limits: limits.map((n) => ({
      text: String(n),
      value: String(n),
      href: href({ sort: sortChoice.sort, order: sortChoice.order, limit: String(n) }),
    })),
  };
  const grid = gridMount(ctx, {
    placement: query.placement,
    products: shown,
    props: { page, limit, toolbar, ...(query.search ? { search: query.search } : {}) },
    toolbar: `<div class="product-toolbar"><a href="/product/compare">Product Compare (${compareTotal})</a></div>`,
  });
  renderPage(ctx, {
    title,
    breadcrumb: [['Home', '/'], [title]],
    body: `<h1>${esc(title)}</h1>
${intro}
<p class="results">Showing ${from} to ${from + shown.length - (shown.length ? 1 : 0)} of ${products.length} (${pages} Pages)</p>
${grid}
${pagination(basePath, params(current), page, pages)}`,
  });
}

export function catalogPage(ctx: Context): void {
  listing(ctx, 'Catalog', { placement: 'catalog' }, '/product/catalog', {});
}

/** /product/category?path=20_21: the last id of the path is the category. */
export function categoryPage(ctx: Context): void {
  const path = ctx.query.get('path') ?? '';
  const id = Number(path.split('_').pop());
  const category = ctx.state.data.categories.find((c) => c.category_id === id);
  if (!category) return notFound(ctx, 'Category');
  listing(ctx, category.name, { placement: 'category', categoryId: id }, '/product/category', { path });
}

export function manufacturerPage(ctx: Context): void {
  const id = Number(ctx.query.get('manufacturer_id'));
  const brand = ctx.state.data.manufacturers.find((m) => m.manufacturer_id === id);
  if (!brand) return notFound(ctx, 'Brand');
  listing(ctx, brand.name, { placement: 'brand', manufacturerId: id }, '/product/manufacturer/info', {
    manufacturer_id: String(id),
  });
}

/**
 * /product/search (also /index.php?route=product/search, the header search's submit): search, description,
 * search_in_brand_or_category, manufacturer_id, category_id; queryID is kept for the page's links.
 */
export function searchPage(ctx: Context): void {
  const search = (ctx.query.get('search') ?? '').trim();
  const flag = (name: string) => ['true', '1'].includes(ctx.query.get(name) ?? '');
  const id = (name: string) => Number.parseInt(ctx.query.get(name) ?? '', 10) || undefined;
  const keep: Record<string, string> = search ? { search } : {};
  for (const name of ['description', 'search_in_brand_or_category', 'manufacturer_id', 'category_id', 'queryID']) {
    const value = ctx.query.get(name);
    if (value) keep[name] = value;
  }
  const form = `<form method="get" action="/product/search" class="form-inline search-form" role="search">
<div class="form-group"><label for="search-input">Search</label><input id="search-input" class="form-control" type="search" name="search" value="${esc(search)}"></div>
<button type="submit" class="btn btn-primary">Search</button></form>`;
  listing(
    ctx,
    search ? `Search - ${search}` : 'Search',
    {
      placement: 'search',
      search,
      description: flag('description'),
      inBrandOrCategory: flag('search_in_brand_or_category'),
      manufacturerId: id('manufacturer_id'),
      categoryId: id('category_id'),
    },
    '/product/search',
    keep,
    form,
  );
}

export function specialPage(ctx: Context): void {
  listing(ctx, 'Special Offers', { placement: 'special' }, '/product/special', {});
}

/** /common/home: the store's home page with its modules (featured by id, best sellers, latest, specials). */
type VehicleFlags = Record<string, unknown> & {
  ymm_heading?: string;
  ymm_tab_label?: string;
  engine_family_tab_label?: string;
};

/** The Application summary's boxes: what the shopper has saved, each part with its (inert) remove control, and Reset. */
function summarySkeleton(saved: VehicleFacet[]): string {
  if (!saved.length) return '';
  const facets = saved
    .map(
      (f) =>
        `<li><span>${esc(f.label_field)}: ${esc(f.label_value)}</span><button type="button" class="vehicle-skeleton__remove" disabled tabindex="-1">×</button></li>`,
    )
    .join('');
  return `<div class="vehicle-skeleton__summary"><p class="vehicle-skeleton__current">Your Vehicle: <strong>${esc(vehicleText(saved))}</strong></p><ul class="vehicle-skeleton__facets">${facets}</ul><span class="vehicle-skeleton__save">Reset</span></div>`;
}

/**
 * The home page's vehicle selector before it mounts: the boxes the island draws first (its skeleton, then the selector:
 * the Application summary when a vehicle is saved, tabs, three selects with Save Vehicle, Show Universal Parts), styled
 * by theme.css `.vehicle-skeleton`, so nothing moves.
 */
function vehicleSelectorSkeleton(flags: VehicleFlags, saved: VehicleFacet[]): string {
  const tabs = [
    ...(flags.ymm_enabled === true ? [flags.ymm_tab_label ?? ''] : []),
    ...(flags.engine_family_enabled === true ? [flags.engine_family_tab_label ?? ''] : []),
  ];
  const fields =
    flags.ymm_enabled === true ? ['Year', 'Make', 'Model'] : ['Engine Manufacturer', 'Engine Family', 'Engine Size'];
  const form = tabs.length
    ? `<div>${tabs.length > 1 ? `<div class="vehicle-skeleton__tabs">${tabs.map((t) => `<span>${esc(t)}</span>`).join('')}</div>` : ''}
<div class="vehicle-skeleton__form">${fields.map((f) => `<div class="vehicle-skeleton__field"><span class="vehicle-skeleton__label">${f}</span><span class="vehicle-skeleton__select"></span></div>`).join('')}<span class="vehicle-skeleton__save">Save Vehicle</span></div></div>`
    : '';
  const universal =
    flags.show_universal === true ? '<p class="vehicle-skeleton__universal">Show Universal Parts</p>' : '';
  return `<section class="home-vehicle-fallback"><h2>${esc(flags.ymm_heading ?? 'Select Your Vehicle')}</h2>
<div class="vehicle-skeleton"><p class="vehicle-skeleton__status">Loading vehicle selector…</p><div class="vehicle-skeleton__body" aria-hidden="true">${summarySkeleton(saved)}${form}${universal}</div></div></section>`;
}

export function homePage(ctx: Context): void {
  const modules: [string, ListingQuery][] = [
    ['Featured', { placement: 'featured', moduleId: '28' }],
    ['Best Sellers', { placement: 'bestsellers' }],
    ['Latest', { placement: 'latest' }],
    ['Specials', { placement: 'specials' }],
    ['Shop Favourites', { placement: 'featured', moduleId: '35' }],
  ];
  const sections = modules.map(
    ([heading, query], i) => `<section aria-labelledby="module-${i}"><h2 id="module-${i}">${esc(heading)}</h2>
${gridMount(ctx, { placement: query.placement, products: placementProducts(ctx.state, query), headingLevel: 3, props: query.moduleId ? { module_id: query.moduleId } : {} })}
</section>`,
  );
  const config = pageConfig(ctx.session(), ctx.query);
  const vehicle = vehicleLookupOn(config)
    ? `<div id="vehicle" class="home-vehicle">${mount('vehicle-lookup', { props: { display: 'navbar' }, className: 'home-vehicle-mount', fallback: vehicleSelectorSkeleton(config.vehicle as VehicleFlags, savedFacets(config)) })}</div>`
    : '';
  renderPage(ctx, { title: 'Home', body: `<h1>Summit Parts Co.</h1>\n${vehicle}\n${sections.join('\n')}` });
}

/** /product/compare: the session's compare list (product-compare island; it calls getCompare). */
export function comparePage(ctx: Context): void {
  renderPage(ctx, {
    title: 'Product Comparison',
    breadcrumb: [['Home', '/'], ['Product Comparison']],
    body: `<h1>Product Comparison</h1>
${mount('product-compare', { fallback: '<p>Loading comparison…</p>' })}`,
  });
}
