/** /account/login: a demo sign-in (no passwords) and /account/logout. */
import { checkFields, intField } from '../core/form';
import { esc, mount } from '../core/html';
import { HttpError, redirect, safeRedirectTarget } from '../core/http';
import { pageConfig } from '../core/page-config';
import type { Context } from '../core/router';
import { renderPage } from '../core/page-frame';

export function loginPage(ctx: Context): void {
  const session = ctx.session();
  const target = safeRedirectTarget(ctx.query.get('redirect'));
  const customer = ctx.state.data.customers.find((c) => c.customer_id === session.customerId);
  const options = ctx.state.data.customers
    .map((c) => `<option value="${c.customer_id}">${esc(`${c.firstname} ${c.lastname}`)} (${esc(c.email)})</option>`)
    .join('');
  const status =
    session.settings.logged_in === true
      ? `<p class="alert alert-success">You are signed in${customer ? ` as ${esc(customer.firstname)} ${esc(customer.lastname)}` : ''}. <a href="/account/logout">Sign out</a></p>`
      : '<p>You are not signed in.</p>';
  renderPage(ctx, {
    title: 'Account Login',
    breadcrumb: [['Home', '/'], ['Account Login']],
    body: `<h1>Account Login</h1>
${status}
<form method="post" action="/account/login?redirect=${esc(encodeURIComponent(target))}" class="form-inline login-form">
<div class="form-group"><label for="login-customer">Demo customer</label>
<select id="login-customer" name="customer_id" class="form-control">${options}</select></div>
<button type="submit" class="btn btn-primary">Sign in as demo customer</button>
</form>
<h2>Staff</h2>
${
  session.settings.in_pos_mode === true
    ? '<p class="alert alert-info">You are signed in as staff: pages show the point of sale (POS) mode.</p>'
    : "<p>Staff build customers' orders at the counter in POS mode.</p>"
}
<form method="post" action="/__demo/session" class="form-inline staff-form">
<input type="hidden" name="in_pos_mode" value="${session.settings.in_pos_mode === true ? '0' : '1'}">
<input type="hidden" name="redirect" value="${session.settings.in_pos_mode === true ? '/account/login' : '/checkout/cart'}">
<button type="submit" class="btn btn-default">${session.settings.in_pos_mode === true ? 'Sign out of staff' : 'Sign in as staff'}</button>
</form>`,
  });
}

export async function loginPost(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, { customer_id: { kind: 'int' } });
  const customerId = intField(form, 'customer_id') ?? ctx.state.data.customers[0]?.customer_id ?? null;
  if (customerId !== null && !ctx.state.data.customers.some((c) => c.customer_id === customerId)) {
    throw new HttpError(400, `Field "customer_id": no customer with id ${customerId}.`);
  }
  const session = ctx.session();
  session.customerId = customerId;
  session.settings.logged_in = true;
  redirect(ctx.res, safeRedirectTarget(ctx.query.get('redirect')));
}

export function logout(ctx: Context): void {
  const session = ctx.session();
  session.customerId = null;
  session.settings.logged_in = false;
  redirect(ctx.res, safeRedirectTarget(ctx.query.get('redirect')));
}

/** /account/wishlist: signed-in accounts only; a guest is sent to sign in and brought back. */
export function wishlistPage(ctx: Context): void {
  if (ctx.session().settings.logged_in !== true || ctx.session().customerId === null) {
    return redirect(ctx.res, `/account/login?redirect=${encodeURIComponent('/account/wishlist')}`);
  }
  renderPage(ctx, {
    title: 'My Wish List',
    breadcrumb: [['Home', '/'], ['Account', '/account/login'], ['My Wish List']],
    body: `<h1>My Wish List</h1>
${mount('wishlist', { fallback: '<p>Loading wish list…</p>' })}`,
  });
}

/** /account/register: the register-form island posts to /account/register/processPost. */
export function registerPage(ctx: Context): void {
  // The theme reserves the form's height (one line more with the signed-in note), so mounting it moves nothing.
  const signedIn = pageConfig(ctx.session(), ctx.query).logged_in === true;
  const className = `register-form-mount${signedIn ? ' register-form-mount--signed-in' : ''}`;
  renderPage(ctx, {
    title: 'Register Account',
    breadcrumb: [['Home', '/'], ['Account', '/account/login'], ['Register']],
    body: `<h1>Register Account</h1>
<p>If you already have an account with us, please <a href="/account/login">log in</a>.</p>
${mount('register-form', { props: { continue_href: '/' }, className, fallback: '<p>Loading the registration form…</p>' })}`,
  });
}
