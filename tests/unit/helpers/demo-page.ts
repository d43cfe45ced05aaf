/**
 * A demo store page as the runtime reads it: the props of an island's mount point (its `data-props` JSON) and the
 * page config block, so a test mounts an island with what the store's own page would give it.
 *
 *     const props = await mountProps(store, '/index.php?route=product/product&product_id=3', 'product-form');
 */
import { CONFIG_ELEMENT_ID } from '../../../src/schemas/config';
import type { DemoSession } from './demo-store';

/** The page's markup, inert (a template's content: nothing in it loads or runs). */
async function page(store: DemoSession, path: string): Promise<DocumentFragment> {
  const res = await store.call(path, { headers: { Accept: 'text/html' } });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  const template = document.createElement('template');
  template.innerHTML = await res.text();
  return template.content;
}

/** The props of every mount point of `island` on the page, in page order. */
export async function allMountProps(
  store: DemoSession,
  path: string,
  island: string,
): Promise<Record<string, unknown>[]> {
  const doc = await page(store, path);
  return [...doc.querySelectorAll(`[data-mount="${island}"] > script[data-props]`)].map(
    (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
  );
}

/** The props of the page's first mount point of `island`. */
export async function mountProps(store: DemoSession, path: string, island: string): Promise<Record<string, unknown>> {
  const [props] = await allMountProps(store, path, island);
  if (!props) throw new Error(`${path} has no "${island}" mount point`);
  return props;
}

/** The page config block of the page, as the runtime reads it. */
export async function pageConfig(store: DemoSession, path: string): Promise<Record<string, unknown>> {
  const doc = await page(store, path);
  return JSON.parse(doc.getElementById(CONFIG_ELEMENT_ID)?.textContent ?? '{}') as Record<string, unknown>;
}
