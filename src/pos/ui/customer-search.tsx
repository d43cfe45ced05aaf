// "Search for a Customer": the POS cart's, and the back office's (checkout, receipt, order view) with its own onSelect.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState } from 'react';
import type { Customer } from '../../schemas/customer';
import { setCartCustomer } from '../stores/cart';
import { CUSTOMER_SEARCH_FAILED, createCustomerSearch } from '../stores/customer-search';
import { InputField } from '../../forms';
import { FormDialog } from '../../ui/form-dialog';

import { fullName } from '../lib/customer-text';

const selectForCart = (customer: Customer) => setCartCustomer(customer.customer_id);

/** "Search for a Customer": by name, email or phone number, 500 ms after typing stops; Select Customer once one is chosen. */
export function CustomerSearchModal({
  open,
  onClose,
  onSelect = selectForCart,
}: {
  open: boolean;
  onClose(): void;
  /** What choosing a customer does (default: put them on the cart); the dialog closes when it answers ok. */
  onSelect?: (customer: Customer) => Promise<{ ok: boolean }>;
}) {
  const search = useMemo(() => createCustomerSearch(), []);
  const state = useStore(search.$search);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const radioName = `${useId()}-customer`;
  useEffect(() => () => search.stop(), [search]);
  const close = () => {
    search.search('');
    setQuery('');
    setChosen(null);
    onClose();
  };
  const submit = async () => {
    const customer = state.results.find((c) => c.customer_id === chosen);
    if (!customer) return;
    const result = await onSelect(customer);
    if (result.ok) close();
  };
  return (
    <FormDialog
      open={open}
      title="Search for a Customer"
      onClose={close}
      onSubmit={submit}
      label="Select Customer"
      busyLabel="Selecting..."
      disabled={chosen === null}
      formClassName="pi-pos-form"
    >
      <InputField
        label="Name, email or phone number"
        type="search"
        data-initial-focus
        autoComplete="off"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setChosen(null);
          search.search(e.target.value);
        }}
      />
      <div aria-live="polite" className="pi-pos-search__status">
        {state.status === 'loading' ? 'Searching…' : null}
        {state.status === 'ready' && !state.results.length ? 'No customers found.' : null}
      </div>
      {state.status === 'error' ? (
        <p className="pi-form-field__error" role="alert">
          {CUSTOMER_SEARCH_FAILED}
        </p>
      ) : null}
      {state.results.length ? (
        <fieldset className="pi-pos-choices">
          <legend>Customers</legend>
          {state.results.map((c) => (
            <label key={String(c.customer_id)} className="pi-pos-choice">
              <input
                type="radio"
                name={radioName}
                checked={chosen === c.customer_id}
                onChange={() => setChosen(c.customer_id)}
              />
              <span>
                <strong>{fullName(c)}</strong>
                <small>{[c.email, c.telephone, c.vehicle].filter(Boolean).join(' · ')}</small>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </FormDialog>
  );
}
