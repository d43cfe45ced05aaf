/** /demo/kiosk (kiosk mode and its QA toggles) and /demo/behaviours (every page behaviour on legacy-theme markup). */
import { esc } from '../core/html';
import { pageConfig, sessionCurrency } from '../core/page-config';
import type { Context } from '../core/router';
import { renderPage, sessionCart } from '../core/page-frame';

const toggle = (name: string, value: string, label: string, redirect: string) =>
  `<form method="post" action="/__demo/session" class="form-inline"><input type="hidden" name="${name}" value="${value}"><input type="hidden" name="redirect" value="${esc(redirect)}"><button type="submit" class="btn btn-default">${esc(label)}</button></form>`;

export function kioskPage(ctx: Context): void {
  const on = pageConfig(ctx.session(), ctx.query).kiosk_mode === true;
  renderPage(ctx, {
    title: 'Kiosk Mode',
    breadcrumb: [['Home', '/'], ['Kiosk Mode']],
    body: `<h1>Kiosk Mode</h1>
<p>Kiosk mode is <strong>${on ? 'on' : 'off'}</strong> for this browser session. In kiosk mode every page carries the kiosk:
Back, Forward and Start Over buttons, the "Are you still there?" prompt before the idle timeout, and the splash video with
"Customize your ride!" after it. Links to other websites are disabled.</p>
<div class="demo-box">
${toggle('kiosk_mode', on ? '0' : '1', on ? 'Turn kiosk mode off' : 'Turn kiosk mode on', '/demo/kiosk')}
<ul>
<li><a href="/demo/kiosk?demo_kiosk_timers=short">Short timers for QA</a> (prompt after 15 s alone, reset after 30 s; <a href="/demo/kiosk?demo_kiosk_timers=default">back to 4 + 1 minutes</a>)</li>
<li><a href="/demo/kiosk?demo_kiosk_videos=broken">A missing first video</a> (the splash skips it; <a href="/demo/kiosk?demo_kiosk_videos=default">the three videos only</a>)</li>
<li>One page only: <a href="/demo/kiosk?demo_kiosk_mode=1">this page in kiosk mode</a></li>
</ul>
</div>
<h2>Links</h2>
<ul class="kiosk-links">
<li><a href="/product/catalog">Browse the catalog</a> (this store)</li>
<li><a href="/demo/behaviours">Page behaviours</a> (this store)</li>
<li><a href="https://www.example.com/brakes">The manufacturer's website</a> (another website)</li>
</ul>`,
  });
}

const MENU: [string, [string, string[]][]][] = [
  [
    'Brakes',
    [
      ['Pads & Rotors', ['Ceramic Pads', 'Drilled Rotors']],
      ['Calipers', ['Remanufactured', 'Performance']],
    ],
  ],
  [
    'Lighting',
    [
      ['Headlights', ['LED Bulbs', 'Projector Housings']],
      ['Light Bars', ['Curved', 'Straight']],
    ],
  ],
  ['Suspension', [['Lift Kits', ['Leveling Kits', 'Body Lifts']]]],
];

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The theme's mega menu: three levels of plain nested lists; the enhancer makes each level a disclosure. */
function heroMenu(): string {
  const third = (items: string[]) =>
    `<ul class="hero-menu-level3">${items.map((i) => `<li><a href="/product/search?search=${encodeURIComponent(i)}">${esc(i)}</a></li>`).join('')}</ul>`;
  const second = (groups: [string, string[]][]) =>
    `<ul class="hero-menu-level2">${groups.map(([name, items]) => `<li><a href="/product/search?search=${encodeURIComponent(name)}">${esc(name)}</a>${third(items)}</li>`).join('')}</ul>`;
  return `<nav class="hero-menu" aria-label="Shop by category" data-mount="hero-menu"><ul class="hero-menu-level1">${MENU.map(([name, groups]) => `<li><a href="/product/category?path=${slug(name)}">${esc(name)}</a>${second(groups)}</li>`).join('')}</ul></nav>`;
}

export function behavioursPage(ctx: Context): void {
  // The session's currency: `?currency=` on any page sets it (app.ts).
  const currency = sessionCurrency(ctx.session());
  const cart = sessionCart(ctx);
  const codes = (cart.totals as { code: string; title: string; text: string }[]).filter(
    (t) => t.code === 'coupon' || t.code === 'voucher',
  );
  const in90 = new Date(Date.now() + 90 * 60_000 + 5_000).toISOString();
  const past = new Date(Date.now() - 60_000).toISOString();
  renderPage(ctx, {
    title: 'Page Behaviours',
    breadcrumb: [['Home', '/'], ['Page Behaviours']],
    body: `<div class="alert alert-info alert-bar" role="region" aria-label="Store announcement" data-mount="alert-bar" data-days="7">
<p>Free shipping on orders over $99 this week.</p>
<button type="button" class="close" data-dismiss="alert">Dismiss</button>
</div>
<h1>Page Behaviours</h1>
<p>Every behaviour here is a small enhancer over the theme's own markup (no React).</p>

<section class="demo-box" aria-labelledby="h-currency"><h2 id="h-currency">Currency and language</h2>
<p>Prices in <strong class="current-currency">${esc(currency)}</strong>.</p>
<div class="btn-group" data-mount="currency">
<button type="button" class="btn btn-link currency-select" name="EUR">€ Euro</button>
<button type="button" class="btn btn-link currency-select" name="GBP">£ Pound Sterling</button>
<button type="button" class="btn btn-link currency-select" name="USD">$ US Dollar</button>
</div>
<form action="/common/language/language" method="post" enctype="application/x-www-form-urlencoded" id="form-language" data-mount="language">
<div class="btn-group">
<button class="btn btn-link language-select" type="button" name="en-gb">English</button>
<button class="btn btn-link language-select" type="button" name="fr-fr">Français</button>
</div>
<input type="hidden" name="code" value="">
<input type="hidden" name="redirect" value="/demo/behaviours">
</form>
<p>Language: <strong class="current-language">${esc(languageOf(ctx))}</strong></p>
</section>

<section class="demo-box" aria-labelledby="h-countdown"><h2 id="h-countdown">Countdown clocks</h2>
<p>Sale ends in <span class="countdown" data-mount="countdown" data-end="${in90}">1:30:05</span></p>
<p>Flash deal: <span class="countdown" data-mount="countdown" data-end="${past}" data-ended-text="This deal has ended">ended</span></p>
</section>

<section class="demo-box" aria-labelledby="h-appointment"><h2 id="h-appointment">Schedule an appointment</h2>
<div data-mount="appointment-form">
<button type="button" class="btn btn-primary" data-toggle="modal" data-target="#modal-appointment">Schedule Appointment</button>
<dialog id="modal-appointment" class="modal-appointment" aria-labelledby="appointment-title">
<form class="form-horizontal" id="form-appointment">
<h2 id="appointment-title">Schedule Appointment</h2>
<div class="alert-area" role="alert" data-alert-area></div>
<div class="form-group"><label for="appt-name">Name</label><input class="form-control" id="appt-name" name="name" autocomplete="name"></div>
<div class="form-group"><label for="appt-email">E-Mail</label><input class="form-control" id="appt-email" name="email" type="email" autocomplete="email"></div>
<div class="form-group"><label for="appt-phone">Telephone</label><input class="form-control" id="appt-phone" name="telephone" type="tel" autocomplete="tel"></div>
<div class="form-group"><label for="appt-date">Preferred date</label><input class="form-control" id="appt-date" name="date" type="date"></div>
<div class="form-group"><label for="appt-service">Service</label><select class="form-control" id="appt-service" name="service"><option>Brake installation</option><option>Lift kit installation</option><option>Lighting installation</option></select></div>
<div class="form-group"><label for="appt-comment">Comments</label><textarea class="form-control" id="appt-comment" name="comment"></textarea></div>
<div class="modal-footer"><button type="button" class="btn btn-default" data-dismiss="modal">Cancel</button> <button type="submit" class="btn btn-primary">Send Request</button></div>
</form>
</dialog>
</div>
</section>

<section class="demo-box" aria-labelledby="h-readmore"><h2 id="h-readmore">Read more</h2>
<div class="read-more" data-mount="read-more">
<div class="read-more-content" id="read-more-content"><p>Ceramic brake pads run quieter and cleaner than semi-metallic pads.</p>
<p>They last longer on daily drivers, keep wheels free of dark dust, and hold their bite through normal heat cycles.
For towing or track days, a semi-metallic compound handles higher temperatures.</p></div>
<button type="button" class="btn btn-link read-more-toggle" aria-controls="read-more-content">Read more</button>
</div>
</section>

<section class="demo-box" aria-labelledby="h-menu"><h2 id="h-menu">Hero navigation menu</h2>
${heroMenu()}
</section>

<section class="demo-box" aria-labelledby="h-codes"><h2 id="h-codes">Cart codes (legacy cart rows)</h2>
${
  codes.length
    ? `<table class="table"><tbody>${codes.map((t) => `<tr><td>${esc(t.title)}</td><td>${esc(t.text)}</td><td><a class="btn btn-danger btn-xs" href="/index.php?route=checkout/${t.code}/remove" data-mount="cart-remove" data-code="${t.code}">Remove</a></td></tr>`).join('')}</tbody></table>`
    : '<p class="no-codes">No coupon or gift voucher on the cart. Apply <code>SAVE10</code> on the <a href="/checkout/cart">cart page</a>.</p>'
}
</section>

<div class="row behaviours-columns">
<aside class="col-sm-3 sidebar" aria-labelledby="h-sidebar" data-mount="collapse" data-breakpoint="992">
<h2 id="h-sidebar" class="collapse-heading">Refine Search</h2>
<ul class="list-unstyled collapse-body"><li><a href="/product/category?path=20">Brakes</a></li><li><a href="/product/special">Specials</a></li></ul>
</aside>
<div class="col-sm-9">
<div class="footer-columns" data-mount="collapse" data-breakpoint="768">
<h2 class="collapse-heading">Customer Service</h2>
<ul class="list-unstyled collapse-body"><li><a href="/information/contact">Contact Us</a></li><li><a href="/information/locator">Store Locator</a></li></ul>
</div>
</div>
</div>`,
  });
}

function languageOf(ctx: Context): string {
  const cookie = (ctx.req.headers.cookie ?? '').match(/(?:^|;\s*)language=([^;]+)/);
  return cookie?.[1] ?? 'en-gb';
}
