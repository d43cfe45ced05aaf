/** Store locator page, contact page with store selection, and the product page's availability + Contact Us markup. */
import { esc, mount } from '../core/html';
import { dealerLocations } from './locator-data';
import type { Context } from '../core/router';
import type { Product } from '../core/types';
import { purchasable, renderPage } from '../core/page-frame';
import { tileUrlToggle } from '../qa/toggles';

const FILTERS = [
  { value: '', label: 'All locations' },
  { value: 'pickup', label: 'In-store pickup' },
  { value: 'installation', label: 'Installation service' },
];

/** /information/locator: the dealer/store locator (the module's own page in the legacy theme). */
export function locatorPage(ctx: Context): void {
  renderPage(ctx, {
    title: 'Store Locator',
    breadcrumb: [['Home', '/'], ['Store Locator']],
    body: `<h1>Store Locator</h1>
<p>Find a Summit Parts store or partner near you, see it on the map, and make it your store for pickup.</p>
<section aria-labelledby="find-heading"><h2 id="find-heading">Stores Near You</h2>
${mount('store-locator', {
  props: { mode: 'locator', filters: FILTERS, show_popup: true, tile_url: tileUrlToggle(ctx.query) },
  fallback: '<p class="text-muted">Loading store locator…</p>',
})}
</section>`,
  });
}

/** /information/contact: the store's contact details and the store selection. */
export function contactPage(ctx: Context): void {
  const stores = dealerLocations(ctx.state).filter((l) => l.is_store);
  const locations = stores.map((l) => ({
    location_id: l.location_id,
    location_name: l.location_name,
    address: `${l.address}, ${l.city}, ${l.state} ${l.zip}`,
    phone: l.phone,
  }));
  // The no-JS equivalent of the island's cards, in the same boxes (theme.css `.store-cards`): mounting moves nothing.
  // Without JS a store cannot be chosen, so each card's action is a call link in the place of "Shop This Store".
  const fallback = `<div class="store-cards"><p class="store-cards__intro">Choose the store you shop at: prices, stock and pickup will be for that store.</p>
<ul class="store-cards__list">${locations
    .map(
      (l) => `<li class="store-cards__item"><h3 class="store-cards__name">${esc(l.location_name)}</h3>
${l.address ? `<p class="store-cards__line">${esc(l.address)}</p>` : ''}${l.phone ? `<p class="store-cards__line">${esc(l.phone)}</p>` : ''}
${l.phone ? `<a class="store-cards__action" href="tel:${esc(l.phone.replace(/[^\d+]/g, ''))}" aria-label="Call This Store: ${esc(l.location_name)}">Call This Store</a>` : ''}</li>`,
    )
    .join('')}</ul></div>`;
  renderPage(ctx, {
    title: 'Contact Us',
    breadcrumb: [['Home', '/'], ['Contact Us']],
    body: `<h1>Contact Us</h1>
<p>Questions about a part or an order? Call or visit any of our stores. Choose the store you shop at to see its prices and stock.</p>
<section aria-labelledby="stores-heading"><h2 id="stores-heading">Our Stores</h2>
${mount('store-select', { props: { locations, catalog_url: '/product/catalog' }, fallback })}
</section>`,
  });
}

/**
 * The product page's "Check Store Availability" section (only for a product the store sells: Pick Up Here adds it to
 * the cart) and its "Contact Us" button (every product).
 */
export function productLocatorSection(product: Product): string {
  const availability =
    purchasable(product) && !product.requires_options
      ? `<section class="product-stores" aria-labelledby="availability-heading">
<h2 id="availability-heading">Check Store Availability</h2>
${mount('store-locator', { strategy: 'visible', props: { mode: 'availability', product_id: product.product_id, product_name: product.name, quantity: product.minimum } })}
</section>`
      : '';
  return `${availability}
<section class="product-contact" aria-labelledby="questions-heading">
<h2 id="questions-heading">Questions About This Part?</h2>
${mount('product-contact', { strategy: 'interaction', props: { product_id: product.product_id, product_name: product.name }, fallback: '<button type="button" class="btn btn-default" data-replay="contact">Contact Us</button>' })}
</section>`;
}
