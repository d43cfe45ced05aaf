import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import addToCartIsland from '../../../islands/add-to-cart/index';
import { demoStore } from '../helpers/demo-store';
import { renderIsland } from '../helpers/render-island';
import { resetStores } from '../helpers/stores';
import { provideUiPorts } from '../../../src/stores/ports';
import { loadSanitizer } from '../../../src/ui/sanitize';
import { notify } from '../../../src/ui/toast';

// The shared setup mocks ui/toast; this file shows the real toasts.
vi.unmock('../../../src/ui/toast');

// The real toaster (sonner) this time: the shopper must see the server's words. One test per file, because
// the page's single toaster is mounted once per module graph and the shared setup empties <body> after each test.
beforeEach(() => {
  resetStores();
  provideUiPorts({ notifier: notify, sanitizer: { load: loadSanitizer } });
});
afterEach(() => vi.unstubAllGlobals());

const store = demoStore();

it("an add shows the server's words in a toast the shopper can read (its markup stripped)", async () => {
  // The demo store's success names the part inside a link: <a href="…">Ironclad Ceramic Front Brake Pad Set</a>.
  renderIsland(addToCartIsland, { product_id: 1 });

  await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

  expect(
    await screen.findByText(
      'Success: You have added Ironclad Ceramic Front Brake Pad Set to your shopping cart!',
      {},
      { timeout: 5000 },
    ),
  ).toBeTruthy();
  expect(store.sent('POST /checkout/cart/add')[0]!.answer!.text).toContain('<a href=');
  expect(document.body.innerHTML).not.toContain('<a href="/index.php?route=product/product&amp;product_id=1"');
});
