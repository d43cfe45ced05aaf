/** /product/product?product_id= : the product page: product-form, package components and related product grids. */
import { stockTotal } from '../cart/cart';
import { esc, mount } from '../core/html';
import { seriesId } from '../vehicle/fitment';
import { vehicleLookupOn } from '../core/layout';
import { pageConfig } from '../core/page-config';
import type { Context } from '../core/router';
import type { Product } from '../core/types';
import { productLocatorSection } from './locator-pages';
import { placementProducts } from './listing';
import { gridMount } from './catalog-pages';
import {
  addToCartProps,
  notFound,
  priceBlock,
  pricingView,
  purchasable,
  renderPage,
  REPLAY_BUTTON,
  stars,
} from '../core/page-frame';

function stockText(product: Product): string {
  const total = stockTotal(product);
  if (total === 0)
    return `<p class="stock stock-out">Out of stock${product.oos_text ? ` &middot; ${esc(product.oos_text)}` : ''}</p>`;
  if (total <= 3) return `<p class="stock stock-low">Only ${total} left in stock</p>`;
  return '<p class="stock stock-in">In stock</p>';
}

/** Props of the page's product-form mount: options, minimum, labor, and what the product view event needs. */
export function productFormProps(product: Product, hidePrices: boolean): Record<string, unknown> {
  const { options } = addToCartProps(product) as { options: unknown[] };
  return {
    product_id: product.product_id,
    name: product.name,
    sku: product.sku,
    manufacturer: product.manufacturer,
    category_levels: product.category_levels,
    price: hidePrices ? 0 : (product.special ?? product.price),
    minimum: product.minimum,
    options,
    labor: product.labor,
    purchasable: purchasable(product) && !hidePrices,
    aaia: product.aaia,
    mpn: product.mpn,
    included_in: product.included_in,
  };
}

/** The product page's fitment panel (product-vehicle-lookup), when the store's vehicle lookup is on. */
function vehiclePanel(ctx: Context, product: Product): string {
  if (!vehicleLookupOn(pageConfig(ctx.session(), ctx.query))) return '';
  return mount('product-vehicle-lookup', {
    className: 'product-fitment-mount',
    props: {
      product_id: product.product_id,
      name: product.name,
      part_number: product.part_number,
      aaia: product.aaia,
      mpn: product.mpn,
      category_id: product.category_id,
      manufacturer_id: product.manufacturer_id,
      series_id: seriesId(product),
    },
    fallback: '<section class="product-fitment-fallback"><h2>Vehicle Fitment</h2></section>',
  });
}

export function productPage(ctx: Context): void {
  const id = Number(ctx.query.get('product_id'));
  const product = Number.isInteger(id) ? ctx.state.products.get(id) : undefined;
  if (!product) return notFound(ctx, 'Product');
  const { hidePrices } = pricingView(ctx);
  const form = mount('product-form', {
    props: productFormProps(product, hidePrices),
    className: 'product-form-mount',
    fallback: purchasable(product) && !hidePrices ? `<div class="buy-box">${REPLAY_BUTTON}</div>` : '',
  });
  const install = product.show_install_graphic
    ? '<p class="install-graphic"><span class="label label-info">Installation Available</span></p>'
    : '';
  const components = placementProducts(ctx.state, { placement: 'package', productId: product.product_id });
  const related = placementProducts(ctx.state, { placement: 'related', productId: product.product_id });
  // Each kit component carries its quantity_in_kit (spec 1 §3 package components).
  const kitQuantities = new Map((product.package?.components ?? []).map((c) => [c.product_id, c.quantity_in_kit]));
  const grid = (title: string, slug: string, placement: 'package' | 'related', list: Product[]) =>
    list.length
      ? `<section aria-labelledby="${slug}-heading"><h2 id="${slug}-heading">${title}</h2>${gridMount(ctx, { placement, products: list, headingLevel: 3, props: { list_name: title }, ...(placement === 'package' ? { kitQuantities } : {}) })}</section>`
      : '';
  renderPage(ctx, {
    title: product.name,
    vehicleNavbar: false,
    breadcrumb: [
      ['Home', '/'],
      ...product.category_levels.map((c): [string, string] => [c, '/product/catalog']),
      [product.name],
    ],
    body: `<div class="row product-page">
<div class="col-sm-5"><img class="product-image" src="${esc(product.thumbnails.primary)}" alt="${esc(product.name)}" width="400" height="400"></div>
<div class="col-sm-7">
${product.is_new ? '<span class="badge badge-new">NEW!</span>' : ''}
<h1>${esc(product.name)}</h1>
<ul class="list-unstyled product-facts">
<li>Brand: <a href="${esc(product.links.manufacturer)}">${esc(product.manufacturer)}</a></li>
<li>Part Number: ${esc(product.part_number)}</li>
<li>SKU: ${esc(product.sku)}</li>
${product.minimum > 1 ? `<li>Minimum quantity: ${product.minimum}</li>` : ''}
</ul>
${stars(product)}
${priceBlock(product, hidePrices)}
${stockText(product)}
${install}
${vehiclePanel(ctx, product)}
${form}
</div>
</div>
<section aria-labelledby="description-heading"><h2 id="description-heading">Description</h2><p>${esc(product.short_description)}</p>${product.description}</section>
${grid('Package Components', 'components', 'package', components)}
${grid('Related Products', 'related', 'related', related)}
${productLocatorSection(product)}`,
  });
}
