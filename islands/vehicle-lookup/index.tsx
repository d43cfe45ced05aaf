import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { EVENTS } from '../../src/events';
import { defineIsland } from '../../src/registry/define-island';
import { $config } from '../../src/stores/config';
import { $vehicle, hasVehicle, vehicleName, type Vehicle } from '../../src/vehicle/stores/vehicle';
import { vehicleColourStyle } from '../../src/vehicle/ui/vehicle-colours';
import { VehicleSummaryView } from '../../src/vehicle/ui/vehicle-summary';
import summaryCss from '../../src/vehicle/ui/vehicle-summary.css?inline';
import css from './vehicle-lookup.css?inline';
import { lazyChunk } from '../../src/registry/lazy-chunk';
import { lazyComponent } from '../../src/registry/lazy-component';

const loadSelector = lazyChunk(() => import('../../src/vehicle/ui/vehicle-selector'));

/** The selector itself is a lazy chunk: a page pays for it when a selector shows, not for the navbar button. */
const VehicleSelector = lazyComponent(loadSelector, (m) => m.VehicleSelector);
const VehicleSelectorDialog = lazyComponent(loadSelector, (m) => m.VehicleSelectorDialog);

const PropsSchema = v.object({
  /** "modal": a button (the vehicle, or the heading) that opens the selector in a dialog; "navbar": the selector in place. */
  display: v.optional(v.picklist(['modal', 'navbar']), 'modal'),
  /** The legacy form: Year/Make/Model from ../catalog/index.php?route=ymm/json/. */
  legacy: v.optional(v.boolean(), false),
});
type Props = v.InferOutput<typeof PropsSchema>;

/**
 * The inline selector's boxes while its chunk loads: the Application summary when a vehicle is known, tabs, the three
 * selects with Save Vehicle, and Show Universal Parts laid out by the same rules (vehicle-lookup.css mirrors
 * src/vehicle/ui/vehicle-selector.css; the summary shares src/vehicle/ui/vehicle-summary.css), so the page does not move when the
 * selector replaces it.
 */
function Loading({
  tabs,
  fields,
  universal,
  vehicle,
}: {
  tabs: string[];
  fields: string[];
  universal: boolean;
  vehicle: Vehicle;
}) {
  return (
    <div className="pi-vehicle-lookup__skeleton">
      <p className="pi-vehicle-lookup__status" role="status">
        Loading vehicle selector…
      </p>
      <div className="pi-vehicle-lookup__skeleton-body" aria-hidden="true">
        {hasVehicle(vehicle) ? (
          <VehicleSummaryView
            vehicle={vehicle}
            reset={<span className="pi-vehicle-lookup__skeleton-save">Reset</span>}
          />
        ) : null}
        {tabs.length ? (
          <div>
            {tabs.length > 1 ? (
              <div className="pi-vehicle-lookup__skeleton-tabs">
                {tabs.map((label) => (
                  <span key={label}>{label}</span>
                ))}
              </div>
            ) : null}
            <div className="pi-vehicle-lookup__skeleton-form">
              {fields.map((label) => (
                <div key={label} className="pi-vehicle-lookup__skeleton-field">
                  {/* Labels as in the selector, so the host theme's label rules size both alike. */}
                  <label>{label}</label>
                  <span className="pi-vehicle-lookup__skeleton-select" />
                </div>
              ))}
              <span className="pi-vehicle-lookup__skeleton-save">Save Vehicle</span>
            </div>
          </div>
        ) : null}
        {universal ? (
          <p className="pi-vehicle-lookup__skeleton-universal">
            <label>Show Universal Parts</label>
          </p>
        ) : null}
      </div>
    </div>
  );
}
const YMM_FIELDS = ['Year', 'Make', 'Model'];
const ENGINE_FIELDS = ['Engine Manufacturer', 'Engine Family', 'Engine Size'];

/** The vehicle selector module (spec 1 §2, spec 3 §3): in a modal or in the navbar, by configuration. */
function VehicleLookup({ display, legacy }: Props) {
  const flags = useStore($config).vehicle;
  const vehicle = useStore($vehicle);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(display === 'navbar');
  const root = useRef<HTMLElement>(null);

  // A card's "Select Vehicle" asks the page for a selector: an inline one takes focus, a modal one opens.
  useEffect(() => {
    if (!flags.vehicle_lookup_enabled) return;
    const inline = display === 'navbar';
    const onAsk = (e: Event) => {
      if (e.defaultPrevented) return;
      e.preventDefault();
      if (inline) {
        root.current?.scrollIntoView({ block: 'center' });
        root.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"], select:not(:disabled)')?.focus();
      } else {
        setUsed(true);
        setOpen(true);
      }
    };
    // Inline selectors answer first (capture), so the page's own module wins over the navbar button.
    document.addEventListener(EVENTS.selectVehicle, onAsk, inline);
    return () => document.removeEventListener(EVENTS.selectVehicle, onAsk, inline);
  }, [display, flags.vehicle_lookup_enabled]);

  if (!flags.vehicle_lookup_enabled) return null;
  if (display === 'navbar') {
    const ymm = flags.ymm_enabled || legacy;
    const tabLabels: string[] = [];
    if (ymm) tabLabels.push(flags.ymm_tab_label);
    if (flags.engine_family_enabled && !legacy) tabLabels.push(flags.engine_family_tab_label);
    return (
      <section
        ref={root}
        className="pi-vehicle-lookup pi-vehicle-lookup--navbar"
        aria-label={flags.ymm_heading}
        style={vehicleColourStyle(flags)}
      >
        <h2 className="pi-vehicle-lookup__heading">{flags.ymm_heading}</h2>
        <Suspense
          fallback={
            <Loading
              tabs={tabLabels}
              fields={ymm ? YMM_FIELDS : ENGINE_FIELDS}
              universal={flags.show_universal}
              vehicle={vehicle}
            />
          }
        >
          <VehicleSelector legacy={legacy} />
        </Suspense>
      </section>
    );
  }
  return (
    <div className="pi-vehicle-lookup pi-vehicle-lookup--modal" style={vehicleColourStyle(flags)}>
      <button
        type="button"
        className="pi-vehicle-lookup__open"
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {hasVehicle(vehicle) ? `Your Vehicle: ${vehicleName(vehicle)}` : flags.ymm_heading}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <VehicleSelectorDialog open={open} legacy={legacy} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

export default defineIsland({ tier: 'page', props: PropsSchema, Component: VehicleLookup, css: [css, summaryCss] });
