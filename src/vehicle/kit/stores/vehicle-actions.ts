// What the vehicle selector does with the shopper's vehicle (spec 1 §4 Vehicle selection order).
import * as api from '../api/vehicle-service';
import type { Facet } from '../../schemas/vehicle';
import { $config } from '../../../stores/config';
import { ENGINE_REVALIDATION_MS, revalidateAll } from '../../stores/fitment';
import { $nextChoice, refreshAfterChoices } from './fitment-choice';
import { applyVehicle, emitVehicleChanged } from '../../stores/vehicle';
import { report, type ActingIsland } from '../../../registry/report';

/** The store's home page: the configured home, or OpenCart's common/home route. */
export function isHomePage(): boolean {
  const { pathname, searchParams } = new URL(window.location.href);
  const home = new URL($config.get().endpoints.home_page, window.location.href).pathname;
  return (
    pathname === home || pathname.replace(/\/$/, '') === '/common/home' || searchParams.get('route') === 'common/home'
  );
}

/**
 * Saves the vehicle. On the home page the browser goes to the redirect, or reloads without one; elsewhere every part on the page is
 * revalidated (1 s later for an engine), and with ymm_page_refresh the page reloads, unless a maybe-part now needs a
 * choice: then it reloads once the choices are made. Vehicle calls show no message: false when it failed (logged, naming
 * the `island` acted in, as every action here does).
 */
export async function saveVehicle(facets: Facet[], by: 'ymm' | 'engine', island?: ActingIsland): Promise<boolean> {
  let answer: Awaited<ReturnType<typeof api.saveVehicle>>;
  try {
    answer = await api.saveVehicle(facets);
  } catch (error) {
    report(error, { island, action: 'vehicle could not be saved' });
    return false;
  }
  applyVehicle(answer);
  emitVehicleChanged();
  const flags = $config.get().vehicle;
  const redirect = answer.redirect || flags.ymm_redirect;
  if (isHomePage()) {
    // "On the home page with a redirect configured, the browser goes to the redirect after saving. Otherwise the page reloads."
    if (redirect) window.location.assign(redirect);
    else window.location.reload();
    return true;
  }
  await revalidateAll({ delayMs: by === 'engine' ? ENGINE_REVALIDATION_MS : 0 });
  if (flags.ymm_page_refresh) {
    if ($nextChoice.get()) refreshAfterChoices();
    else window.location.reload();
  }
  return true;
}

async function changeAndReload(
  what: string,
  request: () => ReturnType<typeof api.removeFacet>,
  island?: ActingIsland,
): Promise<boolean> {
  try {
    applyVehicle(await request());
  } catch (error) {
    report(error, { island, action: `vehicle ${what} failed` });
    return false;
  }
  emitVehicleChanged();
  window.location.reload();
  return true;
}

/**
 * Takes the vehicle off the session (the POS cart's Remove Vehicle): saveVehicle with no parameters, the page hears
 * vehicle-changed, and every part on the page is asked about again in one call; with ymm_page_refresh the page reloads
 * instead, as a reset does (spec 1 §4 "with a page refresh when configured"). False when it failed.
 */
export async function clearVehicle(island?: ActingIsland): Promise<boolean> {
  try {
    applyVehicle(await api.saveVehicle([]));
  } catch (error) {
    report(error, { island, action: 'vehicle could not be removed' });
    return false;
  }
  emitVehicleChanged();
  if ($config.get().vehicle.ymm_page_refresh) {
    window.location.reload();
    return true;
  }
  await revalidateAll();
  return true;
}

/** Reset: saveVehicle with no parameters, then the page reloads. */
export function resetVehicle(island?: ActingIsland): Promise<boolean> {
  return changeAndReload('reset', () => api.saveVehicle([]), island);
}

/** remove_facet?remove={field}, then the page reloads. */
export function removeVehicleFacet(field: string, island?: ActingIsland): Promise<boolean> {
  return changeAndReload('facet removal', () => api.removeFacet(field), island);
}

/** toggle_universal: the page's listings change with it, so the page reloads. */
export async function toggleUniversalParts(island?: ActingIsland): Promise<boolean> {
  try {
    applyVehicle(await api.toggleUniversal());
  } catch (error) {
    report(error, { island, action: 'universal parts could not be toggled' });
    return false;
  }
  window.location.reload();
  return true;
}
