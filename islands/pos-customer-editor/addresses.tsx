// The addresses as side tabs (spec 3 §2): one per address, Add Address, a remove icon each, the default address.
import { useId, useRef } from 'react';
import type { AddressDraft, CustomField, Localization } from '../../src/pos/customer';
import { CheckboxField, InputField, SelectField } from '../../src/ui/form-fields';
import { CustomFieldInput } from './custom-field';

type AddressText = 'firstname' | 'lastname' | 'company' | 'address_1' | 'address_2' | 'city' | 'postcode';

const TEXT_FIELDS: [AddressText, string, string][] = [
  ['firstname', 'First Name', 'given-name'],
  ['lastname', 'Last Name', 'family-name'],
  ['company', 'Company', 'organization'],
  ['address_1', 'Address 1', 'address-line1'],
  ['address_2', 'Address 2', 'address-line2'],
  ['city', 'City', 'address-level2'],
  ['postcode', 'Postcode', 'postal-code'],
];

export interface AddressesProps {
  addresses: AddressDraft[];
  defaultKey: string;
  selected: string;
  onSelect(key: string): void;
  onAdd(): void;
  onRemove(key: string): void;
  onChange(key: string, change: Partial<AddressDraft>): void;
  onDefault(key: string): void;
  /** Problems by form path (`addresses.1.city`). */
  errors: Record<string, string>;
  /** The address list's own problem ("At least one address is required."). */
  problem: string | null;
  localization: Localization | null;
  customFields: CustomField[];
  required: boolean;
}

export function Addresses(props: AddressesProps) {
  const { addresses, selected, errors } = props;
  const base = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const current = addresses.find((a) => a.key === selected) ?? addresses[0];
  const index = current ? addresses.indexOf(current) : -1;
  const hasProblem = (i: number) => Object.keys(errors).some((k) => k.startsWith(`addresses.${i}.`));
  const remove = (key: string) => {
    props.onRemove(key);
    // The removed tab's button is gone: focus goes to Add Address, which is always there.
    addRef.current?.focus();
  };
  return (
    <section className="pi-customer-addresses" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`} className="pi-customer-editor__heading">
        Addresses
      </h2>
      <div className="pi-customer-addresses__layout">
        <ul className="pi-customer-addresses__tabs">
          {addresses.map((a, i) => (
            <li
              key={a.key}
              className={`pi-customer-addresses__tab${a.key === current?.key ? ' pi-customer-addresses__tab--current' : ''}`}
            >
              <button
                type="button"
                className="pi-customer-addresses__select"
                aria-current={a.key === current?.key ? 'true' : undefined}
                aria-controls={`${base}-panel`}
                onClick={() => props.onSelect(a.key)}
              >
                Address {i + 1}
                {a.key === props.defaultKey ? <span className="pi-customer-addresses__badge"> (Default)</span> : null}
                {hasProblem(i) ? <span className="pi-customer-addresses__problem"> – check this address</span> : null}
              </button>
              <button
                type="button"
                className="pi-customer-addresses__remove"
                aria-label={`Remove Address ${i + 1}`}
                title={`Remove Address ${i + 1}`}
                onClick={() => remove(a.key)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
          <li>
            <button ref={addRef} type="button" className="pi-btn pi-customer-addresses__add" onClick={props.onAdd}>
              Add Address
            </button>
          </li>
        </ul>
        <div id={`${base}-panel`} className="pi-customer-addresses__panel">
          {props.problem ? (
            <p className="pi-form-field__error" role="alert">
              {props.problem}
            </p>
          ) : null}
          {current ? (
            <AddressForm key={current.key} {...props} address={current} index={index} />
          ) : (
            <p className="pi-customer-addresses__empty">
              {props.required ? 'An address is required: choose Add Address.' : 'No addresses yet.'}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

function AddressForm({
  address,
  index,
  errors,
  localization,
  customFields,
  defaultKey,
  onChange,
  onDefault,
  required,
}: AddressesProps & { address: AddressDraft; index: number }) {
  const error = (field: string) => errors[`addresses.${index}.${field}`] ?? null;
  const zones = (localization?.zones ?? []).filter((z) => String(z.country_id) === address.country_id);
  const set = (change: Partial<AddressDraft>) => onChange(address.key, change);
  return (
    <fieldset className="pi-form-fieldset pi-customer-addresses__form">
      <legend>Address {index + 1}</legend>
      <div className="pi-customer-editor__grid">
        {TEXT_FIELDS.map(([field, label, autoComplete]) => (
          <InputField
            key={field}
            label={label}
            autoComplete={`section-address-${index + 1} ${autoComplete}`}
            required={required && field !== 'company' && field !== 'address_2'}
            value={address[field]}
            error={error(field)}
            onChange={(e) => set({ [field]: e.target.value })}
          />
        ))}
        <SelectField
          label="Country"
          required={required}
          value={address.country_id}
          error={error('country_id')}
          onChange={(e) => {
            const country = e.target.value;
            // A zone of another country would be sent with this one: it goes.
            const keeps = (localization?.zones ?? []).some(
              (z) => String(z.zone_id) === address.zone_id && String(z.country_id) === country,
            );
            set({ country_id: country, zone_id: keeps ? address.zone_id : '' });
          }}
        >
          <option value=""> --- Please Select --- </option>
          {(localization?.countries ?? []).map((c) => (
            <option key={c.country_id} value={String(c.country_id)}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Region / State"
          required={required}
          value={address.zone_id}
          error={error('zone_id')}
          onChange={(e) => set({ zone_id: e.target.value })}
        >
          <option value="">
            {address.country_id ? ' --- Please Select --- ' : ' --- Choose a country first --- '}
          </option>
          {zones.map((z) => (
            <option key={z.zone_id} value={String(z.zone_id)}>
              {z.name}
            </option>
          ))}
        </SelectField>
        {customFields.map((f) => (
          <CustomFieldInput
            key={f.custom_field_id}
            field={f}
            value={address.custom_field[String(f.custom_field_id)]}
            onValue={(value) => set({ custom_field: { ...address.custom_field, [String(f.custom_field_id)]: value } })}
          />
        ))}
      </div>
      <CheckboxField
        label="Default Address"
        checked={address.key === defaultKey}
        // The default moves by choosing another address as default, never to none.
        disabled={address.key === defaultKey}
        onChange={() => onDefault(address.key)}
      />
    </fieldset>
  );
}
