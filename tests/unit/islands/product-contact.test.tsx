import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import productContact, { validateContact } from '../../../islands/product-contact/index';
import { demoStore } from '../helpers/demo-store';
import { renderIsland } from '../helpers/render-island';

// The demo store: its contact locations (Dublin among them) and the captcha it draws per image.
const store = demoStore();
const CONTACT = (route: string) =>
  store.sent('POST /index.php').filter((r) => r.url.searchParams.get('route') === route);

// Each test on a fresh page (tests/unit/setup.ts); the failures these tests cause are reported, not printed.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => void vi.restoreAllMocks());

/** The image the dialog shows (happy-dom loads no images: the test fetches it, as the browser would) and its code. */
async function shownCaptcha(): Promise<string> {
  await store.call('/tool/captcha');
  return ((await store.json('/__demo/captcha')) as { code: string }).code;
}

async function openAndFill(captcha?: string) {
  const user = userEvent.setup();
  renderIsland(productContact, { product_id: 1, product_name: 'Brake Pads' });
  await user.click(screen.getByRole('button', { name: 'Contact Us' }));
  const dialog = screen.getByRole('dialog', { name: 'Contact Us' });
  await within(dialog).findByRole('option', { name: /Dublin/ });
  const code = captcha ?? (await shownCaptcha());
  await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Dana');
  await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'dana@example.com');
  await user.type(within(dialog).getByRole('textbox', { name: /^Phone Number/ }), '614');
  const location = within(dialog).getByRole('combobox', { name: /^Location/ }) as HTMLSelectElement;
  const dublin = [...location.options].find((o) => /Dublin/.test(o.text))!;
  await user.selectOptions(location, dublin);
  await user.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'In stock?');
  await user.type(within(dialog).getByRole('textbox', { name: /^Enter the code/ }), code);
  return { user, dialog, code, dublin: dublin.text };
}

describe('product-contact island ("Contact Us" for a product)', () => {
  it('opens a labelled <dialog> with name, email, phone number, location, message and captcha, all required and marked *', async () => {
    const user = userEvent.setup();
    renderIsland(productContact, { product_id: 1 });
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact Us' });
    expect(dialog.tagName).toBe('DIALOG');
    for (const name of [/^Name/, /^Email/, /^Phone Number/, /^Message/, /^Enter the code/]) {
      const field = within(dialog).getByRole('textbox', { name });
      expect(field).toHaveProperty('required', true);
      expect(dialog.querySelector(`label[for="${field.id}"]`)?.textContent).toMatch(/\*$/);
    }
    expect(within(dialog).getByRole('combobox', { name: /^Location/ })).toHaveProperty('required', true);
    expect(within(dialog).getByRole('img', { name: 'Verification code' }).getAttribute('src')).toMatch(
      /^\/index\.php\?route=tool\/captcha&t=\d+$/,
    );
  });

  it('every field is required: "Name is required!" … and "Must be a valid email!"', () => {
    expect(validateContact({ name: '', email: 'x', phone: ' ', location: '', message: '', captcha: '' })).toEqual({
      name: 'Name is required!',
      email: 'Must be a valid email!',
      phone: 'Phone Number is required!',
      location: 'Location is required!',
      message: 'Message is required!',
      captcha: 'Enter the code in the image is required!',
    });
  });

  it('sends, shows the success message and reports "contact"', async () => {
    const { user, dialog, code, dublin } = await openAndFill();
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByRole('status')).toHaveProperty(
      'textContent',
      `Thank you! Your message has been sent to ${dublin}.`,
    );
    expect(CONTACT('product/product/validateCaptcha').map((r) => r.form.get('captchaInput'))).toEqual([code]);
    expect(CONTACT('product/product/productContactEmail').map((r) => r.form.get('pcLocation'))).toEqual([dublin]);
    expect(((await store.json('/__demo/contact-messages')) as { messages: unknown[] }).messages).toHaveLength(1);
    expect(window.dataLayer).toHaveLength(1);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Done' })).toBe(document.activeElement));
  });

  it("the server's captcha error shows under the captcha and nothing typed is lost", async () => {
    await shownCaptcha();
    const { user, dialog } = await openAndFill('ABCDE');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    const captcha = within(dialog).getByRole('textbox', { name: /^Enter the code/ });
    await waitFor(() => expect(captcha.getAttribute('aria-describedby')).toBeTruthy());
    expect(document.getElementById(captcha.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Verification code does not match the image!',
    );
    expect(captcha).toBe(document.activeElement);
    expect(within(dialog).getByRole('textbox', { name: /^Message/ })).toHaveProperty('value', 'In stock?');
    expect(captcha).toHaveProperty('value', 'ABCDE');
  });

  it('"An error occurred while validating the captcha." when the check throws', async () => {
    const { user, dialog } = await openAndFill();
    await store.fault({ path: '/product/product/validateCaptcha', kind: 'malformed' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByText('An error occurred while validating the captcha.')).toBeTruthy();
  });

  it('a failed send shows the system error, keeps every field and can be sent again', async () => {
    const { user, dialog, dublin } = await openAndFill();
    // The connection drops before the store does anything: the same message can go again.
    await store.fault({ path: '/product/product/productContactEmail', kind: 'drop' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A system error occurred. Contact your administrator.',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveProperty('value', 'Dana');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      `Thank you! Your message has been sent to ${dublin}.`,
    );
  });
});
