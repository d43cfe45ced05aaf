/** Pieces several demo pages share: the page frame for a request, price blocks, add-to-cart props. */
import { garageMount } from '../content/garage';
import { esc } from './html';
import { sendHtml } from './http';
import { BOOT_SRC, layout, readManifest, type PageOptions } from './layout';
import { formatCents, toCents } from './money';
import { pageConfig } from './page-config';
import { kioskMount } from '../kiosk/kiosk-calls';
import type { Context } from './router';
import { sessionCart } from '../cart/session-cart';
import type { PricingView } from '../storefront/listing';
import type { Product } from './types';
import { bootTagAtEnd, preloadOff } from '../qa/toggles';

export { sessionCart };

/** Renders a page with the request's config and the header cart fallback. */
export function renderPage(ctx: Context, page: Omit<PageOptions, 'config'>, status = 200): void {
  const cart = sessionCart(ctx);
  const count = cart.total_items;
  const config = pageConfig(ctx.session(), ctx.query);
  // In kiosk mode every page carries the kiosk (idle reset, splash, navigation buttons).
  const kiosk = config.kiosk_mode === true ? kioskMount(ctx) : '';
  sendHtml(
    ctx.res,
    status,
    layout({
      cartSummary: `Cart: ${count} item${count === 1 ? '' : 's'} - ${cart.total_text}`,
      embedded: ctx.query.get('embed') === '1',
      // QA toggle `?demo_boot_tag=end-of-body`: the classic placement of the tag instead of the render-blocking one.
      ...(bootTagAtEnd(ctx.query) ? { bootScripts: [], lateBootScripts: [BOOT_SRC] } : {}),
      // The head announces the page's chunks from the build's manifest; QA toggle `?demo_preload=off`: the loader alone.
      preload: preloadOff(ctx.query) ? null : readManifest(ctx.root),
      ...page,
      body: page.body + kiosk + garageMount(ctx),
      config,
    }),
    // A kiosk page is never kept (HTTP cache, back/forward cache): Back after a reset loads it afresh, and the kiosk
    // sends a previous shopper's page home (islands/kiosk/README.md).
    config.kiosk_mode === true ? { 'Cache-Control': 'no-store' } : {},
  );
}

/** login_for_pricing on and nobody signed in: the server sends no prices (spec 1 §6). */
export function pricingView(ctx: Context): PricingView {
  const config = pageConfig(ctx.session(), ctx.query);
  return { hidePrices: config.login_for_pricing === true && config.logged_in !== true };
}

export function notFound(ctx: Context, what = 'Page'): void {
  renderPage(
    ctx,
    {
      title: `${what} not found`,
      body: `<h1>${esc(what)} not found</h1><p>The ${esc(what.toLowerCase())} you requested cannot be found.</p><p><a class="btn btn-primary" href="/">Continue</a></p>`,
    },
    404,
  );
}

export function priceText(product: Product): string {
  return formatCents(toCents(product.special ?? product.price));
}

/** Plain server price block: price, special with the old price struck, rebate, or the unavailable notice. */
export function priceBlock(product: Product, loginForPricing = false): string {
  if (product.disable_pricing || !product.is_orderable || product.price <= 0) {
    return `<div class="price-block"><p class="price price-unavailable">${esc(product.disable_pricing_notice || 'Product Unavailable')}</p></div>`;
  }
  if (loginForPricing)
    return '<div class="price-block"><p class="price price-login">Login Required To View Price</p></div>';
  const regular = formatCents(toCents(product.price));
  const parts =
    product.special !== null
      ? [
          `<p class="price"><span class="price-new">${priceText(product)}</span> <span class="price-old"><span class="sr-only">Regular price </span><s>${regular}</s></span></p>`,
          product.special_text ? `<p class="special-text">${esc(product.special_text)}</p>` : '',
        ]
      : [`<p class="price">${regular}</p>`];
  if (product.instant_rebate !== null) {
    parts.push(
      `<p class="rebate">${esc(product.instant_rebate_name)}: ${formatCents(toCents(product.instant_rebate))} off</p>`,
    );
  }
  return `<div class="price-block">${parts.join('')}</div>`;
}

/** Whether the storefront offers add to cart for this product at all. */
export function purchasable(product: Product): boolean {
  return !product.disable_pricing && product.is_orderable && product.price > 0;
}

/** Props for an `add-to-cart` mount point. */
export function addToCartProps(product: Product, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    product_id: product.product_id,
    name: product.name,
    aaia: product.aaia,
    mpn: product.mpn,
    minimum: product.minimum,
    requires_options: product.requires_options,
    options: product.options.map((o) => ({
      product_option_id: o.product_option_id,
      option_id: o.option_id,
      name: o.name,
      type: o.type,
      required: o.required,
      value: o.value,
      product_option_value: o.product_option_value,
    })),
    labor: product.labor,
    price_text: priceText(product),
    ...extra,
  };
}

export const REPLAY_BUTTON = '<button type="button" class="btn btn-primary" data-replay="add">Add to Cart</button>';

export function stars(product: Product): string {
  if (!product.rating) return '<p class="rating">No reviews yet</p>';
  return `<p class="rating"><span aria-hidden="true">${'★'.repeat(product.rating)}${'☆'.repeat(5 - product.rating)}</span><span class="sr-only">Rated ${product.rating} out of 5</span> (${product.reviews} reviews)</p>`;
}
