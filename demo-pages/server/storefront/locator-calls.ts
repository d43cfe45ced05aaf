/**
 * Store locator calls (spec 1 §7, spec 3 §7): the distance search answering html + data, find_dealer, reset_store,
 * ZIP geocoding, the dealer locator popup text and storeLocatorAddProduct (pickup at the chosen store).
 */
import { buildCart, lineKey, unitPriceCents } from '../cart/cart';
import { checkFields, intField, stringField, type FieldRules, type FormData } from '../core/form';
import { esc } from '../core/html';
import { HttpError, redirect, safeRedirectTarget, sendJson } from '../core/http';
import {
  dealerLocations,
  FILTERS,
  locatorContent,
  milesBetween,
  PICKUP_COOKIE,
  requestCookie,
  sessionExtras,
  zipToGeo,
  type DealerLocation,
} from './locator-data';
import { get, type Context, type RouteTable } from '../core/router';
import { cartTracking } from '../cart/tracking';

export const DISTANCE_MIN = 10;
export const DISTANCE_MAX = 250;
/**
 * Spec 3 §7, §9: the distance-based store lookup (type=product) uses radius 100 and limit 20. The lookup must send its
 * radius (a strict server reads it); the shopper's chosen distance, when sent, is the search's reach, else the radius.
 */
export const PRODUCT_RADIUS = 100;
export const PRODUCT_LIMIT = 20;
const STORE_DEFAULT_DISTANCE = 25;

/** GET parameters checked like a strict server checks a form: unknown or malformed names are HTTP 400. */
function checkQuery(ctx: Context, rules: FieldRules): FormData {
  const query: FormData = Object.fromEntries(ctx.query);
  checkFields(query, rules);
  return query;
}

function optionalNumber(query: FormData, key: string): number | null {
  const raw = stringField(query, key).trim();
  if (raw === '') return null;
  const n = Number(raw);
  if (!Number.isFinite(n)) throw new HttpError(400, `Field "${key}" must be a number, got ${JSON.stringify(raw)}.`);
  return n;
}

/** The server's own text goes through esc(); the nasty seed dealer goes out raw on purpose. */
const text = (loc: DealerLocation, value: string) => (loc.raw_html ? value : esc(value));

function infoWindow(loc: DealerLocation): string {
  return `<div class="dealer-info"><strong>${text(loc, loc.name)}</strong><br>${text(loc, loc.address)}<br>${esc(loc.city)}, ${esc(loc.state)} ${esc(loc.zip)}<br><a href="tel:${esc(loc.phone.replace(/\D/g, ''))}">${esc(loc.phone)}</a>${loc.raw_html ? (loc.info_window_extra ?? '') : ''}</div>`;
}

interface Found {
  loc: DealerLocation;
  miles: number | null;
  stock: number | null;
}

function listHtml(found: Found[], productMode: boolean, selected: number | null, empty: string): string {
  if (!found.length) return productMode ? '' : `<p class="dealer-empty">${esc(empty)}</p>`;
  const items = found.map(({ loc, miles, stock }) => {
    const facts = [
      miles === null ? '' : `<p class="dealer-distance">${miles.toFixed(1)} miles away</p>`,
      stock === null ? '' : `<p class="dealer-stock">${stock} in stock</p>`,
      loc.services.length
        ? `<p class="dealer-services">${loc.services.map((s) => (s === 'pickup' ? 'In-store pickup' : 'Installation service')).join(' &middot; ')}</p>`
        : '',
    ].join('');
    const pickup = productMode
      ? `<button type="button" class="btn btn-primary" data-pickup="${loc.location_id}">Pick Up Here</button>`
      : '';
    const chosen = loc.location_id === selected;
    return `<li class="dealer${chosen ? ' dealer-selected' : ''}" data-location-id="${loc.location_id}">
<h3 class="dealer-name">${text(loc, loc.name)}</h3>
<p class="dealer-address">${text(loc, loc.address)}<br>${esc(loc.city)}, ${esc(loc.state)} ${esc(loc.zip)}</p>
<p class="dealer-phone"><a href="tel:${esc(loc.phone.replace(/\D/g, ''))}">${esc(loc.phone)}</a></p>
${facts}
<button type="button" class="btn btn-default" data-make-my-store="${loc.location_id}">Make My Store</button>${pickup}
</li>`;
  });
  return `<ol class="dealer-list">${items.join('\n')}</ol>`;
}

/** GET {data source}{type}&format=json: locations near the origin, filtered, with the list html and the map data. */
function search(ctx: Context): void {
  const query = checkQuery(ctx, {
    type: { kind: 'string', required: true },
    format: { kind: 'string', required: true },
    search: { kind: 'string' },
    distance: { kind: 'int' },
    filter: { kind: 'string' },
    selected_store: { kind: 'string' },
    lat: { kind: 'string' },
    lng: { kind: 'string' },
    product_id: { kind: 'int' },
    radius: { kind: 'int' },
    limit: { kind: 'int' },
  });
  const type = stringField(query, 'type');
  if (type !== 'store' && type !== 'product')
    throw new HttpError(400, `Field "type" must be "store" or "product", got ${JSON.stringify(type)}.`);
  if (stringField(query, 'format') !== 'json') throw new HttpError(400, 'Field "format" must be "json".');
  const productMode = type === 'product';
  const radius = intField(query, 'radius');
  if (productMode && radius === undefined)
    throw new HttpError(400, 'Field "radius" is required for type=product (the lookup radius in miles).');
  if (!productMode && radius !== undefined) throw new HttpError(400, 'Field "radius" is only for type=product.');
  if (radius !== undefined && (radius < DISTANCE_MIN || radius > DISTANCE_MAX))
    throw new HttpError(400, `Field "radius" must be from ${DISTANCE_MIN} to ${DISTANCE_MAX}, got ${radius}.`);
  const distance = intField(query, 'distance') ?? (productMode ? (radius ?? PRODUCT_RADIUS) : STORE_DEFAULT_DISTANCE);
  if (distance < DISTANCE_MIN || distance > DISTANCE_MAX)
    throw new HttpError(400, `Field "distance" must be from ${DISTANCE_MIN} to ${DISTANCE_MAX}, got ${distance}.`);
  const filter = stringField(query, 'filter');
  if (filter && !(FILTERS as readonly string[]).includes(filter))
    throw new HttpError(400, `Field "filter" must be one of "", ${FILTERS.map((f) => `"${f}"`).join(', ')}.`);
  const limit = intField(query, 'limit') ?? (productMode ? PRODUCT_LIMIT : 100);
  if (limit < 1 || limit > 100) throw new HttpError(400, 'Field "limit" must be from 1 to 100.');
  const selectedRaw = stringField(query, 'selected_store').trim();
  const selected = selectedRaw === '' ? null : Number(selectedRaw);
  if (selected !== null && !Number.isInteger(selected))
    throw new HttpError(400, 'Field "selected_store" must be a location id.');

  const all = dealerLocations(ctx.state, ctx.session());
  const lat = optionalNumber(query, 'lat');
  const lng = optionalNumber(query, 'lng');
  if ((lat === null) !== (lng === null)) throw new HttpError(400, 'Fields "lat" and "lng" go together.');
  const preferred = all.find((l) => l.location_id === selected);
  // Origin: the shopper's coordinates, else the preferred store; without either, no distance applies.
  const origin =
    lat !== null && lng !== null ? { lat, lng } : preferred ? { lat: preferred.lat, lng: preferred.lng } : null;
  const product = productMode ? ctx.state.products.get(intField(query, 'product_id') ?? 0) : undefined;
  if (productMode && !product) throw new HttpError(400, 'Field "product_id": no such product.');
  const needle = stringField(query, 'search').trim().toLowerCase();

  let found: Found[] = all
    .filter((loc) => !filter || loc.services.includes(filter))
    // With coordinates the search text has done its work (it was geocoded); without, it matches name, city, address or ZIP.
    .filter(
      (loc) =>
        lat !== null ||
        !needle ||
        [loc.location_name, loc.city, loc.address, loc.zip].some((f) => f.toLowerCase().includes(needle)),
    )
    .map((loc) => ({
      loc,
      miles: origin ? milesBetween(origin, loc) : null,
      stock: product ? (product.stock[String(loc.location_id)] ?? 0) : null,
    }))
    .filter((f) => f.miles === null || f.miles <= distance)
    .filter((f) => !product || (f.loc.is_store && (f.stock ?? 0) > 0));
  found.sort((a, b) => (a.miles ?? 0) - (b.miles ?? 0) || a.loc.location_id - b.loc.location_id);
  if (productMode && selected !== null)
    found.sort((a, b) => Number(b.loc.location_id === selected) - Number(a.loc.location_id === selected));
  found = found.slice(0, limit);

  const center =
    origin ??
    (found.length
      ? {
          lat: found.reduce((s, f) => s + f.loc.lat, 0) / found.length,
          lng: found.reduce((s, f) => s + f.loc.lng, 0) / found.length,
        }
      : { lat: all[0]?.lat ?? 0, lng: all[0]?.lng ?? 0 });
  sendJson(ctx.res, 200, {
    html: listHtml(found, productMode, selected, `No locations found within ${distance} miles.`),
    data: {
      show_map: found.length > 0,
      lat: center.lat,
      lng: center.lng,
      locations: found.map(({ loc, miles }) => ({
        location_id: loc.location_id,
        name: loc.name,
        location_name: loc.location_name,
        address: loc.address,
        lat: loc.lat,
        lng: loc.lng,
        info_window: infoWindow(loc),
        ...(miles === null ? {} : { distance: Math.round(miles * 10) / 10 }),
      })),
    },
  });
}

function findDealer(ctx: Context): void {
  const query = checkQuery(ctx, { id: { kind: 'int', required: true } });
  const loc = dealerLocations(ctx.state, ctx.session()).find((l) => l.location_id === intField(query, 'id'));
  if (!loc) return sendJson(ctx.res, 200, { error: 'Location not found.' });
  sendJson(ctx.res, 200, {
    location_name: loc.location_name,
    address: `${loc.address}, ${loc.city}, ${loc.state} ${loc.zip}`,
  });
}

function resetStore(ctx: Context): void {
  checkQuery(ctx, {});
  sendJson(
    ctx.res,
    200,
    { success: true },
    { 'Set-Cookie': `${PICKUP_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax` },
  );
}

function geolocate(ctx: Context): void {
  const query = checkQuery(ctx, { address: { kind: 'string', required: true } });
  const zip = stringField(query, 'address').trim();
  const geo = /^\d{5}(-\d{4})?$/.test(zip) ? zipToGeo(zip) : null;
  // An address the geocoder cannot place answers without coordinates, as the real one does.
  sendJson(ctx.res, 200, { geo });
}

function popupText(ctx: Context): void {
  checkQuery(ctx, {});
  sendJson(ctx.res, 200, locatorContent(ctx.session()).popup);
}

/** POST storeLocatorAddProduct {product_id, quantity}: adds for pickup at the store in locator_pickup_location. */
async function addForPickup(ctx: Context): Promise<void> {
  const form = await ctx.form();
  checkFields(form, { product_id: { kind: 'int', required: true }, quantity: { kind: 'int' } });
  const product = ctx.state.products.get(intField(form, 'product_id') ?? 0);
  if (!product) throw new HttpError(400, `Field "product_id": no product with id ${stringField(form, 'product_id')}.`);
  const session = ctx.session();
  const cart = () => buildCart(session.cart.values(), ctx.state.products);
  const storeId = Number(requestCookie(ctx.req.headers.cookie, PICKUP_COOKIE));
  const store = dealerLocations(ctx.state).find((l) => l.is_store && l.location_id === storeId);
  if (!store) return sendJson(ctx.res, 200, { error: 'Please choose a store for pickup first.', cart: cart() });
  if (product.disable_pricing || !product.is_orderable || product.requires_options) {
    return sendJson(ctx.res, 200, { error: 'This product cannot be reserved for pickup here.', cart: cart() });
  }
  const quantity = intField(form, 'quantity') ?? product.minimum;
  if (quantity < product.minimum)
    return sendJson(ctx.res, 200, {
      error: `Minimum quantity for ${product.name} is ${product.minimum}.`,
      cart: cart(),
    });
  if ((product.stock[String(store.location_id)] ?? 0) < quantity) {
    return sendJson(ctx.res, 200, {
      error: `${store.location_name} does not have ${quantity} of ${product.name} in stock.`,
      cart: cart(),
    });
  }
  const key = lineKey(product.product_id, {}, false);
  const line = session.cart.get(key);
  if (line) line.quantity += quantity;
  else session.cart.set(key, { key, product_id: product.product_id, quantity, options: {}, apply_labor: false });
  sessionExtras(session).pickup.set(key, store.location_id);
  sendJson(ctx.res, 200, {
    success: `Success: You have added <a href="${product.links.view}">${product.name}</a> for pickup at ${store.location_name}!`,
    cart: cart(),
    marketing_tracking: cartTracking('add_to_cart', product, unitPriceCents(product, {}), quantity),
  });
}

/**
 * POST /__demo/attack-strings {on: true|false}: this session's locator shows the XSS vectors of
 * seed/fixtures/attack-strings.json (the sanitizing tests and QA), or the seed's plain dealers again.
 */
async function attackStrings(ctx: Context): Promise<void> {
  const body = (await ctx.json()) as { on?: unknown; redirect?: unknown } | null;
  const on = [true, 1, '1', 'true'].includes(body?.on as string);
  sessionExtras(ctx.session()).attackStrings = on;
  if ((ctx.req.headers.accept ?? '').includes('text/html'))
    return redirect(ctx.res, safeRedirectTarget(typeof body?.redirect === 'string' ? body.redirect : '/'));
  sendJson(ctx.res, 200, { attack_strings: on });
}

export function addLocatorCalls(routes: RouteTable): void {
  routes
    .add('/module/dealer_locator/search', get(search))
    .add('/module/dealer_locator/find_dealer', get(findDealer))
    .add('/module/dealer_locator/reset_store', get(resetStore))
    .add('/api/location/setGeolocationFromZipCode', get(geolocate))
    .add('/product/product/getDealerLocatorPopupText', get(popupText))
    .add('/checkout/cart/storeLocatorAddProduct', { methods: ['POST'], kind: 'call', handle: addForPickup })
    .add('/__demo/attack-strings', { methods: ['POST'], kind: 'call', handle: attackStrings });
}
