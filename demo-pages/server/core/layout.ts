/** The legacy theme's page frame: head with the config block, header, nav, main, footer, boot script. */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_ELEMENT_ID } from '../../../src/schemas/config';
import { vehicleText, type VehicleFacet } from '../vehicle/fitment';
import { esc, mount, scriptJson } from './html';

export const STORE_NAME = 'Summit Parts Co.';
/** Where the theme serves the bundle's folder; the loader and the manifest's files are relative to it. */
export const ASSETS_BASE = '/assets/parts-islands/';
export const BOOT_SRC = `${ASSETS_BASE}boot.js`;

/**
 * The build's manifest (`dist/assets/parts-islands/manifest.json`, README "Announcing a page's chunks"): for each mount
 * name and strategy, the files its load with the page fetches, relative to the loader's folder.
 */
export interface PreloadManifest {
  version: string;
  loader: string;
  mounts: Record<string, Record<string, string[]>>;
}

let cached: { file: string; mtimeMs: number; manifest: PreloadManifest } | null = null;

/** The manifest of the bundle the store serves, re-read when a build rewrites it; null before the first build. */
export function readManifest(root: string): PreloadManifest | null {
  const file = join(root, 'dist/assets/parts-islands/manifest.json');
  const info = statSync(file, { throwIfNoEntry: false });
  if (!info) return null;
  if (cached?.file !== file || cached.mtimeMs !== info.mtimeMs)
    cached = { file, mtimeMs: info.mtimeMs, manifest: JSON.parse(readFileSync(file, 'utf8')) as PreloadManifest };
  return cached.manifest;
}

/** The mount points written in this markup, with their strategies (`load` when none is given). */
export function mountsIn(html: string): [name: string, strategy: string][] {
  return [...html.matchAll(/<[a-z][^>]*\sdata-mount="([^"]+)"[^>]*>/g)].map((m) => [
    m[1]!,
    /\sdata-strategy="([^"]+)"/.exec(m[0])?.[1] ?? 'load',
  ]);
}

/**
 * The theme helper (the README shows it in PHP): one `<link rel="modulepreload">` per file the page's mount points load
 * with the page, each once, at the URL the loader imports it from (the loader's folder + the manifest's path), so the
 * browser's module map serves the loader's import from the announced fetch.
 */
export function preloadLinks(manifest: PreloadManifest, mounts: [string, string][], base = ASSETS_BASE): string {
  const files = new Set(mounts.flatMap(([name, strategy]) => manifest.mounts[name]?.[strategy] ?? []));
  return [...files].map((file) => `<link rel="modulepreload" href="${esc(base + file)}">`).join('\n');
}

export interface PageOptions {
  title: string;
  /** Main content; it must hold the page's one <h1>. */
  body: string;
  config: Record<string, unknown>;
  breadcrumb?: [label: string, href?: string][];
  /**
   * The bundle's script tags in <head>, render-blocking (default: the boot script once). See README "Dropping it into
   * a theme": the loader then runs before the first layout, so its chunks are requested before the page's lazy images.
   */
  bootScripts?: string[];
  /** The build's manifest: the head announces the chunks of the mount points on the page (none: the loader finds them). */
  preload?: PreloadManifest | null;
  /** Plain script tags at the end of <body>, the classic placement (no render blocking). */
  lateBootScripts?: string[];
  bodyClass?: string;
  /** Header cart fallback text, shown until the cart pop-out island mounts. */
  cartSummary?: string;
  /** Embedded in a partner's frame (`?embed=1`): the page content only, without the store's header and footer. */
  embedded?: boolean;
  /** The navbar's vehicle selector (shown when vehicle lookup is on); the product page has its own. */
  vehicleNavbar?: boolean;
}

/** The theme shows its vehicle modules only when the store's vehicle lookup is enabled. */
export const vehicleLookupOn = (config: Record<string, unknown>) =>
  [true, 1, '1', 'true'].includes(
    (config.vehicle as { vehicle_lookup_enabled?: unknown } | undefined)?.vehicle_lookup_enabled as string,
  );

/** The shopper's saved vehicle as the page config carries it (`saved_vehicle`, page-config.ts): none while none is saved. */
export const savedFacets = (config: Record<string, unknown>): VehicleFacet[] =>
  (config.saved_vehicle as { facets?: VehicleFacet[] } | undefined)?.facets ?? [];

const NAV: [string, string][] = [
  ['Home', '/'],
  ['Catalog', '/product/catalog'],
  ['Shopping Cart', '/checkout/cart'],
  ['Checkout', '/checkout/checkout'],
  ['Account', '/account/login'],
];

function breadcrumb(items: [string, string?][]): string {
  const li = items.map(([label, href], i) =>
    i === items.length - 1 || !href
      ? `<li class="active" aria-current="page">${esc(label)}</li>`
      : `<li><a href="${esc(href)}">${esc(label)}</a></li>`,
  );
  return `<nav aria-label="Breadcrumb"><ol class="breadcrumb">${li.join('')}</ol></nav>`;
}

/**
 * A kiosk theme's guard, first in <head>: a previous shopper's page (stamped in an older reset generation, or reached by
 * Back/Forward after a reset) is hidden and sent to the kiosk home before it paints. The kiosk island makes the same
 * check when it mounts (src/lib/kiosk-generation.ts `isStale`/`bounce`); the loader has no bytes for it, so the theme
 * carries it (islands/kiosk/README.md shows it for an OpenCart theme).
 */
export const KIOSK_GUARD =
  "<script>try{var k=JSON.parse(localStorage.getItem('pi-kiosk')||'null'),s=history.state&&history.state.piKiosk," +
  "n=performance.getEntriesByType('navigation')[0];if(k&&typeof k.last=='number'&&k.gen>0&&(s&&typeof s.gen=='number'" +
  "?s.gen<k.gen:!!n&&n.type=='back_forward')){k.fresh=true;localStorage.setItem('pi-kiosk',JSON.stringify(k));" +
  "document.documentElement.style.visibility='hidden';location.replace(typeof k.home=='string'?k.home:'/')}}catch(e){}</script>";

export function layout(page: PageOptions): string {
  const tags = (srcs: string[], attributes: string) =>
    srcs.map((src) => `<script type="module"${attributes} src="${esc(src)}"></script>`).join('\n');
  const headScripts = tags(page.bootScripts ?? [BOOT_SRC], ' blocking="render"');
  const lateScripts = tags(page.lateBootScripts ?? [], '');
  const cartFallback = `<a class="header-cart-link" href="/checkout/cart">${esc(page.cartSummary ?? 'Shopping Cart')}</a>`;
  const header = page.embedded
    ? ''
    : siteHeader(
        cartFallback,
        page.vehicleNavbar !== false && vehicleLookupOn(page.config) ? navbarVehicle(page.config) : '',
      );
  const links = page.preload ? preloadLinks(page.preload, mountsIn(header + page.body)) : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">${page.config.kiosk_mode === true ? `\n${KIOSK_GUARD}` : ''}
<title>${esc(page.title)} - ${esc(STORE_NAME)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/theme/theme.css">
<script type="application/json" id="${CONFIG_ELEMENT_ID}">${scriptJson(page.config)}</script>
${headScripts}${links ? `\n${links}` : ''}
</head>
<body${page.bodyClass ? ` class="${esc(page.bodyClass)}"` : ''}>
${header}
<main id="content" class="container"${page.embedded ? ` aria-label="${esc(page.title)}"` : ''}>
${page.breadcrumb && !page.embedded ? breadcrumb(page.breadcrumb) : ''}
${page.body}
</main>
${page.embedded ? '' : SITE_FOOTER}
${lateScripts}
</body>
</html>
`;
}

/**
 * The navbar's vehicle selector: a button opening the selector dialog; without JS, a link to the home page's module. The
 * link reads as the island's button will ("Your Vehicle: …" once one is saved), so nothing moves when it mounts.
 */
function navbarVehicle(config: Record<string, unknown>): string {
  const facets = savedFacets(config);
  const heading = (config.vehicle as { ymm_heading?: string } | undefined)?.ymm_heading ?? 'Select Your Vehicle';
  const text = facets.length ? `Your Vehicle: ${vehicleText(facets)}` : heading;
  const fallback = `<a href="/common/home#vehicle">${esc(text)}</a>`;
  return `<li class="navbar-vehicle">${mount('vehicle-lookup', { props: { display: 'modal' }, fallback })}</li>`;
}

/**
 * The header's site search (spec 3 §2): without JS a plain GET form to the search page; the search-bar island mounts
 * on the first hover, focus or touch and keeps what was typed.
 */
const SEARCH_FALLBACK = `<form class="header-search" role="search" aria-label="Site search" action="/index.php" method="get">
<input type="hidden" name="route" value="product/search"><input type="hidden" name="description" value="true"><input type="hidden" name="search_in_brand_or_category" value="true">
<label class="sr-only" for="header-search-input">Search</label><input id="header-search-input" class="form-control" type="text" name="search" data-replay="search" autocomplete="off" placeholder="Search parts, categories and brands">
<button type="submit" class="btn btn-primary" data-replay="search-submit">Find</button>
</form>`;

function siteHeader(cartFallback: string, vehicle: string): string {
  return `<header class="site-header">
<div class="container header-inner">
<a class="store-name" href="/">${esc(STORE_NAME)}</a>
${mount('search-bar', { strategy: 'interaction', className: 'header-search-mount', fallback: SEARCH_FALLBACK })}
${mount('cart-popout', { className: 'header-cart', fallback: cartFallback })}
</div>
<nav class="navbar" aria-label="Main">
<div class="container"><ul class="nav navbar-nav">${NAV.map(([label, href]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}${vehicle}</ul></div>
</nav>
</header>`;
}

const SITE_FOOTER = `<footer class="site-footer">
<div class="container"><p>&copy; 2026 ${esc(STORE_NAME)} &middot; Demo store for the parts islands bundle &middot; <a href="/">All demo pages</a></p></div>
</footer>`;
