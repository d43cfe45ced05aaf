import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { EVENTS } from '../../src/events';
import type { Cart } from '../../src/schemas/cart';
import type { Customer, CustomerVehicle, YmmData } from '../../src/schemas/customer';
import { logoutCustomerUrl, removeCartCustomer, setCartCustomer } from '../../src/stores/cart';
import { $config } from '../../src/stores/config';
import { CUSTOMER_SEARCH_FAILED, createCustomerSearch } from '../../src/stores/customer-search';
import { saveCustomerVehicle } from '../../src/stores/pos-customer';
import { Modal } from '../../src/ui/modal';
import { useSingleFlight } from '../../src/ui/use-single-flight';
import { FormButtons } from './pos-field';
import { NewCustomerModal } from './pos-new-customer';
import type { PosProps } from './pos-props';
import { SelectVehicleModal } from './pos-vehicles';

const fullName = (c: Pick<Customer, 'firstname' | 'lastname'>) => `${c.firstname} ${c.lastname}`.trim();

/** "Search for a Customer": by name, email or phone number, 500 ms after typing stops; Select Customer once one is chosen. */
export function CustomerSearchModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const search = useMemo(() => createCustomerSearch(), []);
  const state = useStore(search.$search);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const formId = useId();
  const [busy, select] = useSingleFlight(setCartCustomer);
  useEffect(() => () => search.stop(), [search]);
  const close = () => {
    search.search('');
    setQuery('');
    setChosen(null);
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (chosen === null) return;
    const result = await select(chosen);
    if (result?.ok) close();
  };
  return (
    <Modal
      open={open}
      title="Search for a Customer"
      onClose={close}
      actions={
        <FormButtons
          formId={formId}
          label="Select Customer"
          busyLabel="Selecting..."
          busy={busy}
          disabled={chosen === null}
          onCancel={close}
        />
      }
    >
      <form id={formId} className="pi-pos-form" onSubmit={submit} noValidate>
        <div className="pi-field">
          <label htmlFor={`${formId}-q`} className="pi-field__label">
            Name, email or phone number
          </label>
          <input
            id={`${formId}-q`}
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
        </div>
        <div aria-live="polite" className="pi-pos-search__status">
          {state.status === 'loading' ? 'Searching…' : null}
          {state.status === 'ready' && !state.results.length ? 'No customers found.' : null}
        </div>
        {state.status === 'error' ? (
          <p className="pi-field__error" role="alert">
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
                  name={`${formId}-customer`}
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
      </form>
    </Modal>
  );
}

interface VehicleFacet {
  api_field: string;
  api_value: string | number;
  label_field: string;
  label_value: string | number;
}

/** The Year/MakeID/ModelID of a vehicle-changed event, or null when it has no year, make and model. */
function ymmOf(detail: unknown): YmmData | null {
  const facets = (detail as { vehicle?: { facets?: VehicleFacet[] } } | null)?.vehicle?.facets;
  if (!Array.isArray(facets)) return null;
  const ymm: YmmData = {};
  for (const name of ['Year', 'MakeID', 'ModelID']) {
    const f = facets.find((x) => x.api_field === name);
    if (!f) return null;
    ymm[name] = {
      api_field: f.api_field,
      api_value: String(f.api_value),
      label_field: f.label_field,
      label_value: String(f.label_value),
    };
  }
  return ymm;
}

const sameVehicle = (ymm: YmmData, v: CustomerVehicle) =>
  ['Year', 'MakeID', 'ModelID'].every((k) => String(v.ymm_data[k]?.api_value) === String(ymm[k]?.api_value));

/** "Add This Vehicle to Customer?" when the vehicle selector picks a vehicle the customer on the cart does not have. */
function AddVehiclePrompt({ cart }: { cart: Cart }) {
  const [offer, setOffer] = useState<YmmData | null>(null);
  const [busy, add] = useSingleFlight(saveCustomerVehicle);
  useEffect(() => {
    const listen = (e: Event) => {
      const ymm = ymmOf((e as CustomEvent).detail);
      if (ymm && cart.customer && !cart.customer_vehicles.some((v) => sameVehicle(ymm, v))) setOffer(ymm);
    };
    document.addEventListener(EVENTS.vehicleChanged, listen);
    return () => document.removeEventListener(EVENTS.vehicleChanged, listen);
  }, [cart.customer, cart.customer_vehicles]);
  const display = offer ? ['Year', 'MakeID', 'ModelID'].map((k) => offer[k]?.label_value).join(' ') : '';
  const yes = async () => {
    if (!offer) return;
    const result = await add({ title: display, vin: '', notes: '', ymm_data: offer });
    if (result?.ok) setOffer(null);
  };
  return (
    <Modal
      open={offer !== null}
      title="Add This Vehicle to Customer?"
      onClose={() => setOffer(null)}
      actions={
        <>
          <button type="button" className="pi-btn" onClick={() => setOffer(null)}>
            No
          </button>
          <button type="button" className="pi-btn pi-btn--primary" disabled={busy} onClick={yes}>
            {busy ? 'Adding...' : 'Yes, Add Vehicle'}
          </button>
        </>
      }
    >
      <p>
        Add the {display} to {cart.customer ? fullName(cart.customer) : 'the customer'}&apos;s vehicles?
      </p>
    </Modal>
  );
}

type Open = 'search' | 'new' | 'vehicle' | null;

/** Above the lines in POS mode: the customer on the cart and their vehicle, or the ways to find or create one. */
export function PosCustomerPanel({ cart, pos }: { cart: Cart; pos: PosProps }) {
  const config = useStore($config);
  const [open, setOpen] = useState<Open>(null);
  const [removing, remove] = useSingleFlight(removeCartCustomer);
  const customer = cart.customer;
  const close = () => setOpen(null);
  const editHref = customer
    ? `${config.endpoints.pos_customer_edit}?customer_id=${encodeURIComponent(String(customer.customer_id))}`
    : '';
  return (
    <section className="pi-pos-customer" aria-label="Customer">
      {customer ? (
        <>
          <div className="pi-pos-customer__who">
            <strong>Customer: {fullName(customer)}</strong>
            <small>{[customer.email, customer.telephone].filter(Boolean).join(' · ')}</small>
            <small>Vehicle: {cart.ymm_vehicle || 'none selected'}</small>
          </div>
          <div className="pi-pos-customer__buttons">
            <button
              type="button"
              className="pi-btn pi-btn--small"
              aria-haspopup="dialog"
              onClick={() => setOpen('vehicle')}
            >
              {cart.ymm_vehicle ? 'Change Vehicle' : 'Select Vehicle'}
            </button>
            <a className="pi-btn pi-btn--small" href={editHref} target="_blank" rel="noopener">
              Edit Customer<span className="pi-visually-hidden"> (opens in a new tab)</span>
            </a>
            <button type="button" className="pi-btn pi-btn--small" disabled={removing} onClick={() => void remove()}>
              Remove Customer
            </button>
            <a className="pi-btn pi-btn--small" href={logoutCustomerUrl()}>
              Log Out Customer
            </a>
          </div>
        </>
      ) : (
        <>
          <p className="pi-pos-customer__who">No customer on this order.</p>
          <div className="pi-pos-customer__buttons">
            <button
              type="button"
              className="pi-btn pi-btn--small"
              aria-haspopup="dialog"
              onClick={() => setOpen('search')}
            >
              Search for a Customer
            </button>
            <button
              type="button"
              className="pi-btn pi-btn--small"
              aria-haspopup="dialog"
              onClick={() => setOpen('new')}
            >
              New Customer
            </button>
          </div>
        </>
      )}
      <CustomerSearchModal open={open === 'search'} onClose={close} />
      <NewCustomerModal pos={pos} open={open === 'new'} onClose={close} />
      {customer ? <SelectVehicleModal cart={cart} open={open === 'vehicle'} onClose={close} /> : null}
      <AddVehiclePrompt cart={cart} />
    </section>
  );
}
