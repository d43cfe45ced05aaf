// Counter scans (src/pos/stores/scanner.ts, src/pos/api/part-lookup.ts): the lookup order and the queue.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYSTEM_ERROR } from '../../../src/api/errors';
import { lookupPart, lookupQueries } from '../../../src/pos/api/part-lookup';
import { codeForms } from '../../../src/pos/lib/part-codes';
import { partIndex } from '../../../src/pos/schemas/part-lookup';
import {
  $scanDraft,
  $scanMessage,
  $scans,
  chooseScanPart,
  enqueueScan,
  retryScan,
  SETTLE_MS,
} from '../../../src/pos/stores/scanner';
import { $cart, refreshCart } from '../../../src/cart/stores/cart';
import { setConfig } from '../helpers/config';
import { cartLine, wireCart } from '../helpers/cart-fixtures';
import { json, stubFetch, type FakeFetch, type SentRequest } from '../helpers/fake-fetch';
import { notify } from '../helpers/notify';
import { resetStores } from '../helpers/stores';

const QUERIES = 'POST /1/indexes/*/queries';
const INDEX = partIndex({ app_id: 'APP', api_key: 'key', host: '', parts: 'shop_parts' });

type Hit = { objectID: string; name: string; manufacturer?: string; requires_options?: boolean };
const hit = (id: number, name: string, extra: Partial<Hit> = {}): Hit => ({ objectID: String(id), name, ...extra });

/** The parts index: which code each attribute holds, per record (exact match, as the filters ask). */
function partsIndex(
  records: { id: number; name: string; ean?: string; sku?: string; mpn?: string; brand?: string; options?: boolean }[],
) {
  return (request: SentRequest) => {
    const { requests } = JSON.parse(request.body) as { requests: { facetFilters: string[][]; query: string }[] };
    return json({
      results: requests.map((q) => {
        const wanted = q.facetFilters[0]!.map((f) => f.split(':') as [string, string]);
        const hits = records
          .filter((r) => wanted.some(([attribute, value]) => r[attribute as 'ean'] === value))
          .map((r) => hit(r.id, r.name, { manufacturer: r.brand ?? '', requires_options: r.options ?? false }));
        return { hits, nbHits: hits.length };
      }),
    });
  };
}

const PADS = { id: 1, name: 'Ceramic Pads', ean: '0465807040015', sku: 'SPC-00001', mpn: 'IR-8476A' };
const ROTORS = { id: 10, name: 'Rotor Pair', ean: '0700239470109', sku: 'SPC-00010', mpn: 'IR-8089B' };
const BATTERY = { id: 7, name: 'AGM Battery', ean: '0715465170075', sku: 'SPC-00007', mpn: 'VL-8348B' };

let server: FakeFetch;
let cartLines: ReturnType<typeof cartLine>[];

/** add answers the cart with the part added (merged by product), as the store does. */
function cartServer() {
  cartLines = [];
  server.on('POST /checkout/cart/add', (request) => {
    const id = Number(request.form.get('product_id'));
    const line = cartLines.find((l) => l.product_id === id);
    if (line) line.quantity = Number(line.quantity) + Number(request.form.get('quantity'));
    else cartLines.push(cartLine({ key: `k${id}`, product_id: id, name: `Part ${id}`, quantity: 1 }));
    return json({ success: 'added', cart: wireCart(cartLines.map((l) => ({ ...l }))) });
  });
  server.on('GET /checkout/cart/getData', () => json(wireCart(cartLines.map((l) => ({ ...l })))));
}

const busy = () => $scans.get().some((s) => /queued|looking|adding/.test(s.state.status));
/** Until no scan is being handled; I/O ticks only (the fake clock, when installed, is not moved). */
async function settled() {
  for (let i = 0; i < 500 && busy(); i++) await new Promise((resolve) => setImmediate(resolve));
  expect(busy()).toBe(false);
}

beforeEach(() => {
  resetStores();
  notify.error.mockClear();
  server = stubFetch();
  setConfig({ search: { app_id: 'APP', api_key: 'key', host: '', parts: 'shop_parts' } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the lookup: EAN/UPC, then SKU, then MPN, exact filters in one request', () => {
  it('sends one multi-query request: one filtered query per attribute in that order, an empty query (never a text search)', async () => {
    server.on(QUERIES, partsIndex([PADS]));
    await lookupPart(INDEX, 'IR-8476A');
    const sent = server.sent(QUERIES);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('X-Algolia-Application-Id')).toBe('APP');
    expect(sent[0]!.headers.get('X-Algolia-API-Key')).toBe('key');
    const { requests } = JSON.parse(sent[0]!.body) as {
      requests: { indexName: string; query: string; facetFilters: string[][] }[];
    };
    expect(requests.map((r) => [r.indexName, r.query, r.facetFilters])).toEqual([
      ['shop_parts', '', [['ean:IR-8476A']]],
      ['shop_parts', '', [['sku:IR-8476A']]],
      ['shop_parts', '', [['mpn:IR-8476A']]],
    ]);
  });

  it('the first attribute with hits wins: an EAN match is not displaced by an SKU or MPN equal to it', async () => {
    const clash = { id: 99, name: 'Clash', mpn: PADS.ean };
    server.on(QUERIES, partsIndex([PADS, clash]));
    expect(await lookupPart(INDEX, PADS.ean)).toMatchObject({ attribute: 'ean', hits: [{ objectID: '1' }] });
    expect(await lookupPart(INDEX, PADS.sku)).toMatchObject({ attribute: 'sku', hits: [{ objectID: '1' }] });
    expect(await lookupPart(INDEX, PADS.mpn)).toMatchObject({ attribute: 'mpn', hits: [{ objectID: '1' }] });
    expect(await lookupPart(INDEX, 'nothing')).toEqual({ attribute: null, hits: [] });
  });

  it('a UPC-A is also looked up as its EAN-13 and back (ORed in one filter); a value starting with "-" is taken literally', () => {
    expect(codeForms('ean', '715465170075')).toEqual(['715465170075', '0715465170075']);
    expect(codeForms('ean', '0715465170075')).toEqual(['0715465170075', '715465170075']);
    expect(codeForms('sku', '715465170075')).toEqual(['715465170075']);
    expect(lookupQueries(INDEX, '-12')[2]!.facetFilters).toEqual([['mpn:\\-12']]);
  });
});

describe('the scan queue', () => {
  it('scans queue and add in the order they came, quantity 1 each, a second scan raising the line; one cart read once the burst settles', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.on(QUERIES, partsIndex([PADS, ROTORS, BATTERY]));
    cartServer();
    await refreshCart(); // the cart page has read the cart
    const reads = () => server.sent('GET /checkout/cart/getData').length - 1;
    for (const code of [PADS.ean, ROTORS.sku, BATTERY.mpn, PADS.sku]) enqueueScan(code);
    await settled();
    expect(server.sent('POST /checkout/cart/add').map((r) => Object.fromEntries(r.form))).toEqual([
      { product_id: '1', quantity: '1' },
      { product_id: '10', quantity: '1' },
      { product_id: '7', quantity: '1' },
      { product_id: '1', quantity: '1' },
    ]);
    expect($cart.get()?.products.map((p) => [p.product_id, p.quantity])).toEqual([
      [1, 2],
      [10, 1],
      [7, 1],
    ]);
    expect($scanMessage.get().text).toBe('Added Ceramic Pads');
    expect(reads()).toBe(0);
    // A scan during the settle time defers the read: still one, after the last.
    await vi.advanceTimersByTimeAsync(SETTLE_MS - 10);
    enqueueScan(ROTORS.ean);
    await settled();
    await vi.advanceTimersByTimeAsync(SETTLE_MS - 10);
    expect(reads()).toBe(0);
    await vi.advanceTimersByTimeAsync(20);
    expect(reads()).toBe(1);
    expect($scans.get()).toEqual([]);
  });

  it('each scan is handled once: a lost add answer after the server added it is not sent again', async () => {
    server.on(QUERIES, partsIndex([PADS]));
    cartServer();
    server.on('POST /checkout/cart/add', () => {
      cartLines.push(cartLine({ key: 'k1', product_id: 1, name: 'Part 1', quantity: 1 }));
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    enqueueScan(PADS.ean);
    await settled();
    expect(server.sent('POST /checkout/cart/add')).toHaveLength(1);
    expect($cart.get()?.products.map((p) => p.quantity)).toEqual([1]);
    expect($scanMessage.get().text).toBe('Added Ceramic Pads');
    expect(notify.error).not.toHaveBeenCalled();
    // Try again on a scan that did not fail does nothing.
    retryScan(1);
    expect(server.sent('POST /checkout/cart/add')).toHaveLength(1);
  });

  it('no match: "No part found for {code}." and the code back in an empty box (not over what was typed since)', async () => {
    server.on(QUERIES, partsIndex([PADS]));
    enqueueScan('0000000000000');
    await settled();
    expect($scans.get()[0]).toMatchObject({ code: '0000000000000', state: { status: 'none' } });
    expect($scanMessage.get().text).toBe('No part found for 0000000000000.');
    expect($scanDraft.get()).toBe('0000000000000');
    $scanDraft.set('typed since');
    enqueueScan('1111111111111');
    await settled();
    expect($scanDraft.get()).toBe('typed since');
  });

  it("a failed lookup: the spec's system error, the code kept; Try again queues it once more and adds it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.onJson(QUERIES, { message: 'Service unavailable', status: 503 }, 503);
    server.on(QUERIES, partsIndex([PADS]));
    cartServer();
    enqueueScan(PADS.ean);
    await settled();
    expect($scans.get()[0]).toMatchObject({ state: { status: 'failed', message: SYSTEM_ERROR } });
    expect($scanDraft.get()).toBe(PADS.ean);
    retryScan(1);
    retryScan(1);
    await settled();
    expect(server.sent('POST /checkout/cart/add')).toHaveLength(1);
    expect($scans.get()).toEqual([]);
  });

  it('several matches wait for the clerk, and the scans after them wait too (order kept); none chosen adds nothing', async () => {
    const other = { id: 143, name: 'Trailer Connector', mpn: 'TR-2848', brand: 'TrailBond' };
    const exhaust = { id: 110, name: 'Cat-Back Exhaust', mpn: 'TR-2848', brand: 'Torrent' };
    server.on(QUERIES, partsIndex([exhaust, other, ROTORS]));
    cartServer();
    enqueueScan('TR-2848');
    enqueueScan(ROTORS.sku);
    await vi.waitFor(() => expect($scans.get()[0]?.state.status).toBe('choosing'));
    const state = $scans.get()[0]!.state;
    expect(state.status === 'choosing' && state.parts.map((p) => [p.brand, p.name])).toEqual([
      ['Torrent', 'Cat-Back Exhaust'],
      ['TrailBond', 'Trailer Connector'],
    ]);
    expect(server.sent('POST /checkout/cart/add')).toHaveLength(0);
    chooseScanPart(1, state.status === 'choosing' ? state.parts[1]! : null);
    await settled();
    expect(server.sent('POST /checkout/cart/add').map((r) => r.form.get('product_id'))).toEqual(['143', '10']);
    enqueueScan('TR-2848');
    await vi.waitFor(() => expect($scans.get()[0]?.state.status).toBe('choosing'));
    chooseScanPart(3, null);
    await settled();
    expect($scans.get()).toEqual([]);
    expect(server.sent('POST /checkout/cart/add')).toHaveLength(2);
  });

  it('a part that requires options is not added: the options gate, as on a card', async () => {
    server.on(QUERIES, partsIndex([{ id: 3, name: 'Light Bar Kit', ean: '0915910190034', options: true }]));
    enqueueScan('0915910190034');
    await settled();
    expect($scans.get()[0]).toMatchObject({ state: { status: 'options', part: { name: 'Light Bar Kit' } } });
    expect(server.sent('POST /checkout/cart/add')).toHaveLength(0);
  });

  it('a blank scan queues nothing', () => {
    expect(enqueueScan('   ')).toBeNull();
    expect($scans.get()).toEqual([]);
  });
});
