/** The visitor's Cart answer: the session's lines priced with its codes, shipping choice and store credit. */
import { priceCart, type CartExtras, type CartWire, type PosExtras } from './cart';
import { vehicleDisplay } from '../pos-checkout/pos-session';
import { findCoupon, findVoucher, today, type GiftVoucher } from './codes';
import { sendJson } from '../core/http';
import type { Context } from '../core/router';
import type { Session } from '../core/session';
import type { DemoState } from '../core/state';

/** Store credit (dollars) that applies: the signed-in customer's, unless they removed it in this session. */
export function creditFor(session: Session, state: DemoState): number {
  if (session.customerId === null || session.checkout.creditRemovedFor === session.customerId) return 0;
  return state.data.customers.find((c) => c.customer_id === session.customerId)?.store_credit ?? 0;
}

/** The POS side of the cart: custom items, the customer on the cart and their vehicles, the session's vehicle, the order. */
export function posExtras(session: Session, state: DemoState): PosExtras {
  const pos = session.pos;
  const customer = state.data.customers.find((c) => c.customer_id === pos.customerId);
  const ymmVehicle = pos.vehicle ? vehicleDisplay(pos.vehicle.facets) : null;
  return {
    customProducts: pos.customProducts,
    customLabor: pos.customLabor,
    laborRates: state.data.laborRates,
    customer: customer
      ? {
          customer_id: customer.customer_id,
          firstname: customer.firstname,
          lastname: customer.lastname,
          email: customer.email,
          telephone: customer.telephone,
          vehicle: ymmVehicle ?? customer.vehicles[0]?.display ?? '',
        }
      : null,
    customerVehicles: customer ? structuredClone(customer.vehicles) : [],
    ymmVehicle,
    orderId: pos.orderId,
  };
}

export function cartExtras(session: Session, state: DemoState): CartExtras {
  const checkout = session.checkout;
  const { codes } = state.data;
  const shipping = state.data.checkout.shipping_methods.find((m) => m.code === checkout.data.shipping_method);
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(checkout.data)) if (value !== undefined) data[key] = value;
  return {
    giftCertificates: checkout.giftCertificates,
    checkoutData: data,
    adjustments: {
      coupon: (checkout.coupon && findCoupon(codes, checkout.coupon)) || null,
      vouchers: checkout.vouchers
        .map((code) => findVoucher(codes, code))
        .filter((v): v is GiftVoucher => v !== undefined),
      shipping: shipping ? { title: shipping.title, cost: shipping.cost } : null,
      credit: creditFor(session, state),
      today: today(),
    },
    pos: posExtras(session, state),
  };
}

export function pricedSessionCart(ctx: Context): ReturnType<typeof priceCart> {
  const session = ctx.session();
  return priceCart(session.cart.values(), ctx.state.products, cartExtras(session, ctx.state));
}

export function sessionCart(ctx: Context): CartWire {
  return pricedSessionCart(ctx).cart;
}

/** A call's HTTP 200 answer: its messages plus the whole cart as it is now. */
export function replyWithCart(ctx: Context, body: Record<string, unknown>): void {
  sendJson(ctx.res, 200, { ...body, cart: sessionCart(ctx) });
}
