import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import addToCartIsland from '../../../islands/add-to-cart/index';
import { stubFetch } from '../helpers/fake-fetch';
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

it("a failed add shows the server's error_message in a toast the shopper can read (markup stripped)", async () => {
  stubFetch().onJson('POST /checkout/cart/add', {
    error_message: 'Products marked with <b>***</b> are not available in the desired quantity or not in stock!',
  });
  renderIsland(addToCartIsland, { product_id: 202 });

  await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

  expect(
    await screen.findByText(
      'Products marked with *** are not available in the desired quantity or not in stock!',
      {},
      { timeout: 2000 },
    ),
  ).toBeTruthy();
  expect(document.body.innerHTML).not.toContain('<b>***</b>');
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
});
