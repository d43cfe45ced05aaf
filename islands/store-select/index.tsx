import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { defineIsland } from '../../src/registry/define-island';
import { $pickupStore, makeMyStore } from '../../src/stores/locator';
import { Modal } from '../../src/ui/modal';
import modalCss from '../../src/ui/modal.css?inline';
import css from './store-select.css?inline';

const StoreSchema = v.object({
  location_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  location_name: v.string(),
  address: v.optional(v.string(), ''),
  phone: v.optional(v.string(), ''),
});

const PropsSchema = v.object({
  locations: v.array(StoreSchema),
  /** Where the confirm button goes (spec 1 §2: /product/catalog). */
  catalog_url: v.optional(v.string(), '/product/catalog'),
});

type Props = v.InferOutput<typeof PropsSchema>;
type Store = v.InferOutput<typeof StoreSchema>;

/** Contact page: choosing a store opens the store-shopping confirmation; confirming makes it My Store and goes to the catalog. */
function StoreSelect({ locations, catalog_url }: Props) {
  const pickup = useStore($pickupStore);
  const [chosen, setChosen] = useState<Store | null>(null);
  const [leaving, setLeaving] = useState(false);
  const listLabel = useId();

  const confirm = () => {
    if (!chosen) return;
    setLeaving(true);
    // The cookie is written before navigating; the store's details are not needed on the way out.
    void makeMyStore(chosen.location_id);
    window.location.assign(catalog_url);
  };

  return (
    <div className="pi-store-select">
      <p id={listLabel} className="pi-store-select__intro">
        Choose the store you shop at: prices, stock and pickup will be for that store.
      </p>
      <ul className="pi-store-select__list" aria-labelledby={listLabel}>
        {locations.map((store) => {
          const mine = store.location_id === pickup;
          return (
            <li
              key={store.location_id}
              className={`pi-store-select__item${mine ? ' pi-store-select__item--mine' : ''}`}
            >
              <h3 className="pi-store-select__name">{store.location_name}</h3>
              {store.address ? <p className="pi-store-select__address">{store.address}</p> : null}
              {store.phone ? <p className="pi-store-select__phone">{store.phone}</p> : null}
              <button
                type="button"
                className="pi-store-select__choose"
                aria-label={`${mine ? 'My Store' : 'Shop This Store'}: ${store.location_name}`}
                onClick={() => setChosen(store)}
              >
                {mine ? 'My Store' : 'Shop This Store'}
              </button>
            </li>
          );
        })}
      </ul>
      <Modal
        open={chosen !== null}
        onClose={() => setChosen(null)}
        title="Shop This Store?"
        actions={
          <>
            <button type="button" className="pi-btn" onClick={() => setChosen(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="pi-btn pi-btn--primary"
              data-initial-focus
              disabled={leaving}
              onClick={confirm}
            >
              Start Shopping
            </button>
          </>
        }
      >
        <p>
          You are about to shop at <strong>{chosen?.location_name}</strong>
          {chosen?.address ? ` (${chosen.address})` : ''}. Prices, stock and in-store pickup will be for this store.
        </p>
      </Modal>
    </div>
  );
}

export default defineIsland({ tier: 'deferred', props: PropsSchema, Component: StoreSelect, css: [css, modalCss] });
