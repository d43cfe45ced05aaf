import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import productContact, { validateContact } from '../../../islands/product-contact/index';
import { json, stubFetch, type FakeFetch } from '../helpers/fake-fetch';
import { renderIsland } from '../helpers/render-island';
import { resetStores } from '../helpers/stores';
import { resetModuleState } from '../../../src/lib/test-reset';

let server: FakeFetch;
let captchaReply: () => Response;
let sendReply: () => Response;

beforeEach(() => {
  resetStores();
  resetModuleState();
  window.dataLayer = [];
  server = stubFetch();
  captchaReply = () => json({ success: true });
  sendReply = () => json({ success: 'Thank you! Your message has been sent to Dublin.' });
  server.onJson('GET /index.php', [
    { location_id: 1, location_name: 'Downtown', email_address: 'downtown@x.example' },
    { location_id: 2, location_name: 'Dublin', email_address: 'dublin@x.example' },
  ]);
  server.on('POST /index.php', (r) =>
    r.url.searchParams.get('route') === 'product/product/validateCaptcha' ? captchaReply() : sendReply(),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openAndFill() {
  const user = userEvent.setup();
  renderIsland(productContact, { product_id: 1, product_name: 'Brake Pads' });
  await user.click(screen.getByRole('button', { name: 'Contact Us' }));
  const dialog = screen.getByRole('dialog', { name: 'Contact Us' });
  await within(dialog).findByRole('option', { name: 'Dublin' });
  await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Dana');
  await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'dana@example.com');
  await user.type(within(dialog).getByRole('textbox', { name: /^Phone Number/ }), '614');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Location/ }), 'Dublin');
  await user.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'In stock?');
  await user.type(within(dialog).getByRole('textbox', { name: /^Enter the code/ }), 'ABCDE');
  return { user, dialog };
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
    const { user, dialog } = await openAndFill();
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByRole('status')).toHaveProperty(
      'textContent',
      'Thank you! Your message has been sent to Dublin.',
    );
    expect(
      server.sent('POST /index.php').map((r) => r.form.get('pcLocationEmail') ?? r.form.get('captchaInput')),
    ).toEqual(['ABCDE', 'dublin@x.example']);
    expect(window.dataLayer).toHaveLength(1);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Done' })).toBe(document.activeElement));
  });

  it("the server's captcha error shows under the captcha and nothing typed is lost", async () => {
    captchaReply = () => json({ error: 'Verification code does not match the image!' });
    const { user, dialog } = await openAndFill();
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
    captchaReply = () => json({ unexpected: true });
    const { user, dialog } = await openAndFill();
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByText('An error occurred while validating the captcha.')).toBeTruthy();
  });

  it('a failed send shows the system error, keeps every field and can be sent again', async () => {
    sendReply = () => json({}, 500);
    const { user, dialog } = await openAndFill();
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A system error occurred. Contact your administrator.',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveProperty('value', 'Dana');
    sendReply = () => json({ success: 'Sent.' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('Sent.');
  });
});
