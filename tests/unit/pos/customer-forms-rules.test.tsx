// The POS cart's New Customer modal and the customer editor check a customer with one rule set
// (src/pos/customer/lib/rules.ts): the same bad input gets the same message from both, the one the rules give.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import island from '../../../islands/pos-customer-editor';
import { customerProblems, type CustomerSettings } from '../../../src/pos/customer';
import { NewCustomerModal } from '../../../src/pos/customer/ui/new-customer';
import { PosPropsSchema } from '../../../src/pos/schemas/pos-props';
import { renderIsland } from '../helpers/render-island';
import { demoStore } from '../helpers/demo-store';
import { staffPage } from '../helpers/pos-orders';
import { resetStores } from '../helpers/stores';

// Both forms on the demo store, as a signed-in clerk: its countries and zones, its customer calls.
const store = demoStore();
beforeEach(async () => {
  resetStores();
  await staffPage(store);
});
afterEach(() => vi.unstubAllGlobals());

const GROUPS = [{ customer_group_id: 1, name: 'Retail' }];
const SETTINGS: CustomerSettings = { require_email: true, require_telephone: true, require_address: true };

/** The same bad customer typed into both forms (the editor's phone field types its mask, so the text is the masked one). */
const BAD = { firstname: 'J', lastname: 'x'.repeat(33), email: 'jo@nowhere', telephone: '(614) 55', city: 'C' };

/** A field's own problem: the text of its error element (not its hint). */
function problemOf(el: HTMLElement): string | null {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const error = ids.map((id) => document.getElementById(id)).find((e) => e?.classList.contains('pi-form-field__error'));
  return error?.textContent ?? null;
}

const label = (name: string) => new RegExp(`^${name}( \\*)?$`);

async function paste(el: HTMLElement, text: string) {
  await userEvent.click(el);
  await userEvent.paste(text);
}

/**
 * Types BAD into a form (names, contacts, the address's city) and reads each field's problem after saving. The editor's
 * phone field types its mask ("61455" shows "(614) 55"); the modal's takes the text as typed.
 */
async function problemsShown(
  form: HTMLElement,
  { masked, save, address }: { masked: boolean; save: () => Promise<void>; address: () => HTMLElement },
) {
  await paste(within(form).getByLabelText(label('First Name')), BAD.firstname);
  await paste(within(form).getByLabelText(label('Last Name')), BAD.lastname);
  await paste(within(form).getByLabelText(label('E-Mail')), BAD.email);
  const phone = within(form).getByLabelText(label('Telephone'));
  if (masked) await userEvent.type(phone, '61455');
  else await paste(phone, BAD.telephone);
  expect((within(form).getByLabelText(label('Telephone')) as HTMLInputElement).value).toBe(BAD.telephone);
  await paste(within(address()).getByLabelText(label('City')), BAD.city);
  await save();
  // The editor's first Save loads its rules first: the messages show once they have checked the form.
  await waitFor(() => expect(problemOf(within(form).getByLabelText(label('First Name')))).not.toBeNull());
  const shown = (name: string, scope = form) => problemOf(within(scope).getByLabelText(label(name)));
  return {
    firstname: shown('First Name'),
    lastname: shown('Last Name'),
    email: shown('E-Mail'),
    telephone: shown('Telephone'),
    city: shown('City', address()),
  };
}

describe('one rule set for both customer forms (spec 3 §5)', () => {
  it("the New Customer modal and the editor refuse the same bad customer with the same messages, the rules' own, and send nothing", async () => {
    // What the one rule set says of this customer (the editor's path for its first address: addresses.0.city).
    const rules = customerProblems(
      {
        customer_group_id: '1',
        ...BAD,
        password: '',
        addresses: [
          {
            firstname: 'Jo',
            lastname: 'Park',
            company: '',
            address_1: '1 Main St',
            address_2: '',
            city: BAD.city,
            postcode: '43215',
            country_id: '223',
            zone_id: '3660',
          },
        ],
      },
      SETTINGS,
    );
    const expected = {
      firstname: rules.firstname,
      lastname: rules.lastname,
      email: rules.email,
      telephone: rules.telephone,
      city: rules['addresses.0.city'],
    };
    expect(expected).toEqual({
      firstname: 'Minimum 2 characters',
      lastname: 'Maximum 32 characters',
      email: 'Invalid email',
      telephone: 'Invalid phone number format',
      city: 'Minimum 2 characters',
    });

    // The POS cart's New Customer modal.
    const pos = v.parse(PosPropsSchema, { customer_groups: GROUPS, ...SETTINGS });
    const modal = render(<NewCustomerModal pos={pos} open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'New Customer' });
    const fromModal = await problemsShown(dialog, {
      masked: false,
      save: () => userEvent.click(within(dialog).getByRole('button', { name: 'Create Customer' })),
      address: () => dialog,
    });
    modal.unmount();

    // The customer editor, its first address added.
    renderIsland(island, { customer_groups: GROUPS, ...SETTINGS });
    const details = await screen.findByRole('region', { name: 'Customer Details' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    const address = () => screen.getByRole('group', { name: 'Address 1' });
    const fromEditor = await problemsShown(details, {
      masked: true,
      save: () => userEvent.click(screen.getByRole('button', { name: 'Save' })),
      address,
    });

    expect(fromModal).toEqual(expected);
    expect(fromEditor).toEqual(expected);
    expect(store.sent('POST /api/customer/save')).toHaveLength(0);
  });
});
