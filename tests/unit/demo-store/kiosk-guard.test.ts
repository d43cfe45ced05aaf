// The kiosk theme's guard (issue 24): in kiosk mode every page carries, first in <head> and before the stylesheet and
// the loader, the inline check that sends a previous shopper's page home before it paints; a shopper's page outside
// kiosk mode carries none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIOSK_GUARD } from '../../../demo-pages/server/core/layout';
import { startStore, Visitor, type TestStore } from './helpers';

let store: TestStore;
beforeAll(async () => {
  store = await startStore();
});
afterAll(() => store.close());

async function head(visitor: Visitor, path: string): Promise<string> {
  const html = await (await visitor.request(path)).text();
  return html.slice(0, html.indexOf('</head>'));
}

describe('the kiosk theme guard', () => {
  it('is in the head of every kiosk page, before the stylesheet and the loader; never outside kiosk mode', async () => {
    const shopper = new Visitor(store.base);
    expect(await head(shopper, '/common/home')).not.toContain('pi-kiosk');
    const kiosk = new Visitor(store.base);
    await kiosk.postJson('/__demo/session', { kiosk_mode: true });
    for (const path of ['/common/home', '/product/search?search=brake', '/product/catalog']) {
      const h = await head(kiosk, path);
      const at = h.indexOf(KIOSK_GUARD);
      expect(at).toBeGreaterThan(0);
      expect(at).toBeLessThan(h.indexOf('<link rel="stylesheet"'));
      expect(at).toBeLessThan(h.indexOf('boot.js'));
    }
  });
});
