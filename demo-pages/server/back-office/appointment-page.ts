/**
 * /pos/appointment?order_id= (the POS appointment view: mount pos-appointment) and /demo/pos-menu (the POS sidebar
 * menu on a page of its own, beside a half-filled form for the locked screen). Staff only.
 */
import { mount } from '../core/html';
import { findOrder } from './pos-backoffice-data';
import type { Context } from '../core/router';
import { notFound, renderPage } from '../core/page-frame';
import { posMenu as menu, staffOnly } from './staff-page';

export function posAppointmentPage(ctx: Context): void {
  if (!staffOnly(ctx, 'Book Appointment')) return;
  const id = Number(ctx.query.get('order_id'));
  const order = Number.isInteger(id) && id > 0 ? findOrder(ctx, id) : undefined;
  if (!order) return notFound(ctx, 'Order');
  renderPage(ctx, {
    title: `Book Appointment - Order # ${order.order_id}`,
    breadcrumb: [
      ['Home', '/'],
      ['Orders', '/pos/order'],
      [`Order # ${order.order_id}`, `/pos/order/view?order_id=${order.order_id}`],
      ['Book Appointment'],
    ],
    body: `<div class="row"><div class="col-md-3">${menu(ctx, order.order_id)}</div><div class="col-md-9">
<h1>Book Appointment - Order # ${order.order_id}</h1>
${mount('pos-appointment', {
  props: { order_id: order.order_id, booked: order.appointments ?? [], receipt_url: '/pos/order/receipt' },
  fallback: '<p>Loading the appointment form…</p>',
})}</div></div>`,
  });
}

export function posMenuDemoPage(ctx: Context): void {
  if (!staffOnly(ctx, 'POS menu')) return;
  renderPage(ctx, {
    title: 'POS menu',
    breadcrumb: [['Home', '/'], ['POS menu']],
    body: `<div class="row"><div class="col-md-3">${menu(ctx)}</div><div class="col-md-9">
<h1>POS menu</h1>
<p>The POS sidebar menu (mount <code>pos-menu</code>). Resize the window: below 992 px it becomes a bar, below 768 px a
"POS Menu" button. Lock the staff session (<code>POST /__demo/staff-lock</code>, or the button below) and make any staff call to see the locked screen.</p>
<form method="post" action="/__demo/staff-lock"><input type="hidden" name="redirect" value="/demo/pos-menu"><button type="submit" class="btn btn-default">Lock the staff session (demo)</button></form>
</div></div>`,
  });
}
