import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer } from '../../../demo-pages/server/app';
import { scriptJson } from '../../../demo-pages/server/core/html';
import { PageConfigSchema } from '../../../src/schemas/config';
import { type Visitor, type TestStore, withDemoStore } from './helpers';

let store!: TestStore;
let shopper!: Visitor;
withDemoStore({ store: (s) => (store = s), visitor: (v) => (shopper = v) });

async function page(path: string, status = 200): Promise<string> {
  const res = await shopper.request(path);
  expect(res.status, path).toBe(status);
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  return res.text();
}

function config(html: string) {
  const match = /<script type="application\/json" id="parts-islands-config">(.*?)<\/script>/s.exec(html);
  expect(match, 'config block').not.toBeNull();
  return v.parse(PageConfigSchema, JSON.parse(match?.[1] ?? ''));
}

/** Every mount point's name and parsed props, in page order. */
function mounts(html: string): { name: string; attrs: string; props: Record<string, unknown> | undefined }[] {
  return [
    ...html.matchAll(
      /<div data-mount="([^"]+)"([^>]*)>(<script type="application\/json" data-props>(.*?)<\/script>)?/gs,
    ),
  ].map((m) => ({
    name: m[1] ?? '',
    attrs: m[2] ?? '',
    props: m[4] ? (JSON.parse(m[4]) as Record<string, unknown>) : undefined,
  }));
}

const PAGES = [
  '/',
  '/product/product?product_id=1',
  '/index.php?route=product/product&product_id=3',
  '/product/catalog',
  '/product/catalog?page=10',
  '/product/manufacturer/info?manufacturer_id=11',
  '/checkout/cart',
  '/checkout/checkout',
  '/account/login',
  '/common/home',
  '/product/category?path=20',
  '/product/search?search=brake',
  '/product/special',
  '/product/compare',
  '/account/register',
  '/product/product?product_id=9',
  '/demo/broken',
  '/demo/late-mount',
  '/demo/double-script',
  '/demo/generated?count=5',
  '/demo/strategies',
];

describe('layout contract on every demo page', () => {
  it.each(PAGES)(
    '%s has lang, title, one h1, landmarks, config, cart pop-out and the boot script closing the head',
    async (path) => {
      const html = await page(path);
      expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
      expect(html).toMatch(/<title>[^<]+ - Summit Parts Co\.<\/title>/);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      for (const tag of ['<header', '<nav class="navbar" aria-label="Main">', '<main', '<footer'])
        expect(html).toContain(tag);
      expect(config(html).currency).toBe('USD');
      expect(html).toContain('<div data-mount="cart-popout" class="header-cart">');
      // After the config block, render-blocking: the loader runs before the first layout (README, "Dropping it in").
      expect(html).toMatch(
        // Then the page's announced chunks (README "Announcing a page's chunks"), when the bundle is built.
        /<\/script>\n<script type="module" blocking="render" src="\/assets\/parts-islands\/boot\.js"><\/script>\n(<link rel="modulepreload" href="\/assets\/parts-islands\/[\w/-]+\.js">\n)*<\/head>/,
      );
      for (const img of html.match(/<img [^>]*>/g) ?? []) expect(img).toMatch(/ alt="[^"]+"/);
      expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    },
  );
});

describe('page config block', () => {
  it('parses through PageConfigSchema with the defaults', async () => {
    const parsed = config(await page('/'));
    expect(parsed).toMatchObject({
      in_pos_mode: false,
      guest_checkout: true,
      logged_in: false,
      login_for_pricing: false,
      locale: 'en-US',
    });
    expect(parsed.endpoints.cart).toBe('/checkout/cart/');
  });

  it('honours demo_ query overrides for this request only', async () => {
    const parsed = config(
      await page(
        '/product/catalog?demo_guest_checkout=0&demo_logged_in=1&demo_in_pos_mode=1&demo_login_for_pricing=1&demo_login_cta_text=Sign%20in%20to%20buy',
      ),
    );
    expect(parsed).toMatchObject({
      guest_checkout: false,
      logged_in: true,
      in_pos_mode: true,
      login_for_pricing: true,
      login_cta_text: 'Sign in to buy',
    });
    expect(config(await page('/product/catalog')).in_pos_mode).toBe(false);
  });

  it('honours nested overrides (demo_vehicle.<flag>) and JSON objects (demo_payment=)', async () => {
    const parsed = config(
      await page('/?demo_vehicle.vehicle_lookup_enabled=1&demo_payment=%7B%22paymentCash%22%3Afalse%7D&demo_unknown=1'),
    );
    expect(parsed.vehicle.vehicle_lookup_enabled).toBe(true);
    expect(parsed.vehicle.ymm_enabled).toBe(true);
    expect(parsed.payment.paymentCash).toBe(false);
    expect(parsed.payment.paymentCard).toBe(true);
  });

  it('starts from the session settings', async () => {
    await shopper.postJson('/__demo/session', { kiosk_mode: true });
    expect(config(await page('/')).kiosk_mode).toBe(true);
    expect(config(await page('/?demo_kiosk_mode=0')).kiosk_mode).toBe(false);
  });

  it("carries the session's saved vehicle (saved_vehicle), and the fallbacks read as the islands' first render", async () => {
    expect(config(await page('/')).saved_vehicle).toBeUndefined();
    expect(await page('/product/catalog')).toContain('<a href="/common/home#vehicle">Select Your Vehicle</a>');
    const saved = await shopper.request(
      '/ymm/json/saveVehicle?add1=Year||2005||Year||2005&add2=MakeID||1||Make||Chevrolet&add3=ModelID||201||Model||Silverado%201500',
    );
    expect(saved.status).toBe(200);
    const home = await page('/common/home');
    expect(config(home).saved_vehicle).toMatchObject({
      facets: [
        { api_field: 'Year', label_value: '2005' },
        { api_field: 'MakeID', label_value: 'Chevrolet' },
        { api_field: 'ModelID', label_value: 'Silverado 1500' },
      ],
      hasYmm: true,
      hasEngine: false,
    });
    // The home page's selector fallback holds the Application summary's boxes; the navbar link reads as its button.
    expect(home).toContain(
      '<p class="vehicle-skeleton__current">Your Vehicle: <strong>2005 Chevrolet Silverado 1500</strong></p>',
    );
    expect(home.match(/class="vehicle-skeleton__remove" disabled tabindex="-1"/g)).toHaveLength(3);
    expect(await page('/product/catalog')).toContain(
      '<a href="/common/home#vehicle">Your Vehicle: 2005 Chevrolet Silverado 1500</a>',
    );
  });

  it('escapes "<" inside JSON script blocks', () => {
    expect(scriptJson({ name: '</script><b>' })).toBe('{"name":"\\u003c/script\\u003e\\u003cb\\u003e"}');
  });
});

describe('product page', () => {
  it('has a product-form mount with the minimum, labor and the product view fields, and a replayable fallback', async () => {
    const html = await page('/product/product?product_id=1');
    const form = mounts(html).filter((m) => m.name === 'product-form');
    expect(form).toHaveLength(1);
    expect(form[0]?.props).toMatchObject({
      product_id: 1,
      name: 'Ironclad Ceramic Front Brake Pad Set',
      minimum: 1,
      options: [],
      sku: 'SPC-00001',
      price: 64.99,
      purchasable: true,
    });
    expect(form[0]?.props?.labor).toMatchObject({ time: 60, data: { labor_id: 2, amount: 110 } });
    expect(html).toContain('<button type="button" class="btn btn-primary" data-replay="add">Add to Cart</button>');
    expect(html).toContain('Spring Brake Rebate');
  });

  it('passes every option with its values in the props', async () => {
    const html = await page('/index.php?route=product/product&product_id=3');
    const props = mounts(html).find((m) => m.name === 'product-form')?.props;
    const options = props?.options as { type: string }[];
    expect(options.map((o) => o.type)).toEqual([
      'select',
      'radio',
      'checkbox',
      'image',
      'text',
      'textarea',
      'date',
      'time',
      'datetime',
    ]);
  });

  it('shows the special price, and the disabled-pricing notice with a form that cannot buy', async () => {
    expect(await page('/product/product?product_id=2')).toContain('<span class="price-new">$169.99</span>');
    const disabled = await page('/product/product?product_id=4');
    expect(disabled).toContain('Call your local store for pricing');
    expect(mounts(disabled).find((m) => m.name === 'product-form')?.props?.purchasable).toBe(false);
  });

  it('a kit shows its package components as a product-grid, and every product page its related products', async () => {
    const kit = mounts(await page('/product/product?product_id=9')).filter((m) => m.name === 'product-grid');
    expect(kit.map((m) => m.props?.placement)).toEqual(['package', 'related']);
    expect((kit[0]?.props?.products as { product_id: number }[]).map((p) => p.product_id)).toEqual([1, 10]);
    const related = kit[1]?.props?.products as { product_id: number; category_levels: string[] }[];
    expect(related.length).toBeGreaterThan(0);
    expect(related.every((p) => p.product_id !== 9 && p.category_levels[0] === 'Brakes')).toBe(true);
  });

  it('hides prices (no price in props) when login is required for pricing and nobody is signed in', async () => {
    const html = await page('/product/product?product_id=1&demo_login_for_pricing=1');
    expect(html).toContain('Login Required To View Price');
    expect(mounts(html).find((m) => m.name === 'product-form')?.props).toMatchObject({ price: 0, purchasable: false });
  });

  it('answers 404 with a page for an unknown product', async () => {
    expect(await page('/product/product?product_id=9999', 404)).toContain('<h1>Product not found</h1>');
  });
});

describe('catalog', () => {
  it('shows 15 products per page in one product-grid mount with its toolbar, placeholders without mounts inside, and pagination', async () => {
    const html = await page('/product/catalog');
    expect(html.match(/<li class="product-card">/g)).toHaveLength(15);
    const grids = mounts(html).filter((m) => m.name === 'product-grid');
    expect(grids).toHaveLength(1);
    expect(mounts(html).map((m) => m.name)).toEqual(['search-bar', 'cart-popout', 'vehicle-lookup', 'product-grid']);
    const props = grids[0]?.props as {
      placement: string;
      page: number;
      limit: number;
      products: unknown[];
      toolbar: {
        sort: string;
        limit: string;
        compare_total: number;
        sorts: { href: string }[];
        limits: { text: string; href: string }[];
      };
    };
    expect(props).toMatchObject({ placement: 'catalog', page: 1, limit: 15 });
    expect(props.products).toHaveLength(15);
    expect(props.toolbar).toMatchObject({ sort: 'p.sort_order-ASC', limit: '15', compare_total: 0 });
    expect(props.toolbar.sorts.map((s) => s.href)).toContain('/product/catalog?sort=p.price&order=ASC');
    expect(props.toolbar.limits.map((l) => l.text)).toEqual(['15', '25', '50', '75', '100']);
    expect(html).toContain('href="/product/catalog?sort=p.sort_order&amp;order=ASC&amp;page=2" rel="next"');
    expect(html).toContain('Showing 1 to 15 of 150 (10 Pages)');
  });

  it('sorts by price and pages by the Show size', async () => {
    const html = await page('/product/catalog?sort=p.price&order=DESC&limit=25&page=2');
    const props = mounts(html).find((m) => m.name === 'product-grid')?.props as {
      page: number;
      limit: number;
      products: { price: number }[];
    };
    expect(props).toMatchObject({ page: 2, limit: 25 });
    expect(props.products).toHaveLength(25);
    const prices = props.products.map((p) => p.price).filter((p) => p > 0);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(html).toContain('Showing 26 to 50 of 150 (6 Pages)');
  });

  it.each([
    ['/product/category?path=20', 'category', (p: { category_levels: string[] }) => p.category_levels[0] === 'Brakes'],
    [
      '/product/manufacturer/info?manufacturer_id=11',
      'brand',
      (p: { manufacturer: string }) => p.manufacturer === 'Ironclad Brakeworks',
    ],
    [
      '/product/search?search=brake',
      'search',
      (p: { name: string; short_description: string }) => /brake/i.test(p.name + p.short_description),
    ],
    ['/product/special', 'special', (p: { special: string | false }) => typeof p.special === 'string'],
  ] as const)('%s lists the %s placement', async (path, placement, belongs) => {
    const props = mounts(await page(path)).find((m) => m.name === 'product-grid')?.props as {
      placement: string;
      products: never[];
    };
    expect(props.placement).toBe(placement);
    expect(props.products.length).toBeGreaterThan(0);
    expect(props.products.every((p) => (belongs as (p: never) => boolean)(p))).toBe(true);
  });

  it('the home page has the featured modules by id, best sellers, latest and specials', async () => {
    const grids = mounts(await page('/common/home')).filter((m) => m.name === 'product-grid');
    expect(
      grids.map((g) => `${String(g.props?.placement)}${g.props?.module_id ? `:${String(g.props.module_id)}` : ''}`),
    ).toEqual(['featured:28', 'bestsellers', 'latest', 'specials', 'featured:35']);
    expect(grids.every((g) => g.props?.toolbar === undefined)).toBe(true);
  });
});

describe('cart and checkout pages', () => {
  it('says "The shopping cart is empty." when empty', async () => {
    const html = await page('/checkout/cart');
    expect(html).toContain('<h1>Shopping Cart</h1>');
    expect(html).toContain('<div data-mount="cart-page" class="cart-page-mount cart-page-mount--empty">');
    expect(html).toContain('<p class="cart-empty">The shopping cart is empty.</p></div>');
  });

  it('renders the session cart as the cart-page fallback', async () => {
    await shopper.op('/checkout/cart/add', { product_id: 1, quantity: 2, apply_labor: 1 });
    const html = await page('/checkout/cart');
    expect(html).toContain('Ironclad Ceramic Front Brake Pad Set');
    expect(html).toContain('<th scope="row" class="text-right">Total:</th><td class="text-right">$359.73</td>');
    expect(html).toContain('Cart: 2 items - $359.73');
    expect(await page('/checkout/checkout')).toContain('$359.73');
  });
});

describe('QA pages', () => {
  it('/demo/broken has an unknown island, invalid props and a working add-to-cart', async () => {
    const html = await page('/demo/broken');
    expect(html).toContain('data-mount="does-not-exist"');
    expect(html).toContain(`<div data-mount="add-to-cart" data-props='{"product_id":"not-a-number"}'></div>`);
    expect(mounts(html).filter((m) => m.name === 'add-to-cart' && m.props?.product_id === 1)).toHaveLength(1);
  });

  it('/demo/late-mount has the button and the inline script that appends a cart pop-out', async () => {
    const html = await page('/demo/late-mount');
    expect(html).toContain('>Add a cart pop-out</button>');
    expect(html).toContain("el.setAttribute('data-mount', 'cart-popout');");
  });

  it('/demo/double-script includes the boot script twice: render-blocking in the head, plain at the end of the body', async () => {
    const html = await page('/demo/double-script');
    expect(html).toMatch(
      /<script type="module" blocking="render" src="\/assets\/parts-islands\/boot.js"><\/script>\n(<link rel="modulepreload" [^>]+>\n)*<\/head>/,
    );
    expect(html).toMatch(/<script type="module" src="\/assets\/parts-islands\/boot.js\?again=1"><\/script>\n<\/body>/);
  });

  it('every page carries the boot script render-blocking in its head; ?demo_boot_tag=end-of-body moves it', async () => {
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const tag = '<script type="module" blocking="render" src="/assets/parts-islands/boot.js"></script>';
    for (const path of ['/', '/product/catalog', '/product/product?product_id=1', '/checkout/cart']) {
      const html = await page(path);
      expect(head(html)).toContain(tag);
      expect(html.match(/<script [^>]*boot\.js/g)).toHaveLength(1);
    }
    const classic = await page('/product/catalog?demo_boot_tag=end-of-body');
    expect(head(classic)).not.toContain('boot.js');
    expect(classic).toMatch(/<script type="module" src="\/assets\/parts-islands\/boot.js"><\/script>\n<\/body>/);
  });

  it('/demo/generated has count add-to-cart mounts (default 50, at most 500)', async () => {
    const count = async (path: string) => mounts(await page(path)).filter((m) => m.name === 'add-to-cart').length;
    expect(await count('/demo/generated')).toBe(50);
    expect(await count('/demo/generated?count=7')).toBe(7);
    expect(await count('/demo/generated?count=5000')).toBe(500);
  });

  it('/demo/strategies has one add-to-cart per strategy, the media one with its query', async () => {
    const attrs = mounts(await page('/demo/strategies'))
      .filter((m) => m.name === 'add-to-cart')
      .map((m) => m.attrs.trim());
    expect(attrs).toEqual([
      '',
      'data-strategy="idle"',
      'data-strategy="interaction"',
      'data-strategy="media" data-media="(min-width: 768px)"',
      'data-strategy="visible"',
    ]);
  });

  it('the index lists every demo page and the reset form', async () => {
    const html = await page('/');
    for (const href of [
      '/product/catalog',
      '/checkout/cart',
      '/demo/broken',
      '/demo/late-mount',
      '/demo/double-script',
      '/demo/generated?count=50',
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toContain('<form method="post" action="/__demo/reset">');
    expect(html).toContain('demo_guest_checkout=0');
  });
});

describe('static files', () => {
  let root: string;
  let base: string;
  const server = createDemoServer({ root: (root = mkdtempSync(join(tmpdir(), 'demo-root-'))) });

  beforeAll(async () => {
    const dir = join(root, 'dist', 'assets', 'parts-islands', 'chunks');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(root, 'dist', 'assets', 'parts-islands', 'boot.js'), 'export {};');
    writeFileSync(join(root, 'dist', 'assets', 'parts-islands', 'boot.js.map'), '{}');
    writeFileSync(join(dir, 'islands.css'), 'a{}');
    writeFileSync(join(root, 'secret.txt'), 'TOP-SECRET-CONTENT');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    ['/assets/parts-islands/boot.js', 'text/javascript; charset=utf-8'],
    ['/assets/parts-islands/boot.js.map', 'application/json; charset=utf-8'],
    ['/assets/parts-islands/chunks/islands.css', 'text/css; charset=utf-8'],
  ])('serves %s as %s with Cache-Control: no-cache', async (path, type) => {
    const res = await fetch(`${base}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for missing files and for paths that try to leave the folder', async () => {
    for (const path of [
      '/assets/parts-islands/missing.js',
      '/assets/parts-islands/..%2f..%2f..%2fsecret.txt',
      '/assets/parts-islands/%2e%2e/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('TOP-SECRET-CONTENT');
    }
  });

  it('serves generated SVG product images', async () => {
    const res = await fetch(`${store.base}/image/product/1.svg`);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toContain('<svg');
    expect((await fetch(`${store.base}/image/product/9999.svg`)).status).toBe(404);
  });
});
