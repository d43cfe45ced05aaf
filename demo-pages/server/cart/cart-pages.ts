/** /checkout/cart (the cart-page island, with a plain server summary as its fallback) and /checkout/checkout. */
import type { CartWire } from './cart';
import { esc, mount } from '../core/html';
import { pageConfig } from '../core/page-config';
import type { Context } from '../core/router';
import { renderPage, sessionCart } from '../core/page-frame';

export function cartSummary(cart: CartWire): string {
  if (!cart.products.length) return '<p class="cart-empty">The shopping cart is empty.</p>';
  const rows = cart.products.map((p) => {
    const options = p.selected_options
      .map((o) => `<br><small>${esc(o.name)}: ${esc(o.value)}${o.price ? ` (${esc(o.price)})` : ''}</small>`)
      .join('');
    const labor = p.labor ? `<br><small>Labor: ${esc(p.labor.data.title)} (${esc(p.labor_price_text)})</small>` : '';
    const warn = p.show_stock_warning
      ? `<br><small class="text-danger">${esc(p.oos_text || "I'm sorry, this product is either not available in the desired quantity or not in stock.")}</small>`
      : '';
    return `<tr${p.show_stock_warning ? ' class="danger"' : ''}><td><a href="${esc(p.links.view)}">${esc(p.name)}</a>${options}${labor}${warn}</td><td>${esc(p.model)}</td><td class="text-right">${p.quantity}</td><td class="text-right">${esc(p.unit_price_text)}</td><td class="text-right">${esc(p.price_text)}</td></tr>`;
  });
  const totals = cart.totals.map(
    (t) =>
      `<tr><th scope="row" class="text-right">${esc(t.title)}:</th><td class="text-right">${esc(t.text)}</td></tr>`,
  );
  return `<div class="table-responsive"><table class="table table-bordered cart-table">
<caption>Items in your cart</caption>
<thead><tr><th scope="col">Product Name</th><th scope="col">Model</th><th scope="col" class="text-right">Quantity</th><th scope="col" class="text-right">Unit Price</th><th scope="col" class="text-right">Total</th></tr></thead>
<tbody>${rows.join('')}</tbody>
</table></div>
<table class="table table-bordered cart-totals"><caption>Order totals</caption><tbody>${totals.join('')}</tbody></table>`;
}

/** What the POS cart needs from the store's settings: tax classes, labor rates, customer groups, required customer fields. */
function posProps(ctx: Context): Record<string, unknown> {
  const { tax_classes, customer_groups, customer_settings } = ctx.state.data.pos;
  return { tax_classes, labor_rates: ctx.state.data.laborRates, customer_groups, ...customer_settings };
}

export function cartPage(ctx: Context): void {
  const cart = sessionCart(ctx);
  // The theme reserves what the island adds after its first paint (theme.css, .cart-page-mount).
  const className = [
    'cart-page-mount',
    pageConfig(ctx.session(), ctx.query).in_pos_mode === true ? 'cart-page-mount--pos' : '',
    cart.products.length || cart.vouchers.length ? '' : 'cart-page-mount--empty',
  ]
    .filter(Boolean)
    .join(' ');
  renderPage(ctx, {
    title: 'Shopping Cart',
    breadcrumb: [['Home', '/'], ['Shopping Cart']],
    body: `<h1>Shopping Cart</h1>
${mount('cart-page', { className, props: { continue_url: '/product/catalog', pos: posProps(ctx) }, fallback: cartSummary(cart) })}`,
  });
}

export function checkoutPage(ctx: Context): void {
  renderPage(ctx, {
    title: 'Checkout',
    breadcrumb: [['Home', '/'], ['Shopping Cart', '/checkout/cart'], ['Checkout']],
    body: `<h1>Checkout</h1>
<p>This demo store ends here: the real checkout is out of scope. Your order summary:</p>
${cartSummary(sessionCart(ctx))}`,
  });
}
