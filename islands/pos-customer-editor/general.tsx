// The General tab (spec 3 §2, §5): the customer's own fields, account custom fields and the addresses.
// The draft lives in the editor store, so switching tabs or a failed save never loses what was typed.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import type { AddressDraft, CustomerDraft, CustomerEditorConfig } from '../../src/pos/customer';
import {
  $editor,
  draftAddress,
  draftProblems,
  editDraft,
  EDITOR_TEXT,
  retryEditor,
} from '../../src/pos/customer/stores/editor';
import { CheckboxField, InputField, PhoneField, SelectField } from '../../src/ui/form-fields';
import { Addresses } from './addresses';
import { CustomFieldInput } from './custom-field';

export interface GeneralProps {
  config: CustomerEditorConfig;
  /** The id of the form the page's Save button submits. */
  formId: string;
  showsLocation: boolean;
  onSave(): void;
}

/** The first address path (`addresses.{i}.…`) among problems, as its index. */
export const firstAddressIndex = (paths: string[]): number | undefined => {
  const hit = paths.map((p) => /^addresses\.(\d+)\./.exec(p)?.[1]).find((i) => i !== undefined);
  return hit === undefined ? undefined : Number(hit);
};

export function General({ config, formId, showsLocation, onSave }: GeneralProps) {
  const state = useStore($editor);
  const base = useId();
  const draft = state.draft;
  const [selectedAddress, setSelectedAddress] = useState(draft?.addresses[0]?.key ?? '');
  // A new draft (loaded or saved customer) starts on its first address.
  useEffect(() => setSelectedAddress($editor.get().draft?.addresses[0]?.key ?? ''), [state.version]);
  // Problems the server gave for an address, or the rules found only there, select that address.
  const problems = draftProblems(state, config);
  const errors = { ...state.fieldErrors, ...problems };
  const errorKeys = Object.keys(errors).join('|');
  useEffect(() => {
    const d = $editor.get().draft;
    const paths = errorKeys ? errorKeys.split('|') : [];
    const index = firstAddressIndex(paths);
    const current = d?.addresses.findIndex((a) => a.key === selectedAddress) ?? -1;
    const currentHas = paths.some((p) => p.startsWith(`addresses.${current}.`));
    if (index !== undefined && !currentHas && d?.addresses[index]) setSelectedAddress(d.addresses[index].key);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new set of problems moves the selection
  }, [errorKeys]);

  if (state.status === 'failed') {
    return (
      <div className="pi-customer-editor__failed" role="alert">
        <p>{EDITOR_TEXT.loadFailed}</p>
        <button type="button" className="pi-btn" onClick={() => void retryEditor(config)}>
          Try again
        </button>
      </div>
    );
  }
  if (state.status !== 'ready' || !draft) {
    return (
      <p className="pi-customer-editor__loading" role="status">
        Loading the customer…
      </p>
    );
  }
  const error = (path: string) => errors[path] ?? null;
  const accountFields = config.custom_fields.filter((f) => f.location === 'account');
  const addressFields = config.custom_fields.filter((f) => f.location === 'address');

  const update = (change: Partial<CustomerDraft>) => editDraft((d) => ({ ...d, ...change }), Object.keys(change));
  const text = (field: 'firstname' | 'lastname' | 'email' | 'password' | 'tax_exempt_number') => ({
    value: draft[field],
    error: error(field),
    onChange: (e: { target: { value: string } }) => update({ [field]: e.target.value }),
  });
  const flag = (field: 'newsletter' | 'texting_alerts' | 'tax_exempt' | 'status') => ({
    checked: draft[field],
    onChange: (e: { target: { checked: boolean } }) => update({ [field]: e.target.checked }),
  });
  const changeAddress = (key: string, change: Partial<AddressDraft>) => {
    const index = draft.addresses.findIndex((a) => a.key === key);
    editDraft(
      (d) => ({ ...d, addresses: d.addresses.map((a) => (a.key === key ? { ...a, ...change } : a)) }),
      Object.keys(change).map((k) => `addresses.${index}.${k}`),
    );
  };
  const addAddress = () => {
    const added = draftAddress();
    // A first address takes the customer's name, as staff would type it anyway.
    if (!draft.addresses.length) Object.assign(added, { firstname: draft.firstname, lastname: draft.lastname });
    editDraft(
      (d) => ({ ...d, addresses: [...d.addresses, added], default_address: d.default_address || added.key }),
      ['addresses', 'address'],
    );
    setSelectedAddress(added.key);
  };
  const removeAddress = (key: string) => {
    const left = draft.addresses.filter((a) => a.key !== key);
    // Server problems are by index: after a removal they would point at the wrong address, so they all go.
    editDraft(
      (d) => ({
        ...d,
        addresses: left,
        default_address: d.default_address === key ? (left[0]?.key ?? '') : d.default_address,
      }),
      ['addresses', 'address'],
    );
    if (selectedAddress === key) setSelectedAddress(left[0]?.key ?? '');
  };

  return (
    <form
      id={formId}
      className="pi-customer-editor__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <section aria-labelledby={`${base}-customer`}>
        <h2 id={`${base}-customer`} className="pi-customer-editor__heading">
          Customer Details
        </h2>
        <div className="pi-customer-editor__grid">
          <SelectField
            label="Customer Group"
            required
            value={draft.customer_group_id}
            error={error('customer_group_id')}
            onChange={(e) => update({ customer_group_id: e.target.value })}
          >
            {draft.customer_group_id ? null : <option value=""> --- Please Select --- </option>}
            {config.customer_groups.map((g) => (
              <option key={g.customer_group_id} value={String(g.customer_group_id)}>
                {g.name}
              </option>
            ))}
          </SelectField>
          <InputField label="First Name" required autoComplete="off" {...text('firstname')} />
          <InputField label="Last Name" required autoComplete="off" {...text('lastname')} />
          <InputField
            label="E-Mail"
            type="email"
            autoComplete="off"
            required={config.require_email}
            {...text('email')}
          />
          <PhoneField
            label="Telephone"
            autoComplete="off"
            required={config.require_telephone}
            value={draft.telephone}
            error={error('telephone')}
            onValue={(telephone) => update({ telephone })}
          />
          <InputField
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={
              state.customer && state.customer.customer_id > 0 ? 'Leave empty to keep the current password.' : undefined
            }
            {...text('password')}
          />
          {showsLocation ? (
            <SelectField
              label="Default Location"
              value={draft.default_location_id}
              onChange={(e) => update({ default_location_id: e.target.value })}
            >
              <option value=""> --- None --- </option>
              {config.locations.map((l) => (
                <option key={l.location_id} value={String(l.location_id)}>
                  {l.location_name}
                </option>
              ))}
            </SelectField>
          ) : null}
        </div>
        <div className="pi-customer-editor__checks">
          <CheckboxField label="Newsletter" {...flag('newsletter')} />
          <CheckboxField label="Texting Alerts" toggle {...flag('texting_alerts')} />
          <CheckboxField label="Tax Exempt" {...flag('tax_exempt')} />
          <CheckboxField label="Enabled" {...flag('status')} />
          <CheckboxField
            label="Safe"
            checked={config.mode === 'pos' ? true : draft.safe}
            // Customers staff take at the counter are trusted (spec 3 §5).
            disabled={config.mode === 'pos'}
            hint={config.mode === 'pos' ? 'Always on in POS' : undefined}
            onChange={(e) => update({ safe: e.target.checked })}
          />
        </div>
        {draft.tax_exempt ? <InputField label="Tax Exempt Number" {...text('tax_exempt_number')} /> : null}
        {accountFields.length ? (
          <div className="pi-customer-editor__grid">
            {accountFields.map((f) => (
              <CustomFieldInput
                key={f.custom_field_id}
                field={f}
                value={draft.custom_field[String(f.custom_field_id)]}
                onValue={(value) =>
                  update({ custom_field: { ...draft.custom_field, [String(f.custom_field_id)]: value } })
                }
              />
            ))}
          </div>
        ) : null}
      </section>
      <Addresses
        addresses={draft.addresses}
        defaultKey={draft.default_address}
        selected={selectedAddress}
        onSelect={setSelectedAddress}
        onAdd={addAddress}
        onRemove={removeAddress}
        onChange={changeAddress}
        onDefault={(key) => update({ default_address: key })}
        errors={errors}
        problem={errors.addresses ?? errors.address ?? null}
        localization={state.localization}
        customFields={addressFields}
        required={config.require_address}
      />
    </form>
  );
}
