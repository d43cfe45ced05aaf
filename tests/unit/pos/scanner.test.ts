// Counter scans (src/pos/stores/scanner.ts, src/pos/api/part-lookup.ts): the lookup order and the queue.
// The parts index is the demo store's hosted search service (its parts index over the seed catalog, at the page's own
// origin), the cart its session cart. One answer is written by hand: a catalog where one part's MPN is another's EAN
// (the demo seed has none; a real catalog may), to prove the first attribute with hits wins.
// Listed in tests/unit/lint/fetch-stubs.test.ts.
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYSTEM_ERROR } from '../../../src/api/errors';
import { lookupPart, lookupQueries } from '../../../src/pos/api/part-lookup';
import { codeForms, validGtin } from '../../../src/pos/lib/part-codes';
import { partIndex, type PartIndex } from '../../../src/pos/schemas/part-lookup';
import {
  $scanDraft,
  $scanMessage,
  $scans,
  chooseScanPart,
  enqueueScan,
  retryScan,
  SETTLE_MS,
} from '../../../src/pos/stores/scanner';
import { CartSchema } from '../../../src/cart/schemas/cart';
import { $cart, refreshCart } from '../../../src/cart/stores/cart';
import { demoStore } from '../helpers/demo-store';
import { json, type SentRequest } from '../helpers/fake-fetch';
import { handAnswer } from '../helpers/hand-answer';
import { notify } from '../helpers/notify';
import { staffPage } from '../helpers/pos-orders';
import { resetStores } from '../helpers/stores';

const store = demoStore();
const QUERIES = 'POST /1/indexes/*/queries';
let INDEX: PartIndex;

// The seed's parts (demo-pages/seed/products.json): codes and names as the index holds them.
const PADS = {
  id: 1,
  name: 'Ironclad Ceramic Front Brake Pad Set',
  ean: '0465807040015',
  sku: 'SPC-00001',
  mpn: 'IR-8476A',
};
const ROTORS = { id: 10, ean: '0700239470109', sku: 'SPC-00010', mpn: 'IR-8089B' };
const BATTERY = { id: 7, ean: '0715465170075', sku: 'SPC-00007', mpn: 'VL-8348B' };
/** Two parts share this MPN: the Torrent exhaust (110) and the TrailBond trailer connector (143). */
const SHARED_MPN = 'TR-2848';
/** The light bar kit (3) requires options. */
const LIGHT_BAR_EAN = '0915910190034';

type Hit = { objectID: string; name: string; manufacturer?: string; requires_options?: boolean };

/** A parts index written by hand: which code each attribute holds, per record (exact match, as the filters ask). */
function partsIndex(records: { id: number; name: string; ean?: string; sku?: string; mpn?: string }[]) {
  return (request: SentRequest) => {
    const { requests } = JSON.parse(request.body) as { requests: { facetFilters: string[][]; query: string }[] };
    return json({
      results: requests.map((q) => {
        const wanted = q.facetFilters[0]!.map((f) => f.split(':') as [string, string]);
        const hits: Hit[] = records
          .filter((r) => wanted.some(([attribute, value]) => r[attribute as 'ean'] === value))
          .map((r) => ({ objectID: String(r.id), name: r.name, manufacturer: '', requires_options: false }));
        return { hits, nbHits: hits.length };
      }),
    });
  };
}

/** The cart the store holds for this session: [product_id, quantity] per line. */
const heldLines = async () =>
  v.parse(CartSchema, await store.json('/checkout/cart/getData')).products.map((p) => [p.product_id, p.quantity]);

const busy = () => $scans.get().some((s) => /queued|looking|adding/.test(s.state.status));
/** Until no scan is being handled (I/O turns of the real clock; a fake clock, when installed, is not moved). */
async function settled() {
  const until = Date.now() + 5000;
  while (busy() && Date.now() < until) await new Promise((resolve) => setImmediate(resolve));
  expect(busy()).toBe(false);
}

beforeEach(async () => {
  resetStores();
  notify.error.mockClear();
  const config = await staffPage(store);
  INDEX = partIndex(config.search as Record<string, unknown>);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the lookup: EAN/UPC, then SKU, then MPN, exact filters in one request', () => {
  it('sends one multi-query request: one filtered query per attribute in that order, an empty query (never a text search)', async () => {
    expect(await lookupPart(INDEX, PADS.mpn)).toMatchObject({ attribute: 'mpn', hits: [{ objectID: '1' }] });
    const sent = store.sent(QUERIES);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('X-Algolia-Application-Id')).toBe(INDEX.app_id);
    expect(sent[0]!.headers.get('X-Algolia-API-Key')).toBe(INDEX.api_key);
    const { requests } = JSON.parse(sent[0]!.body) as {
      requests: { indexName: string; query: string; facetFilters: string[][] }[];
    };
    expect(requests.map((r) => [r.indexName, r.query, r.facetFilters])).toEqual([
      [INDEX.parts, '', [['ean:IR-8476A']]],
      [INDEX.parts, '', [['sku:IR-8476A']]],
      [INDEX.parts, '', [['mpn:IR-8476A']]],
    ]);
  });

  it('the first attribute with hits wins: an EAN match is not displaced by an SKU or MPN equal to it', async () => {
    // The seed's codes, each found by its own attribute.
    expect(await lookupPart(INDEX, PADS.sku)).toMatchObject({ attribute: 'sku', hits: [{ objectID: '1' }] });
    expect(await lookupPart(INDEX, PADS.mpn)).toMatchObject({ attribute: 'mpn', hits: [{ objectID: '1' }] });
    expect(await lookupPart(INDEX, 'nothing')).toEqual({ attribute: null, hits: [] });
    // A catalog where another part's MPN is the pads' EAN (by hand: see the top of the file).
    const clash = { id: 99, name: 'Clash', mpn: PADS.ean };
    handAnswer(store, QUERIES, partsIndex([PADS, clash]));
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
    expect([validGtin('0465807040015'), validGtin('0465807040016'), validGtin('715465170075')]).toEqual([
      true,
      false,
      true,
    ]);
  });
});

describe('the scan queue', () => {
  it('scans queue and add in the order they came, quantity 1 each, a second scan raising the line; one cart read once the burst settles', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await refreshCart(); // the cart page has read the cart
    const reads = () => store.sent('GET /checkout/cart/getData').length - 1;
    for (const code of [PADS.ean, ROTORS.sku, BATTERY.mpn, PADS.sku]) enqueueScan(code);
    await settled();
    expect(store.sent('POST /checkout/cart/add').map((r) => Object.fromEntries(r.form))).toEqual([
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
    expect(await heldLines()).toEqual([
      [1, 2],
      [10, 1],
      [7, 1],
    ]);
    expect($scanMessage.get().text).toBe(`Added ${PADS.name}`);
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
    // The store adds the part; the connection drops before its answer.
    await store.fault({ path: '/checkout/cart/add', kind: 'drop-after' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    enqueueScan(PADS.ean);
    await settled();
    expect(store.sent('POST /checkout/cart/add')).toHaveLength(1);
    expect($cart.get()?.products.map((p) => p.quantity)).toEqual([1]);
    expect($scanMessage.get().text).toBe(`Added ${PADS.name}`);
    expect(notify.error).not.toHaveBeenCalled();
    // Try again on a scan that did not fail does nothing.
    retryScan(1);
    expect(store.sent('POST /checkout/cart/add')).toHaveLength(1);
    expect(await heldLines()).toEqual([[1, 1]]);
  });

  it('no match: "No part found for {code}." and the code back in an empty box (not over what was typed since)', async () => {
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
    await store.fault({ path: '/1/indexes/*/queries', kind: 'status', status: 503 });
    enqueueScan(PADS.ean);
    await settled();
    expect($scans.get()[0]).toMatchObject({ state: { status: 'failed', message: SYSTEM_ERROR } });
    expect($scanDraft.get()).toBe(PADS.ean);
    retryScan(1);
    retryScan(1);
    await settled();
    expect(store.sent('POST /checkout/cart/add')).toHaveLength(1);
    expect($scans.get()).toEqual([]);
    expect(await heldLines()).toEqual([[1, 1]]);
  });

  it('several matches wait for the clerk, and the scans after them wait too (order kept); none chosen adds nothing', async () => {
    enqueueScan(SHARED_MPN);
    enqueueScan(ROTORS.sku);
    await vi.waitFor(() => expect($scans.get()[0]?.state.status).toBe('choosing'));
    const state = $scans.get()[0]!.state;
    expect(state.status === 'choosing' && state.parts.map((p) => [p.brand, p.name])).toEqual([
      ['Torrent Exhaust', 'Torrent Stainless Cat-Back Exhaust'],
      ['TrailBond Electrical', 'TrailBond 4-Flat Trailer Connector'],
    ]);
    expect(store.sent('POST /checkout/cart/add')).toHaveLength(0);
    chooseScanPart(1, state.status === 'choosing' ? state.parts[1]! : null);
    await settled();
    expect(store.sent('POST /checkout/cart/add').map((r) => r.form.get('product_id'))).toEqual(['143', '10']);
    enqueueScan(SHARED_MPN);
    await vi.waitFor(() => expect($scans.get()[0]?.state.status).toBe('choosing'));
    chooseScanPart(3, null);
    await settled();
    expect($scans.get()).toEqual([]);
    expect(store.sent('POST /checkout/cart/add')).toHaveLength(2);
    expect(await heldLines()).toEqual([
      [143, 1],
      [10, 1],
    ]);
  });

  it('a part that requires options is not added: the options gate, as on a card', async () => {
    enqueueScan(LIGHT_BAR_EAN);
    await settled();
    expect($scans.get()[0]).toMatchObject({
      state: { status: 'options', part: { name: 'TrailBond Custom LED Light Bar Kit' } },
    });
    expect(store.sent('POST /checkout/cart/add')).toHaveLength(0);
  });

  it('a blank scan queues nothing', () => {
    expect(enqueueScan('   ')).toBeNull();
    expect($scans.get()).toEqual([]);
  });
});
