import { onMount } from 'nanostores';
import * as api from '../api/vehicle';
import { EVENTS, emit } from '../../events';
import type { Facet, VehicleState } from '../schemas/vehicle';
import { $config } from '../../stores/config';
import { report } from '../../registry/report';
import { pageAtom, pageState } from '../../registry/page';

/** The shopper's vehicle (spec 1 §3 Vehicle state); `known` once the server has told us. */
export interface Vehicle {
  known: boolean;
  facets: Facet[];
  hasYmm: boolean;
  hasEngine: boolean;
  showUniversal: boolean;
}

export const $vehicle = pageAtom<Vehicle>({
  known: false,
  facets: [],
  hasYmm: false,
  hasEngine: false,
  showUniversal: true,
});

/** Whether a vehicle is chosen (the fitment button's "Select Vehicle" versus everything else). */
export const hasVehicle = (vehicle: Vehicle) => vehicle.facets.length > 0;

/** "2020 Ford F-150 LT": the facets' label values in order. */
export const vehicleName = (vehicle: Pick<Vehicle, 'facets'>) => vehicle.facets.map((f) => f.label_value).join(' ');

export const vehicleEnabled = () => $config.get().vehicle.vehicle_lookup_enabled;

// How many calls that answer the vehicle are on their way, and whether getVehicle was asked on this page.
const state = pageState(() => ({ incoming_: 0, requested_: false }));

/** validateFitment answers the vehicle too: while one is on its way, getVehicle is not needed. */
export function vehicleRequestStarted(): void {
  state.incoming_++;
}
export function vehicleRequestEnded(): void {
  state.incoming_ = Math.max(0, state.incoming_ - 1);
}

export function applyVehicle(answer: VehicleState): Vehicle {
  const vehicle = {
    known: true,
    facets: answer.facets,
    hasYmm: answer.hasYmm,
    hasEngine: answer.hasEngine,
    showUniversal: answer.show_universal,
  };
  $vehicle.set(vehicle);
  return vehicle;
}

/** Host-page event "vehicle changed" (README): on select, reset, facet removal and a maybe-part's choice. */
export function emitVehicleChanged(): void {
  emit(document, EVENTS.vehicleChanged, { vehicle: $vehicle.get() });
}

// Something shows the vehicle: the page config's saved vehicle, when the server wrote it, is the vehicle from the first
// render on (nothing moves when it arrives); else, if no fitment call brings it within this tick, ask getVehicle once.
onMount($vehicle, () => {
  const saved = $config.get().saved_vehicle;
  if (saved && !$vehicle.get().known) applyVehicle(saved);
  setTimeout(() => {
    if (state.requested_ || state.incoming_ > 0 || $vehicle.get().known || !vehicleEnabled()) return;
    void loadVehicle();
  }, 0);
});

/** GET getVehicle; vehicle calls show no message (spec 1 §8): a failure is logged and the vehicle stays unknown. */
export async function loadVehicle(): Promise<void> {
  state.requested_ = true;
  vehicleRequestStarted();
  try {
    applyVehicle(await api.getVehicle());
  } catch (error) {
    report(error, { action: 'vehicle could not be loaded' });
  } finally {
    vehicleRequestEnded();
  }
}
