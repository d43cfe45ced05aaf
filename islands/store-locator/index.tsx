import { useStore } from '@nanostores/react';
import { Suspense, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import * as v from 'valibot';
import {
  AVAILABILITY_DISTANCE,
  AVAILABILITY_LIMIT,
  AVAILABILITY_RADIUS,
  AVAILABILITY_SHOWN,
  DISTANCE_DEFAULT,
  DISTANCE_MAX,
  DISTANCE_MIN,
  normalizeDistance,
} from '../../src/lib/locator-rules';
import { defineIsland } from '../../src/registry/define-island';
import { useIsland } from '../../src/registry/island-name';
import {
  $pickupDetails,
  $pickupStore,
  $popup,
  closePopup,
  createLocator,
  loadPickupDetails,
  loadPopup,
  makeMyStore,
  NOT_FOUND_NEARBY,
  pickUpAt,
  resetMyStore,
  savedFilter,
  saveFilter,
  type LocatorInput,
} from '../../src/stores/locator';
import { Modal } from '../../src/ui/modal';
import modalCss from '../../src/ui/modal.css?inline';
import { sanitizeHtml } from '../../src/ui/sanitize';
import css from './store-locator.css?inline';
import { lazyChunk } from '../../src/registry/lazy-chunk';
import { lazyComponent } from '../../src/registry/lazy-component';

const loadMap = lazyChunk(() => import('./locator-map'));

const LocatorMap = lazyComponent(loadMap, (m) => m.default);

const FilterSchema = v.object({ value: v.string(), label: v.string() });

const PropsSchema = v.object({
  /** "locator": the store locator page; "availability": a product's stock at nearby stores (product page). */
  mode: v.optional(v.picklist(['locator', 'availability']), 'locator'),
  /** {data source}{type}&format=json… */
  data_source: v.optional(v.string(), '/index.php?route=module/dealer_locator/search&type='),
  type: v.optional(v.string()),
  product_id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  product_name: v.optional(v.string(), ''),
  quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  search: v.optional(v.string(), ''),
  distance: v.optional(v.number()),
  filter: v.optional(v.string(), ''),
  filters: v.optional(v.array(FilterSchema), []),
  tile_url: v.optional(v.string(), ''),
  tile_attribution: v.optional(v.string(), ''),
  show_popup: v.optional(v.boolean(), false),
});

type Props = v.InferOutput<typeof PropsSchema>;

function StoreLocator(props: Props) {
  const availability = props.mode === 'availability';
  const island = useIsland();
  const initialDistance = normalizeDistance(
    props.distance ?? (availability ? AVAILABILITY_DISTANCE : DISTANCE_DEFAULT),
  );
  const filterValues = props.filters.map((f) => f.value);
  const cookieFilter = savedFilter();
  const [input, setInput] = useState<LocatorInput>(() => ({
    search: props.search,
    distance: initialDistance,
    filter: cookieFilter !== null && filterValues.includes(cookieFilter) ? cookieFilter : props.filter,
  }));
  // This mount point's own search (page state: the chosen store and the popup, started by the definition's start).
  // Its first list loads when it is first read, with the starting input; later loads come from the shopper's changes.
  const [locator] = useState(() =>
    createLocator({
      dataSource: props.data_source,
      type: props.type ?? (availability ? 'product' : 'store'),
      productId: props.product_id,
      ...(availability ? { radius: AVAILABILITY_RADIUS, limit: AVAILABILITY_LIMIT } : {}),
      first: input,
      island,
    }),
  );
  const state = useStore(locator.$state);
  const pickup = useStore($pickupStore);
  const details = useStore($pickupDetails);
  const popup = useStore($popup);
  const [distanceText, setDistanceText] = useState(String(initialDistance));
  const [distanceNote, setDistanceNote] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [resetError, setResetError] = useState('');
  const [pickupBusy, setPickupBusy] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const ids = {
    search: useId(),
    searchError: useId(),
    distance: useId(),
    distanceNote: useId(),
    filter: useId(),
    list: useId(),
  };
  // React's ids carry colons, which some DOMs reject in the IDREF lookup a datalist needs.
  const choicesId = `${ids.distance.replace(/:/g, '')}-choices`;

  const run = (next: LocatorInput) => {
    setInput(next);
    setExpanded(false);
    void locator.search(next, { track: true });
  };

  /** Distance accepted only from 10 to 250, otherwise reset to the minimum 10. */
  const commitDistance = (): LocatorInput => {
    const distance = normalizeDistance(distanceText);
    const accepted = String(distance) === distanceText.trim() || Number(distanceText) === distance;
    setDistanceNote(
      accepted
        ? ''
        : `Distance must be from ${DISTANCE_MIN} to ${DISTANCE_MAX} miles; it was reset to ${DISTANCE_MIN}.`,
    );
    setDistanceText(String(distance));
    return { ...input, distance };
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    run(commitDistance());
  };

  // The server's list html, sanitized; "Make My Store" buttons are found by data-make-my-store, pickup buttons by data-pickup.
  const html = useMemo(() => sanitizeHtml(state.answer?.html ?? ''), [state.answer]);
  const locations = state.answer?.data.locations ?? [];
  const shownCount = availability && !expanded ? AVAILABILITY_SHOWN : Infinity;

  // The list is the server's html: its buttons are updated in place so focus stays on the one just pressed.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    list.querySelectorAll<HTMLElement>('[data-location-id]').forEach((item, index) => {
      item.hidden = index >= shownCount;
    });
    list.querySelectorAll<HTMLButtonElement>('button[data-make-my-store]').forEach((button) => {
      const mine = Number(button.dataset.makeMyStore) === pickup;
      button.textContent = mine ? 'My Store' : 'Make My Store';
      button.classList.toggle('pi-locator__current', mine);
      if (mine) button.setAttribute('aria-disabled', 'true');
      else button.removeAttribute('aria-disabled');
    });
    list.querySelectorAll<HTMLButtonElement>('button[data-pickup]').forEach((button) => {
      button.disabled = pickupBusy;
    });
  }, [html, pickup, shownCount, pickupBusy]);

  const onListClick = async (e: MouseEvent<HTMLDivElement>) => {
    const target = e.target as Element;
    const make = target.closest<HTMLElement>('[data-make-my-store]');
    if (make) {
      e.preventDefault();
      const id = Number(make.dataset.makeMyStore);
      if (Number.isInteger(id) && id !== $pickupStore.get()) void makeMyStore(id);
      return;
    }
    const pick = target.closest<HTMLElement>('[data-pickup]');
    if (pick && props.product_id) {
      e.preventDefault();
      setPickupBusy(true);
      await pickUpAt(Number(pick.dataset.pickup), props.product_id, props.quantity, island);
      setPickupBusy(false);
    }
  };

  const onReset = async () => {
    setResetError('');
    const result = await resetMyStore(island);
    if (!result.ok) setResetError(result.message ?? '');
  };

  const loading = state.status === 'loading';
  const found = locations.length;
  const status = loading
    ? 'Searching…'
    : state.answer
      ? availability
        ? found
          ? `${found} ${found === 1 ? 'store has' : 'stores have'} this product in stock.`
          : ''
        : `${found} ${found === 1 ? 'location' : 'locations'} found.`
      : '';

  return (
    <div className={`pi-locator${availability ? ' pi-locator--availability' : ''}`}>
      {pickup !== null ? (
        <div className="pi-locator__mine">
          <p className="pi-locator__mine-text">
            <strong>My Store:</strong> {details ? `${details.location_name}, ${details.address}` : 'chosen'}
          </p>
          <button type="button" className="pi-locator__btn" onClick={onReset}>
            Reset My Store
          </button>
          {resetError ? (
            <p className="pi-locator__error" role="alert">
              {resetError}
            </p>
          ) : null}
        </div>
      ) : null}

      <form
        className="pi-locator__form"
        role="search"
        aria-label={availability ? 'Check store availability' : 'Find a store'}
        onSubmit={onSubmit}
        noValidate
      >
        <div className="pi-locator__field">
          <label htmlFor={ids.search}>{availability ? 'ZIP code' : 'ZIP code, city or store name'}</label>
          <input
            id={ids.search}
            name="search"
            type="search"
            autoComplete={availability ? 'postal-code' : 'off'}
            value={input.search}
            aria-invalid={state.zipError ? true : undefined}
            aria-describedby={state.zipError ? ids.searchError : undefined}
            onChange={(e) => setInput({ ...input, search: e.target.value })}
          />
          {state.zipError ? (
            <p id={ids.searchError} className="pi-locator__error" role="alert">
              {state.zipError}
            </p>
          ) : null}
        </div>
        <div className="pi-locator__field pi-locator__field--distance">
          <label htmlFor={ids.distance}>Distance (miles)</label>
          <input
            id={ids.distance}
            name="distance"
            type="number"
            inputMode="numeric"
            min={DISTANCE_MIN}
            max={DISTANCE_MAX}
            list={choicesId}
            value={distanceText}
            aria-describedby={distanceNote ? ids.distanceNote : undefined}
            onChange={(e) => setDistanceText(e.target.value)}
            onBlur={() => {
              const next = commitDistance();
              if (next.distance !== input.distance) run(next);
            }}
          />
          <datalist id={choicesId}>
            {[10, 25, 50, 100, 250].map((d) => (
              <option key={d} value={d} />
            ))}
          </datalist>
          {distanceNote ? (
            <p id={ids.distanceNote} className="pi-locator__note" role="status">
              {distanceNote}
            </p>
          ) : null}
        </div>
        {props.filters.length ? (
          <div className="pi-locator__field">
            <label htmlFor={ids.filter}>Show</label>
            <select
              id={ids.filter}
              name="filter"
              value={input.filter}
              onChange={(e) => {
                saveFilter(e.target.value);
                run({ ...input, filter: e.target.value, distance: normalizeDistance(distanceText) });
              }}
            >
              {props.filters.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="pi-locator__actions">
          <button type="submit" className="pi-locator__btn pi-locator__btn--primary" aria-busy={loading}>
            {availability ? 'Check Availability' : 'Search'}
          </button>
          <button type="button" className="pi-locator__btn" onClick={() => void locator.searchNearMe(commitDistance())}>
            Use My Location
          </button>
        </div>
      </form>

      <p className="pi-locator__status" role="status">
        {status}
      </p>
      {state.error ? (
        <p className="pi-locator__error" role="alert">
          {state.error}{' '}
          <button type="button" className="pi-locator__btn" onClick={() => run(input)}>
            Try again
          </button>
        </p>
      ) : null}

      <div className={`pi-locator__results${state.answer?.data.show_map ? ' pi-locator__results--map' : ''}`}>
        {availability && state.answer && !found && !loading ? (
          <p className="pi-locator__empty">{NOT_FOUND_NEARBY}</p>
        ) : null}
        <div
          id={ids.list}
          ref={listRef}
          className="pi-locator__list"
          aria-busy={loading}
          onClick={onListClick}
          dangerouslySetInnerHTML={{ __html: html }}
        />
        {state.answer?.data.show_map && found ? (
          <Suspense fallback={<div className="pi-locator__map-loading">Loading map…</div>}>
            <LocatorMap
              center={{ lat: state.answer.data.lat, lng: state.answer.data.lng }}
              locations={locations}
              tileUrl={props.tile_url}
              attribution={props.tile_attribution}
              pickupId={pickup}
            />
          </Suspense>
        ) : null}
      </div>
      {availability && found > AVAILABILITY_SHOWN ? (
        <button
          type="button"
          className="pi-locator__btn pi-locator__more"
          aria-controls={ids.list}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show fewer stores' : `Show all ${found} stores`}
        </button>
      ) : null}

      <Modal
        open={popup !== null}
        onClose={closePopup}
        title={popup?.dealer_locator_popup_heading_text || 'Find Your Store'}
        actions={
          <button type="button" className="pi-btn pi-btn--primary" data-initial-focus onClick={closePopup}>
            Find a Store
          </button>
        }
      >
        <div
          className="pi-locator__popup-text"
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(popup?.dealer_locator_popup_text ?? '') }}
        />
      </Modal>
    </div>
  );
}

export default defineIsland({
  tier: 'deferred',
  props: PropsSchema,
  Component: StoreLocator,
  css: [css, modalCss],
  // Page state every locator on the page shares: the chosen store's details (once per page) and, on the locator page,
  // the dealer locator popup.
  start({ mode, show_popup }) {
    void loadPickupDetails();
    if (show_popup && mode !== 'availability') void loadPopup();
  },
});
