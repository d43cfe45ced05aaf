import { describe, expect, it } from 'vitest';
import { total, type Visitor, withDemoStore } from './helpers';

let shopper!: Visitor;
withDemoStore({ visitor: (v) => (shopper = v) });

const setData = (fields: Record<string, string>) => shopper.op('/checkout/cart/setCheckoutData', fields);
const setPayment = (itemId: string) => shopper.op('/checkout/cart/setPaymentData', { itemId });

async function rejected(res: Response, status: number, mentions: string): Promise<void> {
  expect(res.status).toBe(status);
  expect(((await res.json()) as { error: string }).error).toContain(mentions);
}

/** checkout_data is not in every Cart: read it from the raw answer. */
const checkoutData = (body: Record<string, unknown>) =>
  (body.cart as { checkout_data: Record<string, string> }).checkout_data;

/** Every checkout detail a shopper fills in, as the session keeps them. */
const DETAILS = {
  firstname: 'Dana',
  lastname: 'Whitfield',
  email: 'dana@example.com',
  telephone: '(614) 555-0200',
  comment: 'Leave at the counter.',
  shipping_method: 'local_pickup',
  payment_method: 'cod',
};

describe('POST setCheckoutData', () => {
  it('stores the fields in the session (trimmed) and answers success with the cart carrying them', async () => {
    const { envelope, body, cart } = await setData({ ...DETAILS, firstname: ' Dana ' });
    expect(envelope.success).toBe('Success: Your checkout details have been saved.');
    expect(checkoutData(body)).toEqual(DETAILS);
    expect(cart.checkout_data.firstname).toBe('Dana');
    const again = (await shopper.json('/checkout/cart/getData')) as { checkout_data: Record<string, string> };
    expect(again.checkout_data.email).toBe('dana@example.com');
  });

  it('merges partial updates; any field but a name sent empty is cleared', async () => {
    await setData({
      firstname: 'Dana',
      comment: 'x',
      shipping_method: 'flat',
      telephone: '555-0100',
      email: 'd@example.com',
    });
    const { body } = await setData({ lastname: 'W', comment: '', shipping_method: '', telephone: '', email: ' ' });
    expect(checkoutData(body)).toEqual({ firstname: 'Dana', lastname: 'W' });
  });

  it("takes the kiosk's contact with the optional phone left empty", async () => {
    const { envelope, body } = await setData({ firstname: 'Sam', telephone: '' });
    expect(envelope.error).toBeUndefined();
    expect(checkoutData(body)).toEqual({ firstname: 'Sam' });
  });

  it('the shipping method adds a shipping totals line (flat $8.00, local pickup $0.00) once the cart has products', async () => {
    const empty = await setData({ shipping_method: 'flat' });
    expect(total(empty.cart, 'shipping')).toBeUndefined();
    const { cart } = await shopper.op('/checkout/cart/add', { product_id: 1 });
    expect(cart.totals.find((t) => t.code === 'shipping')).toEqual({
      title: 'Flat Shipping Rate',
      code: 'shipping',
      text: '$8.00',
    });
    expect(total(cart, 'total')).toBe('$77.86');
    const pickup = await setData({ shipping_method: 'local_pickup' });
    expect(pickup.cart.totals.find((t) => t.code === 'shipping')).toEqual({
      title: 'Local Pickup',
      code: 'shipping',
      text: '$0.00',
    });
  });

  it('shopper mistakes: one message per field, error_message, nothing stored', async () => {
    await setData({ firstname: 'Dana' });
    const { envelope, body } = await setData({
      firstname: '',
      email: 'not-an-email',
      telephone: '12',
      lastname: 'x'.repeat(33),
    });
    expect(envelope.error).toEqual({
      firstname: 'First Name must be between 1 and 32 characters!',
      lastname: 'Last Name must be between 1 and 32 characters!',
      email: 'E-Mail Address does not appear to be valid!',
      telephone: 'Telephone must be 3 to 32 digits, spaces or + ( ) - . characters!',
    });
    expect(envelope.error_message).toBe('Please check your checkout details.');
    expect(envelope.success).toBeUndefined();
    expect(checkoutData(body)).toEqual({ firstname: 'Dana' });
    expect((await setData({ comment: 'y'.repeat(1001) })).envelope.error).toEqual({
      comment: 'Comment must be at most 1000 characters!',
    });
  });

  it('client bugs are HTTP 400: unknown field, no field, a method not offered, a list', async () => {
    await rejected(await shopper.form('/checkout/cart/setCheckoutData', { first_name: 'Dana' }), 400, '"first_name"');
    await rejected(await shopper.form('/checkout/cart/setCheckoutData', {}), 400, 'at least one');
    await rejected(
      await shopper.form('/checkout/cart/setCheckoutData', { shipping_method: 'drone' }),
      400,
      '"shipping_method"',
    );
    await rejected(
      await shopper.form('/checkout/cart/setCheckoutData', { payment_method: 'bitcoin' }),
      400,
      '"payment_method"',
    );
    await rejected(await shopper.form('/checkout/cart/setCheckoutData', 'email[]=a@b.co'), 400, '"email"');
    await rejected(await shopper.request('/checkout/cart/setCheckoutData'), 405, 'POST');
  });
});

describe('POST setPaymentData', () => {
  it('chooses a financing item for the cart total: answers the cart, with payment_method financing', async () => {
    await shopper.op('/checkout/cart/add', { product_id: 1 });
    const { body, envelope, cart } = await setPayment('pay-in-4');
    expect(envelope.error).toBeUndefined();
    expect(cart.total_text).toBe('$69.86');
    expect(checkoutData(body)).toEqual({ payment_method: 'financing', payment_item_id: 'pay-in-4' });
  });

  it("errors: unknown item, empty cart, total outside the item's range", async () => {
    expect((await setPayment('pay-in-4')).envelope.error).toBe('Your shopping cart is empty!');
    await shopper.op('/checkout/cart/add', { product_id: 1 });
    expect((await setPayment('layaway')).envelope.error).toBe('This payment option is not available.');
    const { envelope, body } = await setPayment('finance-12');
    expect(envelope.error).toBe('12 months special financing is available for orders from $250.00 to $10,000.00.');
    expect(checkoutData(body)).toEqual({});
  });

  it('choosing another payment method afterwards drops the financing item', async () => {
    await shopper.op('/checkout/cart/add', { product_id: 1 });
    await setPayment('pay-in-4');
    const { body } = await setData({ payment_method: 'card' });
    expect(checkoutData(body)).toEqual({ payment_method: 'card' });
  });

  it('itemId is required; other fields are refused', async () => {
    await rejected(await shopper.form('/checkout/cart/setPaymentData', {}), 400, '"itemId"');
    await rejected(await shopper.form('/checkout/cart/setPaymentData', { item_id: 'pay-in-4' }), 400, '"item_id"');
  });
});

describe('POST getCustomer', () => {
  it('finds a returning customer by email or telephone and fills in the checkout fields', async () => {
    const { envelope, body } = await shopper.op('/checkout/cart/getCustomer', {
      customerData: 'DANA.WHITFIELD@example.com',
    });
    expect(envelope.success).toBe('Welcome back, Dana! Your details have been filled in.');
    expect(checkoutData(body)).toEqual({
      firstname: 'Dana',
      lastname: 'Whitfield',
      email: 'dana.whitfield@example.com',
      telephone: '(614) 555-0200',
    });
    const byPhone = await shopper.op('/checkout/cart/getCustomer', { customerData: '614-555-0237' });
    expect(checkoutData(byPhone.body).firstname).toBe('Marcus');
  });

  it('is not a sign-in: no store credit line for the customer found', async () => {
    await shopper.op('/checkout/cart/add', { product_id: 1 });
    const { cart } = await shopper.op('/checkout/cart/getCustomer', { customerData: 'dana.whitfield@example.com' });
    expect(cart.totals.some((t) => t.code === 'credit')).toBe(false);
  });

  it('errors with the cart when nothing matches or nothing was typed; customerData is required', async () => {
    expect(
      (await shopper.op('/checkout/cart/getCustomer', { customerData: 'nobody@example.com' })).envelope.error,
    ).toBe('No customer matches that email address or telephone number.');
    expect((await shopper.op('/checkout/cart/getCustomer', { customerData: ' ' })).envelope.error).toBe(
      'Please enter your email address or telephone number.',
    );
    await rejected(await shopper.form('/checkout/cart/getCustomer', {}), 400, '"customerData"');
    await rejected(await shopper.form('/checkout/cart/getCustomer', { email: 'x' }), 400, '"email"');
  });
});
