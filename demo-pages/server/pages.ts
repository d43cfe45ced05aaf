/** Routes of the legacy pages, the generated images and the static files. */
import { join } from 'node:path';
import { HttpError } from './core/http';
import { optionImage, productImage } from './storefront/images';
import { loginPage, loginPost, logout, registerPage, wishlistPage } from './storefront/account-pages';
import { orderPayPage, orderPayPost } from './pos-checkout/order-pay-page';
import { cartPage, checkoutPage } from './cart/cart-pages';
import {
  catalogPage,
  categoryPage,
  comparePage,
  homePage,
  manufacturerPage,
  searchPage,
  specialPage,
} from './storefront/catalog-pages';
import { notFound } from './core/page-frame';
import {
  brokenPage,
  doubleScriptPage,
  framedCartPage,
  generatedPage,
  lateMountPage,
  legacyVehicleFormPage,
  strategiesPage,
} from './qa/demo-pages';
import { informationPage } from './content/content-page';
import { posAppointmentPage, posMenuDemoPage } from './back-office/appointment-page';
import { indexPage } from './qa/index-page';
import { behavioursPage, kioskPage } from './kiosk/kiosk-pages';
import { contactPage, locatorPage } from './storefront/locator-pages';
import {
  posCheckoutPage,
  posContinuePage,
  posCustomerAddPage,
  posCustomerEditPage,
  posCustomersPage,
  posOrdersPage,
  posOrderViewPage,
} from './back-office/pos-pages';
import { posDistributorPage, posDonePage, posInvoicePage, posReceiptPage } from './pos-checkout/receipt-pages';
import { productPage } from './storefront/product-page';
import type { Context, Route, RouteTable } from './core/router';
import { sendFile } from './core/static';

const page = (handle: Route['handle']): Route => ({ methods: ['GET', 'HEAD'], kind: 'page', handle });
const asset = (handle: Route['handle']): Route => ({ methods: ['GET', 'HEAD'], kind: 'asset', handle });

export const ASSETS_PREFIX = '/assets/parts-islands/';

function imageId(ctx: Context, prefix: string): number {
  const match = new RegExp(`^${prefix}(\\d+)\\.svg$`).exec(ctx.path);
  if (!match) throw new HttpError(404, 'Not found.');
  return Number(match[1]);
}

export function addPages(routes: RouteTable): void {
  routes
    .add('/', page(indexPage))
    .add('/common/home', page(homePage))
    .add('/product/product', page(productPage))
    .add('/product/catalog', page(catalogPage))
    .add('/product/manufacturer/info', page(manufacturerPage))
    .add('/product/category', page(categoryPage))
    .add('/product/search', page(searchPage))
    .add('/product/special', page(specialPage))
    .add('/product/compare', page(comparePage))
    .add('/account/wishlist', page(wishlistPage))
    .add('/account/register', page(registerPage))
    .add('/checkout/cart', page(cartPage))
    .add('/information/locator', page(locatorPage))
    .add('/information/contact', page(contactPage))
    .add('/information/information', page(informationPage))
    .add('/checkout/checkout', page(checkoutPage))
    .add('/account/login', {
      methods: ['GET', 'HEAD', 'POST'],
      kind: 'page',
      handle: (ctx) => (ctx.req.method === 'POST' ? loginPost(ctx) : loginPage(ctx)),
    })
    .add('/account/logout', page(logout))
    .add('/account/order/pay', {
      methods: ['GET', 'HEAD', 'POST'],
      kind: 'page',
      handle: (ctx) => (ctx.req.method === 'POST' ? orderPayPost(ctx) : orderPayPage(ctx)),
    })
    .add('/demo/broken', page(brokenPage))
    .add('/demo/late-mount', page(lateMountPage))
    .add('/demo/double-script', page(doubleScriptPage))
    .add('/demo/generated', page(generatedPage))
    .add('/demo/strategies', page(strategiesPage))
    .add('/demo/framed-cart', page(framedCartPage))
    .add('/demo/legacy-vehicle-form', page(legacyVehicleFormPage))
    .add('/demo/kiosk', page(kioskPage))
    .add('/demo/behaviours', page(behavioursPage))
    .add('/pos/order', page(posOrdersPage))
    .add('/pos/order/view', page(posOrderViewPage))
    .add('/pos/customer', page(posCustomersPage))
    .add('/pos/customer/add', page(posCustomerAddPage))
    .add('/pos/order/receipt', page(posReceiptPage))
    .add('/pos/order/invoice', page(posInvoicePage))
    .add('/pos/order/done', page(posDonePage))
    .add('/pos/order/distributor', page(posDistributorPage))
    .add('/pos/order/continue', page(posContinuePage))
    .add('/pos/checkout', page(posCheckoutPage))
    .add('/pos/customer/edit', page(posCustomerEditPage))
    .add('/pos/appointment', page(posAppointmentPage))
    .add('/demo/pos-menu', page(posMenuDemoPage))
    .add(
      '/theme/theme.css',
      asset((ctx) => sendFile(ctx.res, join(ctx.root, 'demo-pages', 'theme'), 'theme.css')),
    )
    .add(
      `${ASSETS_PREFIX}*`,
      asset((ctx) =>
        sendFile(ctx.res, join(ctx.root, 'dist', 'assets', 'parts-islands'), ctx.path.slice(ASSETS_PREFIX.length)),
      ),
    )
    .add(
      '/image/product/*',
      asset((ctx) => {
        const product = ctx.state.products.get(imageId(ctx, '/image/product/'));
        if (!product) throw new HttpError(404, 'Not found.');
        productImage(ctx.res, product);
      }),
    )
    .add(
      '/image/option/*',
      asset((ctx) => {
        const id = imageId(ctx, '/image/option/');
        const value = ctx.state.data.products
          .flatMap((p) => p.options.flatMap((o) => o.product_option_value))
          .find((v) => v.product_option_value_id === id);
        if (!value) throw new HttpError(404, 'Not found.');
        optionImage(ctx.res, value.name);
      }),
    );
}

export { notFound };
