// The POS wire shapes built outside the views: New Customer's save fields, PO number lines, the receipt address.
import { describe, expect, it } from 'vitest';
import { saveProblems, type NewCustomerInput } from '../../../src/pos/customer';
import { poNumberLines, poNumberMissing, receiptUrl } from '../../../src/pos/stores/cart';
import { newCustomerFields } from '../../../src/pos/customer/stores/new-customer';
import { newCustomerFieldsOf } from '../../../src/pos/customer/lib/new-customer';
import { ServerMessageError } from '../../../src/api/errors';
import * as v from 'valibot';
import { CartSchema } from '../../../src/cart/schemas/cart';
import { cartLine, wireCart } from '../helpers/cart-fixtures';

const input: NewCustomerInput = {
  customer_group_id: '2',
  firstname: ' Jo ',
  lastname: 'Park ',
  email: ' jo@example.com',
  telephone: '',
  address_1: '',
  address_2: '',
  city: '',
  postcode: '',
  country_id: '223',
  zone_id: '',
};
const flags = { is_pro: true, newsletter: false, texting_alerts: false };
const settings = { require_email: false, require_telephone: false, require_address: false };

describe('New Customer save fields', () => {
  it('sends trimmed names and contacts, the flags, and safe always 1 (spec 3 §5); no address when none was typed', () => {
    expect(newCustomerFields(input, flags, settings)).toEqual({
      customer_group_id: '2',
      firstname: 'Jo',
      lastname: 'Park',
      email: 'jo@example.com',
      telephone: '',
      is_pro: true,
      newsletter: false,
      texting_alerts: false,
      safe: true,
    });
  });

  it('sends the address as address[0] with the names once a field of it is filled in, or when it is required', () => {
    const typed = { ...input, city: ' Columbus ', zone_id: '3660' };
    expect(newCustomerFields(typed, flags, settings).address).toEqual([
      {
        firstname: 'Jo',
        lastname: 'Park',
        address_1: '',
        address_2: '',
        city: 'Columbus',
        postcode: '',
        country_id: '223',
        zone_id: '3660',
      },
    ]);
    expect(newCustomerFields(input, flags, { ...settings, require_address: true }).address).toHaveLength(1);
  });

  it("maps the server's address problems (address.city, address.0.city) to the form's flat fields", () => {
    const fieldErrors = { 'address.city': 'City!', 'address.0.postcode': 'Postcode!', email: 'E-Mail!' };
    const error = new ServerMessageError('x', '/api/customer/save', [], fieldErrors, null);
    // The one error mapper gives the model's paths; the modal lays its one address out flat.
    expect(saveProblems(error)).toEqual({
      'addresses.0.city': 'City!',
      'addresses.0.postcode': 'Postcode!',
      email: 'E-Mail!',
    });
    expect(newCustomerFieldsOf(saveProblems(error))).toEqual({
      city: 'City!',
      postcode: 'Postcode!',
      email: 'E-Mail!',
    });
    expect(saveProblems(new Error('offline'))).toEqual({});
  });
});

describe('PO number lines', () => {
  const lines = v.parse(
    CartSchema,
    wireCart([cartLine({ key: 'a', name: 'Pads', order_product_id: 7 }), cartLine({ key: 'b', name: 'Rotor' })]),
  ).products;

  it('one per line, trimmed, with each line key, name and order_product_id', () => {
    expect(poNumberLines(lines, { each: { a: ' PO-1 ', b: 'PO-2' } })).toEqual([
      { cart_key: 'a', name: 'Pads', po_number: 'PO-1', apply_to_all: false, order_product_id: 7 },
      {
        cart_key: 'b',
        name: 'Rotor',
        po_number: 'PO-2',
        apply_to_all: false,
        order_product_id: lines[1]!.order_product_id,
      },
    ]);
  });

  it('one for all: the first line only, with apply_to_all', () => {
    expect(poNumberLines(lines, { all: ' PO-9 ' })).toEqual([
      { cart_key: 'a', name: 'Pads', po_number: 'PO-9', apply_to_all: true, order_product_id: 7 },
    ]);
  });

  it('with require_po_numbers a blank line or a blank shared number is missing', () => {
    expect(poNumberMissing(lines, { each: { a: 'PO-1', b: ' ' } })).toBe(true);
    expect(poNumberMissing(lines, { each: { a: 'PO-1', b: 'PO-2' } })).toBe(false);
    expect(poNumberMissing(lines, { all: '' })).toBe(true);
    expect(poNumberMissing(lines, { all: 'PO-9' })).toBe(false);
  });
});

describe('receipt address', () => {
  it('adds order_id to the receipt page, with & when the base already has a query', () => {
    expect(receiptUrl('/pos/order/receipt', '1031')).toBe('/pos/order/receipt?order_id=1031');
    expect(receiptUrl('/index.php?route=pos/receipt', '7 8')).toBe('/index.php?route=pos/receipt&order_id=7%208');
  });
});
