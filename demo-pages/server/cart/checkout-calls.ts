/**
 * The checkout hand-off calls on the cart (spec 1 §7): setCheckoutData (checkout fields kept in the
 * session), setPaymentData (a financing item) and getCustomer (finds a returning customer to fill them in).
 */
import { CHECKOUT_FIELDS, type CheckoutField } from './checkout-session';
import { checkFields, stringField, type FieldRules } from '../core/form';
import { HttpError } from '../core/http';
import { formatCents, toCents } from '../core/money';
import type { Context, RouteTable } from '../core/router';
import { replyWithCart, sessionCart } from './session-cart';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const TELEPHONE = /^[0-9 ()+.-]{3,32}$/;

/** The shopper's mistakes, one message per field (OpenCart's wording). */
function fieldProblem(field: CheckoutField, value: string): string | null {
  switch (field) {
    case 'firstname':
      return value.length >= 1 && value.length <= 32 ? null : 'First Name must be between 1 and 32 characters!';
    case 'lastname':
      return value.length >= 1 && value.length <= 32 ? null : 'Last Name must be between 1 and 32 characters!';
    case 'email':
      return value.length <= 96 && EMAIL.test(value) ? null : 'E-Mail Address does not appear to be valid!';
    case 'telephone':
      return TELEPHONE.test(value) ? null : 'Telephone must be 3 to 32 digits, spaces or + ( ) - . characters!';
    case 'comment':
      return value.length <= 1000 ? null : 'Comment must be at most 1000 characters!';
    default:
      return null;
  }
}

async function setCheckoutData(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, Object.fromEntries(CHECKOUT_FIELDS.map((f) => [f, { kind: 'string' }])) as FieldRules);
  const sent = CHECKOUT_FIELDS.filter((f) => form[f] !== undefined);
  if (!sent.length)
    throw new HttpError(400, `Send at least one of ${CHECKOUT_FIELDS.map((f) => `"${f}"`).join(', ')}.`);
  const { shipping_methods: shipping, payment_methods: payment } = ctx.state.data.checkout;
  const choices: Partial<Record<CheckoutField, string[]>> = {
    shipping_method: shipping.map((m) => m.code),
    payment_method: payment.map((m) => m.code),
  };

  const values: Partial<Record<CheckoutField, string>> = {};
  const errors: Record<string, string> = {};
  for (const field of sent) {
    const value = stringField(form, field).trim();
    const allowed = choices[field];
    // A method outside the list the page offers is a client bug.
    if (allowed && value !== '' && !allowed.includes(value)) {
      throw new HttpError(
        400,
        `Field "${field}" must be one of ${allowed.map((c) => `"${c}"`).join(', ')} (or empty), got ${JSON.stringify(value)}.`,
      );
    }
    // Only a name must not be blank; any other field sent empty is cleared (the kiosk's phone is optional).
    const problem = value === '' && field !== 'firstname' && field !== 'lastname' ? null : fieldProblem(field, value);
    if (problem) errors[field] = problem;
    values[field] = value;
  }
  if (Object.keys(errors).length)
    return replyWithCart(ctx, { error: errors, error_message: 'Please check your checkout details.' });

  const data = ctx.session().checkout.data;
  for (const [field, value] of Object.entries(values)) {
    if (value === '') delete data[field as CheckoutField];
    else data[field as CheckoutField] = value;
  }
  if (data.payment_method !== 'financing') delete data.payment_item_id;
  replyWithCart(ctx, { success: 'Success: Your checkout details have been saved.' });
}

async function setPaymentData(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, { itemId: { kind: 'string', required: true } });
  const itemId = stringField(form, 'itemId').trim();
  const item = ctx.state.data.checkout.payment_items.find((i) => i.item_id === itemId);
  if (!item) return replyWithCart(ctx, { error: 'This payment option is not available.' });
  const cart = sessionCart(ctx);
  if (!cart.products.length && !cart.vouchers.length)
    return replyWithCart(ctx, { error: 'Your shopping cart is empty!' });
  const total = toCents(cart.total);
  const [min, max] = [toCents(item.min_total), toCents(item.max_total)];
  if (total < min || total > max) {
    return replyWithCart(ctx, {
      error: `${item.title} is available for orders from ${formatCents(min)} to ${formatCents(max)}.`,
    });
  }
  const data = ctx.session().checkout.data;
  data.payment_method = 'financing';
  data.payment_item_id = item.item_id;
  replyWithCart(ctx, {});
}

async function getCustomer(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, { customerData: { kind: 'string', required: false } });
  if (form.customerData === undefined) throw new HttpError(400, 'Missing required field "customerData".');
  const query = stringField(form, 'customerData').trim();
  if (!query) return replyWithCart(ctx, { error: 'Please enter your email address or telephone number.' });
  const digits = query.replace(/\D/g, '');
  const customer = ctx.state.data.customers.find(
    (c) =>
      c.email.toLowerCase() === query.toLowerCase() ||
      (digits.length >= 7 && c.telephone.replace(/\D/g, '') === digits),
  );
  if (!customer) return replyWithCart(ctx, { error: 'No customer matches that email address or telephone number.' });
  const checkout = ctx.session().checkout;
  checkout.identifiedCustomerId = customer.customer_id;
  Object.assign(checkout.data, {
    firstname: customer.firstname,
    lastname: customer.lastname,
    email: customer.email,
    telephone: customer.telephone,
  });
  replyWithCart(ctx, { success: `Welcome back, ${customer.firstname}! Your details have been filled in.` });
}

export function addCheckoutCalls(routes: RouteTable): void {
  routes
    .add('/checkout/cart/setCheckoutData', { methods: ['POST'], kind: 'call', handle: setCheckoutData })
    .add('/checkout/cart/setPaymentData', { methods: ['POST'], kind: 'call', handle: setPaymentData })
    .add('/checkout/cart/getCustomer', { methods: ['POST'], kind: 'call', handle: getCustomer });
}
