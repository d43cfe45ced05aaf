import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_TEXT, checkNewCustomer, PHONE_PATTERN, type NewCustomerInput } from '../../../src/lib/customer-rules';
import { checkVin, VIN_TEXT, vinCheckDigit, vinModelYear } from '../../../src/lib/vin';

const NOW = new Date('2026-03-01T12:00:00Z');

describe('VIN check (17 characters, no I/O/Q, ISO 3779 check digit)', () => {
  it('accepts the seed VINs and reads their model year from position 10', () => {
    expect(checkVin('1GTTTJWM17G613024', NOW)).toEqual({ ok: true, vin: '1GTTTJWM17G613024', year: 2007 });
    expect(checkVin('1c4ubwaa3sf119215', NOW)).toEqual({ ok: true, vin: '1C4UBWAA3SF119215', year: 2025 });
    expect(checkVin(' 5TFVSKSC55Z836456 ', NOW)).toMatchObject({ ok: true, year: 2005 });
  });

  it('a wrong VIN gets a clear message; an empty one is not checked (the VIN is optional)', () => {
    expect(checkVin('1GTTTJWM17G61302', NOW)).toEqual({ ok: false, message: VIN_TEXT.length });
    expect(checkVin('1GTTTJWM17G6I3024', NOW)).toEqual({ ok: false, message: VIN_TEXT.letters });
    expect(checkVin('1GTTTJWM17G61302-', NOW)).toEqual({ ok: false, message: VIN_TEXT.characters });
    expect(checkVin('1GTTTJWM17G613025', NOW)).toEqual({ ok: false, message: VIN_TEXT.checkDigit });
    expect(checkVin('   ', NOW)).toBeNull();
  });

  it('model year: of the two years a code can mean, the later one not past next year', () => {
    expect(vinModelYear('xxxxxxxxxAxxxxxxx', NOW)).toBe(2010);
    expect(vinModelYear('xxxxxxxxxTxxxxxxx', NOW)).toBe(2026);
    expect(vinModelYear('xxxxxxxxxVxxxxxxx', NOW)).toBe(2027);
    expect(vinModelYear('xxxxxxxxxWxxxxxxx', NOW)).toBe(1998);
    expect(vinModelYear('xxxxxxxxxUxxxxxxx', NOW)).toBeNull();
  });

  it('property: any 17 legal characters with their own check digit pass; any other check digit fails', () => {
    const chars = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...chars), { minLength: 17, maxLength: 17 }),
        fc.constantFrom(...'0123456789X'),
        (list, other) => {
          const draft = list.join('');
          const vin = draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9);
          expect(checkVin(vin, NOW)?.ok).toBe(true);
          if (other !== vin.charAt(8))
            expect(checkVin(vin.slice(0, 8) + other + vin.slice(9), NOW)).toEqual({
              ok: false,
              message: VIN_TEXT.checkDigit,
            });
        },
      ),
    );
  });
});

describe('New Customer rules (spec 3 §5)', () => {
  const base: NewCustomerInput = {
    customer_group_id: '1',
    firstname: 'Jo',
    lastname: 'Park',
    email: 'jo@example.com',
    telephone: '',
    address_1: '',
    address_2: '',
    city: '',
    postcode: '',
    country_id: '',
    zone_id: '',
  };
  const settings = { require_email: true, require_telephone: false, require_address: false };

  it('names 2 to 32 characters', () => {
    expect(checkNewCustomer({ ...base, firstname: 'J', lastname: 'x'.repeat(33) }, settings)).toEqual({
      firstname: CUSTOMER_TEXT.min(2),
      lastname: CUSTOMER_TEXT.max(32),
    });
    expect(checkNewCustomer({ ...base, firstname: '  ' }, settings)).toEqual({ firstname: 'Required' });
  });

  it('email valid, required per setting; phone pattern, required per setting', () => {
    expect(checkNewCustomer({ ...base, email: 'nope' }, settings)).toEqual({ email: 'Invalid email' });
    expect(checkNewCustomer({ ...base, email: '' }, settings)).toEqual({ email: 'Required' });
    expect(checkNewCustomer({ ...base, email: '' }, { ...settings, require_email: false })).toEqual({});
    expect(checkNewCustomer({ ...base, telephone: '555-12' }, settings)).toEqual({
      telephone: 'Invalid phone number format',
    });
    expect(checkNewCustomer(base, { ...settings, require_telephone: true })).toEqual({ telephone: 'Required' });
    for (const phone of ['(614) 555-0200', '614.555.0200', '+1 614 555 020012', '6145550200'])
      expect(PHONE_PATTERN.test(phone)).toBe(true);
  });

  it('the address is checked when required or when any of it was filled in', () => {
    expect(checkNewCustomer(base, { ...settings, require_address: true })).toEqual({
      address_1: 'Required',
      city: 'Required',
      postcode: 'Required',
      country_id: 'Required',
      zone_id: 'Required',
    });
    expect(checkNewCustomer({ ...base, city: 'C' }, settings)).toMatchObject({
      address_1: 'Required',
      city: CUSTOMER_TEXT.min(2),
    });
    expect(
      checkNewCustomer(
        { ...base, address_1: '1 Main St', city: 'Columbus', postcode: '43215', country_id: '223', zone_id: '3660' },
        settings,
      ),
    ).toEqual({});
  });
});
