/** `/`: every demo page with its mount points, plus QA toggles and the reset button. */
import { esc } from '../core/html';
import type { Context } from '../core/router';
import { renderPage } from '../core/page-frame';
import { QA_TOGGLES, SCOPE_TEXT, VEHICLE_ON, type QaToggle } from './toggles';

interface DemoPage {
  href: string;
  title: string;
  mounts: string;
  note?: string;
}

export const DEMO_PAGES: DemoPage[] = [
  {
    href: '/product/catalog',
    title: 'Catalog',
    mounts: 'cart-popout, product-grid (toolbar)',
    note: '15 products per page; Sort By and Show navigate; list/grid kept in localStorage "display".',
  },
  {
    href: '/common/home',
    title: 'Home with modules',
    mounts: 'cart-popout, product-grid x5 (featured 28, best sellers, latest, specials, featured 35)',
  },
  { href: '/product/category?path=20', title: 'Category: Brakes', mounts: 'cart-popout, product-grid' },
  { href: '/product/manufacturer/info?manufacturer_id=11', title: 'Brand page', mounts: 'cart-popout, product-grid' },
  { href: '/product/search?search=brake', title: 'Search: brake', mounts: 'cart-popout, product-grid' },
  {
    href: '/demo/search-insights',
    title: 'Search analytics (QA): searches, click and conversion events of this session',
    mounts: 'cart-popout',
    note: 'Type in the header search on any page (search-bar, interaction strategy): the Algolia-protocol search at POST /1/indexes/*/queries; a click on a suggestion and a later add to cart send insights events (POST /1/events), listed here.',
  },
  {
    href: '/demo/instantsearch',
    title: 'InstantSearch.js on the demo search service',
    mounts: "none (Algolia's own InstantSearch.js and algoliasearch lite client)",
    note: "A theme developer's search page: searchBox, hits with highlighting, brand and category refinement lists, stats and pagination, all from the Algolia-protocol search service. ?host= points it at another origin.",
  },
  { href: '/product/special', title: 'Special offers', mounts: 'cart-popout, product-grid' },
  { href: '/product/catalog?limit=60', title: 'Catalog, 60 per page (benchmark)', mounts: 'cart-popout, product-grid' },
  {
    href: '/product/product?product_id=1',
    title: 'Product: brake pads (labor, rebate, in two kits)',
    mounts:
      'cart-popout, product-form, product-grid (related), store-locator (availability, visible), product-contact (interaction)',
  },
  {
    href: '/product/product?product_id=2',
    title: 'Product: special price',
    mounts:
      'cart-popout, product-form, product-grid (related), store-locator (availability, visible), product-contact (interaction)',
  },
  {
    href: '/index.php?route=product/product&product_id=3',
    title: 'Product: every option type (legacy index.php route)',
    mounts:
      'cart-popout, product-form, product-grid (related), store-locator (availability, visible), product-contact (interaction)',
  },
  {
    href: '/product/product?product_id=4',
    title: 'Product: pricing disabled with notice',
    mounts: 'cart-popout, product-form (no buttons), product-grid (related), product-contact (interaction)',
  },
  {
    href: '/product/product?product_id=6',
    title: 'Product: minimum quantity 4',
    mounts:
      'cart-popout, product-form, product-grid (related), store-locator (availability, visible), product-contact (interaction)',
  },
  {
    href: '/product/product?product_id=8',
    title: 'Product: out of stock',
    mounts:
      'cart-popout, product-form, product-grid (related), store-locator (availability, visible), product-contact (interaction)',
  },
  {
    href: '/product/product?product_id=9',
    title: 'Product: package kit',
    mounts:
      'cart-popout, product-form, product-grid (package components, related), store-locator (availability, visible), product-contact (interaction)',
  },
  {
    href: '/product/product?product_id=12',
    title: 'Product: required select and radio',
    mounts:
      'cart-popout, product-form, product-grid (related), store-locator (availability, visible), product-contact (interaction)',
  },
  { href: '/product/compare', title: 'Product comparison', mounts: 'cart-popout, product-compare' },
  {
    href: '/account/wishlist',
    title: 'My Wish List (signed in; a guest is sent to log in)',
    mounts: 'cart-popout, wishlist',
  },
  { href: '/account/register', title: 'Register Account', mounts: 'cart-popout, register-form' },
  { href: '/checkout/cart', title: 'Shopping Cart', mounts: 'cart-popout, cart-page' },
  {
    href: '/information/locator',
    title: 'Store Locator',
    mounts: 'cart-popout, store-locator',
    note: 'ZIP search (43215, 43017, 90210 far away, 99999 invalid), map, Make My Store, filter, dealer locator popup.',
  },
  { href: '/information/contact', title: 'Contact Us (store selection)', mounts: 'cart-popout, store-select' },
  {
    href: '/index.php?route=information/information&information_id=4',
    title: 'Parts & Projects (content modules)',
    mounts:
      'cart-popout, banner (2), image-grid (2, visible), video (2, visible), blog (visible), custom-form (3, idle), interactive-garage',
    note: 'Gallery lightbox, slider with pause, YouTube facade and a local video, blog of 30 with Show More, three custom forms (every field type, captcha, redirect). Garage elsewhere: ?demo_garage=1|throws|missing.',
  },
  { href: '/checkout/checkout', title: 'Checkout', mounts: 'cart-popout' },
  { href: '/account/login', title: 'Account Login (demo sign-in, "Sign in as staff")', mounts: 'cart-popout' },
  {
    href: '/checkout/cart?demo_in_pos_mode=1',
    title: 'POS cart (staff): customer, vehicles, price and labor edits, custom items, orders, PO numbers',
    mounts: 'cart-popout, cart-page (POS)',
    note: 'Sign in as staff first (Account Login, or the QA toggle below): staff calls answer 401 to anyone else.',
  },
  {
    href: '/pos/order',
    title: 'POS orders: tabs, filters in the address, popovers, Continue Order (staff)',
    mounts: 'cart-popout, pos-orders',
    note: 'Staff only: sign in as staff first.',
  },
  {
    href: '/pos/order/view?order_id=1013',
    title: 'POS order view: void, payment link, history, assign customer (staff)',
    mounts: 'cart-popout, pos-order-view',
  },
  { href: '/pos/customer', title: 'POS customers list (staff)', mounts: 'cart-popout, pos-customers' },
  {
    href: '/pos/order/receipt?order_id=913',
    title: 'POS receipt: paid in full (Change Due $0.00, a purchase order, "Send or Print Receipt")',
    mounts: 'cart-popout, pos-receipt',
    note: 'Staff only. Other states: 907 outstanding, 923 change due, 927 appointments booked, 932 and 925 without a customer (Book Appointment disabled), 910 saved (no payments, no purchase orders).',
  },
  {
    href: '/pos/order/receipt?order_id=907',
    title: 'POS receipt: outstanding balance (Invoice)',
    mounts: 'cart-popout, pos-receipt',
  },
  { href: '/pos/order/receipt?order_id=923', title: 'POS receipt: change due', mounts: 'cart-popout, pos-receipt' },
  {
    href: '/pos/order/receipt?order_id=927',
    title: 'POS receipt: appointments booked',
    mounts: 'cart-popout, pos-receipt',
  },
  {
    href: '/pos/order/receipt?order_id=932',
    title: 'POS receipt: no customer ("Book Appointment" needs one)',
    mounts: 'cart-popout, pos-receipt',
  },
  {
    href: '/pos/order/invoice?order_id=907',
    title: 'Printable invoice (add &print=1 to print on load)',
    mounts: 'pos-invoice',
  },
  {
    href: '/pos/order/distributor?order_id=910',
    title: 'Order From Your Distributor: quantities per warehouse, submission creating purchase orders',
    mounts: 'cart-popout, pos-distributor',
  },
  {
    href: '/pos/appointment?order_id=1003',
    title: 'POS appointment booking: bays, installers, time slots, day view (staff)',
    mounts: 'cart-popout, pos-menu, pos-appointment',
  },
  { href: '/demo/pos-menu', title: 'POS sidebar menu and the locked screen (staff)', mounts: 'cart-popout, pos-menu' },
  {
    href: '/pos/customer/edit?customer_id=1',
    title: 'POS customer editor: General, addresses, page buttons (staff)',
    mounts: 'cart-popout, pos-customer-editor',
  },
  { href: '/pos/customer/add', title: 'POS Add Customer (staff)', mounts: 'cart-popout, pos-customer-editor' },
  {
    href: '/pos/checkout',
    title: "POS checkout: tenders, card terminal, voids, complete (staff; the order saved by the cart's Check Out)",
    mounts: 'cart-popout, pos-menu, pos-checkout, pos-distributor',
    note: "Card terminal outcome by the amount's cents: .01 declines, .02 never answers (5-minute deadline), .03 drops the event stream then approves, .04 approves settled (Return); anything else approves. Vouchers GIFT25, GIFT100.",
  },
  {
    href: '/demo/broken',
    title: 'Broken islands (error isolation)',
    mounts: 'cart-popout (x2), does-not-exist, add-to-cart (invalid props), add-to-cart',
  },
  { href: '/demo/late-mount', title: 'Late mount', mounts: 'cart-popout, cart-popout (added on click)' },
  { href: '/demo/double-script', title: 'Boot script loaded twice', mounts: 'cart-popout, add-to-cart' },
  {
    href: '/demo/strategies',
    title: 'Hydration strategies',
    mounts: 'cart-popout, add-to-cart x5 (load, idle, interaction, media, visible)',
  },
  {
    href: '/demo/framed-cart',
    title: 'Cart page inside a frame (checkout in a new tab)',
    mounts: 'cart-popout; the framed page: cart-popout, cart-page',
  },
  {
    href: '/demo/kiosk',
    title: 'Kiosk mode (toggle, short timers, splash videos, off-site links)',
    mounts: 'cart-popout; in kiosk mode every page adds kiosk',
  },
  {
    href: '/demo/behaviours',
    title: 'Page behaviours on legacy markup',
    mounts:
      'cart-popout, alert-bar, currency, language, countdown (x2), appointment-form, read-more, hero-menu, cart-remove, collapse (x2)',
  },
  {
    href: '/demo/generated?count=50',
    title: 'Generated page (benchmark)',
    mounts: 'cart-popout, add-to-cart (x count, max 500)',
  },
  {
    href: `/common/home?${VEHICLE_ON}`,
    title: 'Vehicle fitment: home with the vehicle selector module',
    mounts: 'cart-popout, vehicle-lookup (navbar: modal; page: inline), product-grid x5',
    note: 'Vehicle lookup is on by default; turn it off with the session toggle below, or ?demo_vehicle.vehicle_lookup_enabled=0 for one view.',
  },
  {
    href: `/product/catalog?${VEHICLE_ON}`,
    title: 'Vehicle fitment: catalog cards',
    mounts: 'cart-popout, vehicle-lookup (modal), product-grid',
  },
  {
    href: `/product/product?product_id=4&${VEHICLE_ON}`,
    title: 'Vehicle fitment: product page (a sub model decides on a 2005 Silverado 1500)',
    mounts:
      'cart-popout, product-vehicle-lookup, product-form (no buttons), product-grid (related), product-contact (interaction)',
  },
  {
    href: `/checkout/cart?${VEHICLE_ON}`,
    title: 'Vehicle fitment: cart lines',
    mounts: 'cart-popout, vehicle-lookup (modal), cart-page',
  },
  {
    href: `/demo/legacy-vehicle-form?${VEHICLE_ON}`,
    title: 'Vehicle fitment: legacy vehicle form',
    mounts: 'cart-popout, vehicle-lookup (legacy, inline)',
  },
];

const SESSION_TOGGLES: [string, string, string][] = [
  ['logged_in', '1', 'Sign in (this session)'],
  ['logged_in', '0', 'Sign out (this session)'],
  ['in_pos_mode', '1', 'Sign in as staff: POS mode on (this session)'],
  ['in_pos_mode', '0', 'Sign out of staff: POS mode off (this session)'],
  ['guest_checkout', '0', 'Guest checkout off (this session)'],
  ['guest_checkout', '1', 'Guest checkout on (this session)'],
  ['answers', 'spec', 'Calls answer only what the spec states (this session)'],
  ['answers', 'full', 'Calls answer in full (this session)'],
  ['vehicle', '{"vehicle_lookup_enabled":true}', 'Vehicle lookup on (this session)'],
  [
    'vehicle',
    '{"vehicle_lookup_enabled":true,"require_fitment_confirmation":true,"ymm_popular_sort":1}',
    'Vehicle lookup, fitment confirmation and popular sort on (this session)',
  ],
  ['vehicle', '{"vehicle_lookup_enabled":false}', 'Vehicle lookup off (this session)'],
];

/** One row of the QA toggles table, with links to pages that show it. */
function toggleRow(toggle: QaToggle): string {
  const examples = (toggle.examples ?? [])
    .map(([href, label]) => `<br><a href="${esc(href)}">${esc(label)}</a> <code>${esc(href)}</code>`)
    .join('');
  return `<tr><th scope="row"><code>${esc(toggle.name)}</code></th><td>${esc(toggle.values)}</td><td>${esc(SCOPE_TEXT[toggle.scope])}</td><td>${esc(toggle.does)}${examples}</td></tr>`;
}

export function indexPage(ctx: Context): void {
  const rows = DEMO_PAGES.map(
    (p) =>
      `<tr><td><a href="${esc(p.href)}">${esc(p.title)}</a>${p.note ? `<br><small>${esc(p.note)}</small>` : ''}</td><td><code>${esc(p.href)}</code></td><td>${esc(p.mounts)}</td></tr>`,
  );
  const settings = ctx.session().settings;
  const current = Object.keys(settings).length
    ? Object.entries(settings)
        .map(([k, v]) => `<code>${esc(k)}=${esc(JSON.stringify(v))}</code>`)
        .join(', ')
    : 'none (defaults)';
  renderPage(ctx, {
    title: 'Demo Pages',
    body: `<h1>Parts Islands Demo Store</h1>
<p>A legacy-style store whose pages carry <code>data-mount</code> points for the islands bundle. Every page loads <code>/assets/parts-islands/boot.js</code>; every page's header (but embedded ones) also has <code>search-bar</code> (on interaction).</p>
<div class="table-responsive"><table class="table table-striped demo-pages">
<caption>Demo pages and the mount points on each</caption>
<thead><tr><th scope="col">Page</th><th scope="col">Route</th><th scope="col">Mount points</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table></div>
<section aria-labelledby="qa-heading" class="qa-toggles">
<h2 id="qa-heading">QA toggles</h2>
<div class="table-responsive"><table class="table table-striped qa-toggle-list">
<caption>Every QA toggle (qa/toggles.ts)</caption>
<thead><tr><th scope="col">Toggle</th><th scope="col">Values</th><th scope="col">Lasts for</th><th scope="col">What it does</th></tr></thead>
<tbody>${QA_TOGGLES.map(toggleRow).join('\n')}</tbody></table></div>
<h3>For this browser session</h3>
<p>Current session settings: ${current}</p>
<ul class="list-inline">${SESSION_TOGGLES.map(([key, value, label]) => `<li><form method="post" action="/__demo/session"><input type="hidden" name="${key}" value="${value}"><input type="hidden" name="redirect" value="/"><button type="submit" class="btn btn-default btn-sm">${esc(label)}</button></form></li>`).join('')}</ul>
<h3>Attack strings (this session)</h3>
<p>The store locator's XSS vectors (<code>seed/fixtures/attack-strings.json</code>) replace its partner dealers and popup text, to see the islands sanitize them.</p>
<ul class="list-inline">${[
      ['1', 'Attack strings on the store locator'],
      ['0', 'Attack strings off'],
    ]
      .map(
        ([on, label]) =>
          `<li><form method="post" action="/__demo/attack-strings"><input type="hidden" name="on" value="${on}"><input type="hidden" name="redirect" value="/information/locator"><button type="submit" class="btn btn-default btn-sm">${esc(label!)}</button></form></li>`,
      )
      .join('')}</ul>
<h3>Demo data</h3>
<form method="post" action="/__demo/reset"><button type="submit" class="btn btn-default">Reset my session</button></form>
<p>Empties this browser's cart and clears its sign-ins, settings and injected faults.</p>
<form method="post" action="/__demo/reset-all"><button type="submit" class="btn btn-danger">Reset all demo data</button></form>
<p>Resets products, orders, customers, every session and every injected fault.</p>
</section>`,
  });
}
