/**
 * Codes on the cart (spec 1 §7): applyCode, removeCode, removeCredit, plus the demo control
 * POST /__demo/gift-certificate that puts a bought gift certificate row into the session's cart.
 */
import { CODE_TYPES, couponProblem, findCoupon, findVoucher, normalizeCode, today, type CodeType } from './codes';
import { checkFields, stringField, type FormData } from '../core/form';
import { HttpError } from '../core/http';
import { formatCents, toCents } from '../core/money';
import type { Context, RouteTable } from '../core/router';
import { creditFor, replyWithCart, sessionCart } from './session-cart';

const LABEL: Record<CodeType, string> = { coupon: 'Coupon', voucher: 'Gift voucher' };

/** `type` when sent: "coupon" or "voucher"; anything else is a client bug (HTTP 400). */
function readType(form: FormData, required: boolean): CodeType | null {
  const raw = form.type;
  if (raw === undefined || raw === '') {
    if (required) throw new HttpError(400, 'Missing required field "type".');
    return null;
  }
  if (!CODE_TYPES.includes(raw as CodeType)) {
    throw new HttpError(
      400,
      `Field "type" must be one of ${CODE_TYPES.map((t) => `"${t}"`).join(', ')}, got ${JSON.stringify(raw)}.`,
    );
  }
  return raw as CodeType;
}

function readCode(form: FormData): string {
  if (form.code === undefined) throw new HttpError(400, 'Missing required field "code".');
  return normalizeCode(stringField(form, 'code'));
}

async function applyCode(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, { code: { kind: 'string' }, type: { kind: 'string' } });
  const code = readCode(form);
  const type = readType(form, false);
  if (!code) return replyWithCart(ctx, { error: 'Please enter a code.' });
  const checkout = ctx.session().checkout;
  const { codes } = ctx.state.data;
  const coupon = type === 'voucher' ? undefined : findCoupon(codes, code);
  const voucher = type === 'coupon' || coupon ? undefined : findVoucher(codes, code);

  if (coupon) {
    if (checkout.coupon === coupon.code)
      return replyWithCart(ctx, { error: `Coupon "${coupon.code}" is already applied.` });
    const problem = couponProblem(coupon, sessionCart(ctx).products, today());
    if (problem) return replyWithCart(ctx, { error: problem });
    checkout.coupon = coupon.code;
    return replyWithCart(ctx, { success: 'Success: Your coupon discount has been applied!' });
  }
  if (voucher) {
    if (checkout.vouchers.includes(voucher.code))
      return replyWithCart(ctx, { error: `Gift voucher "${voucher.code}" is already applied.` });
    if (toCents(voucher.amount) <= 0)
      return replyWithCart(ctx, { error: `Gift voucher "${voucher.code}" has no balance left.` });
    if (!ctx.session().cart.size)
      return replyWithCart(ctx, { error: 'Add products to your cart before applying a gift voucher.' });
    checkout.vouchers.push(voucher.code);
    return replyWithCart(ctx, { success: 'Success: Your gift voucher discount has been applied!' });
  }
  const error = type
    ? `${LABEL[type]} "${code}" is not valid.`
    : `"${code}" is not a valid coupon or gift voucher code.`;
  replyWithCart(ctx, { error });
}

async function removeCode(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, { type: { kind: 'string', required: true }, code: { kind: 'string', required: true } });
  const type = readType(form, true);
  const code = readCode(form);
  const checkout = ctx.session().checkout;
  if (type === 'coupon' && checkout.coupon === code) {
    checkout.coupon = null;
    return replyWithCart(ctx, { success: 'Success: Your coupon has been removed!' });
  }
  if (type === 'voucher' && checkout.vouchers.includes(code)) {
    checkout.vouchers = checkout.vouchers.filter((c) => c !== code);
    return replyWithCart(ctx, { success: 'Success: Your gift voucher has been removed!' });
  }
  replyWithCart(ctx, { error: `${LABEL[type ?? 'coupon']} "${code}" is not applied to your cart.` });
}

function removeCredit(ctx: Context): void {
  const session = ctx.session();
  if (creditFor(session, ctx.state) <= 0)
    return replyWithCart(ctx, { error: 'There is no store credit on your cart.' });
  session.checkout.creditRemovedFor = session.customerId;
  replyWithCart(ctx, { success: 'Success: Your store credit has been removed from this cart.' });
}

/** Demo control: `{amount (1 to 1000), to_name?}` adds a gift certificate row (quantity 1) to the session's cart. */
async function addGiftCertificate(ctx: Context): Promise<void> {
  const body = await ctx.json();
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'Send a JSON object {amount, to_name?}.');
  const input = body as Record<string, unknown>;
  for (const key of Object.keys(input)) {
    if (key !== 'amount' && key !== 'to_name')
      throw new HttpError(400, `Unknown field "${key}". Expected "amount", "to_name".`);
  }
  const amount = Number(input.amount);
  if (!Number.isFinite(amount) || amount < 1 || amount > 1000)
    throw new HttpError(400, 'Field "amount" must be a number from 1 to 1000.');
  const toName = typeof input.to_name === 'string' ? input.to_name.trim() : '';
  const checkout = ctx.session().checkout;
  const cents = toCents(amount);
  checkout.giftCertificates.push({
    key: `voucher-${checkout.nextGiftCertificate++}`,
    description: `${formatCents(cents)} Gift Certificate${toName ? ` for ${toName}` : ''}`,
    amountCents: cents,
  });
  replyWithCart(ctx, { success: 'Gift certificate added to the cart.' });
}

export function addCodeCalls(routes: RouteTable): void {
  routes
    .add('/checkout/cart/applyCode', { methods: ['POST'], kind: 'call', handle: applyCode })
    .add('/checkout/cart/removeCode', { methods: ['POST'], kind: 'call', handle: removeCode })
    .add('/checkout/cart/removeCredit', { methods: ['GET'], kind: 'call', handle: removeCredit })
    .add('/__demo/gift-certificate', { methods: ['POST'], kind: 'call', handle: addGiftCertificate });
}
