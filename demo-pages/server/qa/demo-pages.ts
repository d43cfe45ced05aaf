/** QA pages: error isolation, late mounts, the script loaded twice, and many mounts for the benchmark. */
import { esc, mount } from '../core/html';
import { BOOT_SRC } from '../core/layout';
import type { Context } from '../core/router';
import { addToCartProps, priceBlock, renderPage, REPLAY_BUTTON } from '../core/page-frame';

function product(ctx: Context, id: number) {
  const found = ctx.state.products.get(id);
  if (!found) throw new Error(`Seed product ${id} is missing`);
  return found;
}

export function brokenPage(ctx: Context): void {
  const working = product(ctx, 1);
  renderPage(ctx, {
    title: 'Broken Islands',
    body: `<h1>Broken Islands</h1>
<p>Each box below is a mount point. The broken ones must show a small error state while the others keep working.</p>
<section class="demo-box" aria-labelledby="b1"><h2 id="b1">Cart pop-out</h2>${mount('cart-popout')}</section>
<section class="demo-box" aria-labelledby="b2"><h2 id="b2">Unknown island name</h2>${mount('does-not-exist', { props: { anything: true } })}</section>
<section class="demo-box" aria-labelledby="b3"><h2 id="b3">Invalid props</h2><div data-mount="add-to-cart" data-props='{"product_id":"not-a-number"}'></div></section>
<section class="demo-box" aria-labelledby="b4"><h2 id="b4">Working add to cart: ${esc(working.name)}</h2>${priceBlock(working)}${mount('add-to-cart', { props: addToCartProps(working), fallback: REPLAY_BUTTON })}</section>`,
  });
}

export function lateMountPage(ctx: Context): void {
  renderPage(ctx, {
    title: 'Late Mount',
    body: `<h1>Late Mount</h1>
<p>The button adds a new cart pop-out mount point to the page after it has loaded; the registry must mount it.</p>
<button type="button" class="btn btn-primary" id="add-late-mount">Add a cart pop-out</button>
<div id="late-mount-container" class="demo-box" aria-live="polite"></div>
<script>
document.getElementById('add-late-mount').addEventListener('click', function () {
  var el = document.createElement('div');
  el.setAttribute('data-mount', 'cart-popout');
  el.className = 'late-mount';
  document.getElementById('late-mount-container').appendChild(el);
});
</script>`,
  });
}

export function doubleScriptPage(ctx: Context): void {
  const item = product(ctx, 2);
  renderPage(ctx, {
    title: 'Script Loaded Twice',
    bootScripts: [BOOT_SRC],
    lateBootScripts: [`${BOOT_SRC}?again=1`],
    body: `<h1>${esc(item.name)} (script loaded twice)</h1>
<p>This page includes the boot script twice (in the head, and again at the end of the body); every island must still mount exactly once.</p>
${priceBlock(item)}
${mount('add-to-cart', { props: addToCartProps(item), fallback: REPLAY_BUTTON })}`,
  });
}

export const GENERATED_DEFAULT = 50;
export const GENERATED_MAX = 500;

export function generatedPage(ctx: Context): void {
  const asked = Number.parseInt(ctx.query.get('count') ?? '', 10);
  const count = Math.min(GENERATED_MAX, Math.max(1, Number.isNaN(asked) ? GENERATED_DEFAULT : asked));
  const all = ctx.state.data.products;
  const items: string[] = [];
  for (let i = 0; i < count; i++) {
    // Products 1..N; beyond the catalog size the ids wrap around so N can reach 500.
    const p = all[i % all.length];
    if (!p) continue;
    items.push(
      `<li class="generated-item"><span>${esc(p.name)}</span>${mount('add-to-cart', { props: addToCartProps(p), fallback: REPLAY_BUTTON })}</li>`,
    );
  }
  renderPage(ctx, {
    title: `Generated Page (${count} mounts)`,
    body: `<h1>Generated Page: ${count} add-to-cart mounts</h1>
<ul class="generated-list">${items.join('\n')}</ul>`,
  });
}

/** One add-to-cart mount per hydration strategy; the "visible" one sits below the fold. */
export function strategiesPage(ctx: Context): void {
  const item = product(ctx, 1);
  const box = (id: string, title: string, options: Parameters<typeof mount>[1]) =>
    `<section class="demo-box" aria-labelledby="${id}"><h2 id="${id}">${esc(title)}</h2>${mount('add-to-cart', { props: addToCartProps(item), fallback: REPLAY_BUTTON, ...options })}</section>`;
  renderPage(ctx, {
    title: 'Hydration Strategies',
    body: `<h1>Hydration Strategies</h1>
<p>The same add-to-cart island (${esc(item.name)}) under each <code>data-strategy</code>.</p>
${box('s-load', 'load (default)', {})}
${box('s-idle', 'idle', { strategy: 'idle' })}
${box('s-interaction', 'interaction: the first click must not be lost', { strategy: 'interaction' })}
${box('s-media', 'media: (min-width: 768px)', { strategy: 'media', media: '(min-width: 768px)' })}
<div class="spacer" style="height: 150vh" aria-hidden="true"></div>
${box('s-visible', 'visible (below the fold)', { strategy: 'visible' })}`,
  });
}

/** The cart page inside a frame (a theme that embeds the store): checkout opens in a new tab. */
export function framedCartPage(ctx: Context): void {
  renderPage(ctx, {
    title: 'Cart in a Frame',
    body: `<h1>Cart in a Frame</h1>
<p>The store's cart page embedded in a frame, as some partner sites do. Checkout opens in a new tab and this frame waits.</p>
<iframe src="/checkout/cart?embed=1" title="Shopping cart" class="demo-frame" style="width:100%;height:640px;border:1px solid #ccc"></iframe>`,
  });
}

/** The legacy vehicle form: Year/Make/Model read from ../catalog/index.php?route=ymm/json/ (spec 1 §7), on the old theme's page. */
export function legacyVehicleFormPage(ctx: Context): void {
  renderPage(ctx, {
    title: 'Legacy Vehicle Form',
    body: `<h1>Legacy Vehicle Form</h1>
<p>The old theme's vehicle form: its lists come from <code>../catalog/index.php?route=ymm/json/</code> (years, makes&amp;Year=, models&amp;Year=&amp;MakeID=, choices&amp;Year=&amp;MakeID=&amp;ModelID=).</p>
${mount('vehicle-lookup', { props: { display: 'navbar', legacy: true }, className: 'home-vehicle', fallback: '<section class="home-vehicle-fallback"><h2>Select Your Vehicle</h2></section>' })}`,
  });
}
