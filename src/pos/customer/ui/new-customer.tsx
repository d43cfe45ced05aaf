import { useEffect, useState, type ChangeEvent } from 'react';
import type { NewCustomerField, NewCustomerInput } from '../lib/model';
import { newCustomerProblems, type NewCustomerProblems } from '../lib/new-customer';
import type { Localization } from '../schemas/customer';
import { createCustomer, loadLocalization, newCustomerFields } from '../stores/new-customer';
import { FormDialog } from '../../../ui/form-dialog';
import { InputField, SelectField } from '../../../ui/form-fields';
import type { PosProps } from '../../schemas/pos-props';

const EMPTY: NewCustomerInput = {
  customer_group_id: '',
  firstname: '',
  lastname: '',
  email: '',
  telephone: '',
  address_1: '',
  address_2: '',
  city: '',
  postcode: '',
  country_id: '',
  zone_id: '',
};

/**
 * "New Customer" (full screen): customer group, names, contacts, pro flag and an optional address with countries
 * and zones from /api/localization/ (zones follow the country). Saving puts the new customer on the cart.
 */
export function NewCustomerModal({ pos, open, onClose }: { pos: PosProps; open: boolean; onClose(): void }) {
  const firstGroup = pos.customer_groups[0] ? String(pos.customer_groups[0].customer_group_id) : '';
  const [input, setInput] = useState<NewCustomerInput>({ ...EMPTY, customer_group_id: firstGroup });
  const [flags, setFlags] = useState({ is_pro: false, newsletter: false, texting_alerts: false });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<NewCustomerProblems>({});
  const [places, setPlaces] = useState<Localization | null | 'loading'>('loading');

  useEffect(() => {
    if (!open) return;
    let live = true;
    void loadLocalization().then((loaded) => {
      if (!live) return;
      setPlaces(loaded);
      // The store's first country is the usual one.
      const first = loaded?.countries[0];
      if (first) setInput((i) => (i.country_id ? i : { ...i, country_id: String(first.country_id) }));
    });
    return () => {
      live = false;
    };
  }, [open]);

  // The POS props carry the store's settings (require_email, require_telephone, require_address).
  const errors = newCustomerProblems(input, pos);
  const problem = (field: NewCustomerField) =>
    serverErrors[field] ?? (submitted || input[field] ? (errors[field] ?? null) : null);
  const set = (field: NewCustomerField, value: string) => {
    setInput((i) => ({ ...i, [field]: value, ...(field === 'country_id' ? { zone_id: '' } : {}) }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };
  /** A field's value, change and problem. */
  const field = (name: NewCustomerField) => ({
    value: input[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(name, e.target.value),
    error: problem(name),
  });
  const close = () => {
    setInput({ ...EMPTY, customer_group_id: firstGroup });
    setFlags({ is_pro: false, newsletter: false, texting_alerts: false });
    setSubmitted(false);
    setServerErrors({});
    onClose();
  };
  const submit = async () => {
    setSubmitted(true);
    if (Object.keys(errors).length) return;
    const fields = newCustomerFields(input, flags, pos);
    const result = await createCustomer(fields);
    if (result.ok) return close();
    setServerErrors(result.fieldErrors);
  };
  const zones =
    places && places !== 'loading' ? places.zones.filter((z) => String(z.country_id) === input.country_id) : [];
  const addressRequired = pos.require_address;
  return (
    <FormDialog
      open={open}
      title="New Customer"
      className="pi-modal--full"
      onClose={close}
      onSubmit={submit}
      label="Create Customer"
      busyLabel="Creating..."
      formClassName="pi-pos-form pi-pos-form--grid"
    >
      <SelectField label="Customer Group" required {...field('customer_group_id')}>
        {pos.customer_groups.length ? null : <option value="">No customer groups</option>}
        {pos.customer_groups.map((g) => (
          <option key={String(g.customer_group_id)} value={String(g.customer_group_id)}>
            {g.name}
          </option>
        ))}
      </SelectField>
      <InputField label="First Name" required data-initial-focus autoComplete="off" {...field('firstname')} />
      <InputField label="Last Name" required autoComplete="off" {...field('lastname')} />
      <InputField label="E-Mail" type="email" required={pos.require_email} autoComplete="off" {...field('email')} />
      <InputField
        label="Telephone"
        type="tel"
        required={pos.require_telephone}
        autoComplete="off"
        {...field('telephone')}
        hint="For example (614) 555-0100"
      />
      <fieldset className="pi-pos-form__flags">
        <legend>Options</legend>
        {(
          [
            ['is_pro', 'Pro customer'],
            ['newsletter', 'Newsletter'],
            ['texting_alerts', 'Text message alerts'],
          ] as const
        ).map(([key, label]) => (
          <label key={key} className="pi-check">
            <input
              type="checkbox"
              checked={flags[key]}
              onChange={(e) => setFlags((f) => ({ ...f, [key]: e.target.checked }))}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset className="pi-pos-form__address">
        <legend>Address{addressRequired ? '' : ' (optional)'}</legend>
        <InputField label="Address 1" required={addressRequired} autoComplete="off" {...field('address_1')} />
        <InputField label="Address 2" autoComplete="off" {...field('address_2')} />
        <InputField label="City" required={addressRequired} autoComplete="off" {...field('city')} />
        <InputField label="Postcode" required={addressRequired} autoComplete="off" {...field('postcode')} />
        {places === null ? (
          <p className="pi-form-field__error" role="alert">
            Countries could not be loaded.
          </p>
        ) : (
          <>
            <SelectField label="Country" required={addressRequired} {...field('country_id')}>
              <option value="">{places === 'loading' ? 'Loading…' : 'Choose a country'}</option>
              {places !== 'loading'
                ? places.countries.map((c) => (
                    <option key={String(c.country_id)} value={String(c.country_id)}>
                      {c.name}
                    </option>
                  ))
                : null}
            </SelectField>
            <SelectField label="Region / State" required={addressRequired} {...field('zone_id')}>
              <option value="">Choose a region or state</option>
              {zones.map((z) => (
                <option key={String(z.zone_id)} value={String(z.zone_id)}>
                  {z.name}
                </option>
              ))}
            </SelectField>
          </>
        )}
      </fieldset>
    </FormDialog>
  );
}
