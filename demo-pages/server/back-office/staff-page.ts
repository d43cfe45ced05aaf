/** The frame of a staff page: the staff-only check (the sign-in hint for anyone else) and the POS sidebar menu. */
import { esc, mount } from '../core/html';
import { renderPage } from '../core/page-frame';
import type { Context } from '../core/router';
import { isStaff } from '../core/staff';

/** Staff pages show to a session signed in as staff (POS mode); anyone else gets the sign-in hint (403). */
export function staffOnly(ctx: Context, title: string): boolean {
  if (isStaff(ctx.session())) return true;
  renderPage(
    ctx,
    {
      title,
      breadcrumb: [['Home', '/'], [title]],
      body: `<h1>${esc(title)}</h1><p class="alert alert-warning">This page is for store staff. <a href="/account/login">Sign in as staff</a> to open it.</p>`,
    },
    403,
  );
  return false;
}

/** The POS sidebar menu (mount pos-menu) for the session's current order (its "Check Out" and "Appointments"). */
export function posMenu(ctx: Context, orderId?: number): string {
  return mount('pos-menu', {
    props: { order_id: orderId ?? ctx.session().pos.orderId ?? undefined },
    fallback: '<nav aria-label="POS menu"><a href="/pos/order">Orders</a> <a href="/pos/customer">Customers</a></nav>',
  });
}

/** A POS page's body beside the sidebar menu. */
export function withPosMenu(ctx: Context, body: string, orderId?: number): string {
  return `<div class="row"><div class="col-md-3">${posMenu(ctx, orderId)}</div><div class="col-md-9">
${body}</div></div>`;
}

/** An order's staff page: "Order # n" as title, last crumb (Home > Orders) and heading, beside the order's POS menu. */
export function renderOrderPage(ctx: Context, orderId: number, content: string): void {
  renderPage(ctx, {
    title: `Order # ${orderId}`,
    breadcrumb: [['Home', '/'], ['Orders', '/pos/order'], [`Order # ${orderId}`]],
    body: withPosMenu(ctx, `<h1>Order # ${orderId}</h1>\n${content}`, orderId),
  });
}
