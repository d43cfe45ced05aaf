/** /product/product?product_id= : the product page with its two add-to-cart mount points. */
import { stockTotal } from '../cart';
import { esc, mount } from '../html';
import type { Context } from '../router';
import type { Product } from '../types';
import { productLocatorSection } from './locator';
import { addToCartProps, notFound, priceBlock, purchasable, renderPage, REPLAY_BUTTON, stars } from './common';

function stockText(product: Product): string {
  const total = stockTotal(product);
  if (total === 0) return `<p class="stock stock-out">Out of stock${product.oos_text ? ` &middot; ${esc(product.oos_text)}` : ''}</p>`;
  if (total <= 3) return `<p class="stock stock-low">Only ${total} left in stock</p>`;
  return '<p class="stock stock-in">In stock</p>';
}

function packageSection(product: Product): string {
  const parts: string[] = [];
  if (product.package) {
    const rows = product.package.components.map((c) =>
      `<li><a href="${esc(c.links.view)}">${esc(c.name)}</a> (${esc(c.model)}) &times; ${c.quantity_in_kit}</li>`);
    parts.push(`<section aria-labelledby="kit-heading"><h2 id="kit-heading">Included in This Kit</h2><ul>${rows.join('')}</ul></section>`);
  }
  if (product.included_in.length) {
    const rows = product.included_in.map((p) => `<li><a href="${esc(p.links.view)}">${esc(p.name)}</a></li>`);
    parts.push(`<section aria-labelledby="packages-heading"><h2 id="packages-heading">Also Available in These Packages</h2><ul>${rows.join('')}</ul></section>`);
  }
  return parts.join('');
}

export function productPage(ctx: Context): void {
  const id = Number(ctx.query.get('product_id'));
  const product = Number.isInteger(id) ? ctx.state.products.get(id) : undefined;
  if (!product) return notFound(ctx, 'Product');
  const buy = purchasable(product)
    ? `<div class="buy-box">
${mount('add-to-cart', { props: addToCartProps(product), fallback: REPLAY_BUTTON })}
${mount('add-to-cart', { props: addToCartProps(product, { instant_checkout: true }), className: 'instant-checkout', fallback: '<button type="button" class="btn btn-success" data-replay="add">Instant Checkout</button>' })}
</div>`
    : '';
  const labor = product.labor
    ? `<p class="labor-offer">Professional installation available: ${esc(product.labor.data.title)}, about ${product.labor.time} minutes.</p>`
    : '';
  const install = product.show_install_graphic ? '<p class="install-graphic"><span class="label label-info">Installation Available</span></p>' : '';
  renderPage(ctx, {
    title: product.name,
    breadcrumb: [['Home', '/'], ...product.category_levels.map((c): [string, string] => [c, '/product/catalog']), [product.name]],
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
${priceBlock(product)}
${stockText(product)}
${install}
${labor}
${buy}
</div>
</div>
<section aria-labelledby="description-heading"><h2 id="description-heading">Description</h2><p>${esc(product.short_description)}</p>${product.description}</section>
${packageSection(product)}
${productLocatorSection(product)}`,
  });
}
