import type { Locator, Page } from '@playwright/test';
import { expect, settled, test } from './fixtures';

// Issue 10, "Islands survive a remount": props in a <script type="application/json" data-props> child are read once per
// element and kept for its life, so every remount shows exactly what the first mount showed.

interface Target {
  name: string;
  /** Once per test: what the page needs (a session, a cart). */
  setup?(page: Page): Promise<void>;
  /** Opens a page with this island mounted from script-child props; returns its mount point. */
  open(page: Page): Promise<Locator>;
  /** What only the page's props can make the island show (so a default-props remount cannot pass). */
  proof(el: Locator): Promise<void>;
  /** Answers the island waits for after its first commit (networkidle may have been reached before they were asked). */
  answered?(el: Locator): Promise<void>;
}

const POPOUT_PROPS = { cart_label: 'Open the basket', checkout_label: 'Pay now' };

const targets: Target[] = [
  {
    name: 'product-grid',
    open: async (page) => {
      await page.goto('/product/catalog');
      return page.locator('[data-mount="product-grid"]').first();
    },
    proof: (el) => expect(el.locator('.pi-card').first()).toBeVisible(),
  },
  {
    name: 'product-form',
    open: async (page) => {
      await page.goto('/product/product?product_id=1');
      return page.locator('[data-mount="product-form"]');
    },
    proof: (el) => expect(el.getByRole('button', { name: 'Add to Cart', exact: true })).toBeVisible(),
  },
  {
    name: 'cart-page (POS)',
    setup: async (page) => {
      expect((await page.request.post('/__demo/session', { data: { in_pos_mode: true } })).ok()).toBeTruthy();
      expect((await page.request.post('/checkout/cart/add', { form: { product_id: '1', quantity: '1' } })).ok()).toBe(
        true,
      );
    },
    open: async (page) => {
      await page.goto('/checkout/cart');
      return page.locator('[data-mount="cart-page"]');
    },
    proof: (el) => expect(el.getByRole('region', { name: 'Customer' })).toBeVisible(),
    // The lines show once the POS tools have loaded with them (no frame without their tools), and stock is checked after.
    answered: async (el) => {
      await expect(el.getByRole('region', { name: 'Customer' })).toBeVisible();
      await expect(el.getByText('Checking stock…')).toHaveCount(0);
    },
  },
  {
    name: 'cart-popout',
    open: async (page) => {
      await page.goto('/demo/late-mount');
      await page.evaluate((props) => {
        const el = document.createElement('div');
        el.setAttribute('data-mount', 'cart-popout');
        el.id = 'remount-popout';
        const script = document.createElement('script');
        script.type = 'application/json';
        script.setAttribute('data-props', '');
        script.textContent = JSON.stringify(props);
        el.append(script);
        document.querySelector('main')!.append(el);
      }, POPOUT_PROPS);
      return page.locator('#remount-popout');
    },
    proof: async (el) => {
      await el.getByRole('button', { name: /item\(s\)/ }).click();
      await expect(el.getByRole('link', { name: POPOUT_PROPS.cart_label })).toBeVisible();
    },
  },
];

/** The island's text once it and its calls have settled. */
async function firstMount(page: Page, el: Locator, target: Target): Promise<string> {
  await expect(el).toHaveAttribute('data-mount-state', 'mounted');
  await settled(page);
  await page.waitForLoadState('networkidle');
  await target.answered?.(el);
  const text = (await el.textContent()) ?? '';
  expect(text).not.toContain('could not be loaded');
  return text;
}

/** Mounted again, it shows the same text as the first mount (calls it makes may take a moment to settle). */
async function sameAsFirst(el: Locator, first: string): Promise<void> {
  await expect(el).toHaveAttribute('data-mount-state', 'mounted');
  await expect(el).toHaveText(first, { useInnerText: false, timeout: 10_000 });
}

const chunkOf = (name: string) => `**/islands/${name.replace(/ \(POS\)$/, '')}.js*`;

for (const target of targets) {
  test.describe(target.name, () => {
    test.beforeEach(async ({ page }) => {
      await target.setup?.(page);
    });

    test(`a remount through PartsIslands.unmount/mount shows exactly what the first mount showed`, async ({ page }) => {
      const el = await target.open(page);
      const first = await firstMount(page, el, target);
      await el.evaluate((node: HTMLElement) => {
        window.PartsIslands!.unmount(node);
        window.PartsIslands!.mount(node);
      });
      await sameAsFirst(el, first);
      await target.proof(el);
    });

    test(`"Try again" after a failed chunk shows what a first mount shows`, async ({ page, consoleWatch }) => {
      consoleWatch.allow(/Failed to load|ERR_FAILED|\[parts-islands\]/);
      const first = await firstMount(page, await target.open(page), target);
      let blocked = true;
      await page.route(chunkOf(target.name), (route) => (blocked ? route.abort() : route.continue()));
      const el = await target.open(page);
      await expect(el).toHaveAttribute('data-mount-state', 'error');
      blocked = false;
      await el.getByRole('button', { name: 'Try again' }).click();
      await sameAsFirst(el, first);
      await target.proof(el);
    });

    test(`a theme detaching and re-attaching the mount point shows exactly what the first mount showed`, async ({
      page,
    }) => {
      const el = await target.open(page);
      const first = await firstMount(page, el, target);
      const detached = await el.evaluateHandle((node: HTMLElement) => {
        const place = { parent: node.parentNode!, next: node.nextSibling };
        node.remove();
        return { node, place };
      });
      // Unmounted once it stayed detached (a move in one task would not be a remount).
      await expect
        .poll(() => detached.evaluate(({ node }) => (node as HTMLElement).hasAttribute('data-mount-state')))
        .toBe(false);
      await detached.evaluate(({ node, place }) => place.parent.insertBefore(node as Node, place.next));
      await sameAsFirst(el, first);
      await target.proof(el);
    });
  });
}
