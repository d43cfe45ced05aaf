import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import vehicleLookup from '../../../islands/vehicle-lookup/index';
import { VehicleFlagsSchema } from '../../../src/schemas/config';
import { setConfig } from '../helpers/config';
import { vehicleColourStyle } from '../../../src/vehicle/ui/vehicle-colours';
import { demoStore } from '../helpers/demo-store';
import { renderIsland } from '../helpers/render-island';
import { resetCatalogStores } from '../helpers/stores';

// The vehicle service is the demo store's: a fresh session has no vehicle, and the years come from its data.
const store = demoStore();

beforeEach(() => {
  resetCatalogStores();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const COLOURS = {
  ymm_primary_color: '#a00000',
  ymm_primary_text_color: 'white',
  ymm_background_color: 'rgb(250, 245, 230)',
  ymm_text_color: '#222',
};

describe('the vehicle config\'s design colours (spec 1 §3 "and design colours")', () => {
  it('are config keys read by the config schema; a value that is not a colour is dropped, not passed into CSS', () => {
    const flags = v.parse(VehicleFlagsSchema, {
      ...COLOURS,
      ymm_text_color: 'red; background: url(https://evil.example/x)',
    });
    expect(flags).toMatchObject({
      ymm_primary_color: '#a00000',
      ymm_primary_text_color: 'white',
      ymm_background_color: 'rgb(250, 245, 230)',
      ymm_text_color: '',
    });
    expect(v.parse(VehicleFlagsSchema, {})).toMatchObject({ ymm_primary_color: '', ymm_text_color: '' });
    expect(vehicleColourStyle(flags)).toEqual({
      '--pi-ymm-primary': '#a00000',
      '--pi-ymm-primary-text': 'white',
      '--pi-ymm-background': 'rgb(250, 245, 230)',
    });
    expect(vehicleColourStyle(v.parse(VehicleFlagsSchema, {}))).toBeUndefined();
  });

  it('paint the selector: the module and the selector carry them as custom properties (navbar and modal)', async () => {
    setConfig({ vehicle: { vehicle_lookup_enabled: true, ...COLOURS } });
    renderIsland(vehicleLookup, { display: 'navbar' });
    const region = screen.getByRole('region', { name: 'Select Your Vehicle' });
    expect(region.style.getPropertyValue('--pi-ymm-primary')).toBe('#a00000');
    expect(region.style.getPropertyValue('--pi-ymm-background')).toBe('rgb(250, 245, 230)');
    await screen.findByLabelText('Year');
    expect(store.sent('GET /ymm/json/getVehicle')[0]?.answer?.status).toBe(200);
    const selector = region.querySelector<HTMLElement>('.pi-vehicle')!;
    expect(selector.style.getPropertyValue('--pi-ymm-primary-text')).toBe('white');
    expect(selector.style.getPropertyValue('--pi-ymm-text')).toBe('#222');
    renderIsland(vehicleLookup, { display: 'modal' });
    const open = screen.getByRole('button', { name: 'Select Your Vehicle' });
    expect(open.closest<HTMLElement>('.pi-vehicle-lookup')!.style.getPropertyValue('--pi-ymm-primary')).toBe('#a00000');
    // Every call the two selectors started has its answer before the page goes.
    await store.answered();
  });
});
