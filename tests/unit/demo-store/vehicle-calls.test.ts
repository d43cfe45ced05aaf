import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ValidateFitmentSchema, VehicleStateSchema } from '../../../src/vehicle/schemas/vehicle';
import {
  CatalogDetailsSchema,
  ChoicesSchema,
  MakesSchema,
  ModelsSchema,
  SaveVehicleSchema,
  YearsSchema,
} from '../../../src/vehicle/kit/schemas/vehicle-service';
import { type TestStore, type Visitor, withDemoStore } from './helpers';

let store!: TestStore;
let shopper!: Visitor;
withDemoStore({ store: (s) => (store = s), visitor: (x) => (shopper = x) });

const SILVERADO_2005 =
  'add1=Year||2005||Year||2005&add2=MakeID||1||Make||Chevrolet&add3=ModelID||201||Model||Silverado%201500';
const GM_VORTEC =
  'add1=EngineMfrID||1||Engine%20Manufacturer||GM&add2=EngineFamilyID||101||Engine%20Family||Vortec&add3=EngineSizeID||1001||Engine%20Size||4.8L%20V8';

async function validate(visitor: Visitor, parts: string, add = '') {
  const body = await visitor.json(
    `/ymm/json/validateFitment?Parts=${parts}${add ? `&add=${encodeURIComponent(add)}` : ''}`,
  );
  return v.parse(ValidateFitmentSchema, body);
}
const results = (answer: Awaited<ReturnType<typeof validate>>) =>
  Object.fromEntries(answer.parts.map((p) => [p.mpn, p.result]));

describe('vehicle service lists (/ymm/json/ and the legacy route)', () => {
  it('years descending 2026..1995; makes of a year by name; models of a make in that year; the legacy route answers the same', async () => {
    const years = v.parse(YearsSchema, await shopper.json('/ymm/json/years'));
    expect(years[0]?.value).toBe('2026');
    expect(years.at(-1)?.value).toBe('1995');
    const makes = v.parse(MakesSchema, await shopper.json('/ymm/json/makes?Year=2005')).map((m) => m.label);
    expect(makes).toEqual(['Chevrolet', 'Dodge', 'Ford', 'GMC', 'Honda', 'Jeep', 'Nissan', 'Subaru', 'Toyota']);
    const models = v.parse(ModelsSchema, await shopper.json('/ymm/json/models?Year=2005&MakeID=1')).map((m) => m.label);
    expect(models).toEqual(['Camaro', 'Colorado', 'Silverado 1500', 'Tahoe']);
    expect(await shopper.json('/catalog/index.php?route=ymm/json/models&Year=2005&MakeID=1')).toEqual(
      await shopper.json('/ymm/json/models?Year=2005&MakeID=1'),
    );
  });

  it('choices of a model; a sub model narrows the bed lengths', async () => {
    const all = v.parse(ChoicesSchema, await shopper.json('/ymm/json/choices?Year=2005&MakeID=1&ModelID=201')).choices;
    expect(all.map((g) => g.api_field)).toEqual(['SubModelID', 'BodyTypeID', 'BedLengthID']);
    expect(all[2]!.values).toHaveLength(3);
    const wt = v.parse(
      ChoicesSchema,
      await shopper.json('/ymm/json/choices?Year=2005&MakeID=1&ModelID=201&SubModelID=1'),
    ).choices;
    expect(wt[2]!.values.map((o) => o.label)).toEqual(['6 ft. 6 in.', '8 ft.']);
  });

  it('engine manufacturers, families of a manufacturer, sizes of a family', async () => {
    expect(((await shopper.json('/ymm/json/engine_mfrs')) as unknown as unknown[]).length).toBe(7);
    expect(await shopper.json('/ymm/json/engine_family_sizes?EngineMfrID=1')).toEqual([
      { EngineFamilyID: 101, EngineFamilyName: 'Vortec' },
      { EngineFamilyID: 102, EngineFamilyName: 'EcoTec3' },
      { EngineFamilyID: 103, EngineFamilyName: 'Duramax' },
    ]);
    expect(
      (
        (await shopper.json('/ymm/json/engine_sizes?EngineMfrID=1&EngineFamilyID=101')) as unknown as {
          EngineSizeName: string;
        }[]
      )[0]?.EngineSizeName,
    ).toBe('4.8L V8');
  });

  it('is strict: a missing, malformed or unknown parameter, a model of another make, a family of another manufacturer', async () => {
    expect((await shopper.request('/ymm/json/makes')).status).toBe(400);
    expect((await shopper.request('/ymm/json/makes?Year=abc')).status).toBe(400);
    expect((await shopper.request('/ymm/json/makes?Year=2005&year=2005')).status).toBe(400);
    expect((await shopper.request('/ymm/json/choices?Year=2005&MakeID=2&ModelID=201')).status).toBe(400);
    expect((await shopper.request('/ymm/json/choices?Year=2005&MakeID=1&ModelID=201&SubModelID=99')).status).toBe(400);
    expect((await shopper.request('/ymm/json/engine_sizes?EngineMfrID=2&EngineFamilyID=101')).status).toBe(400);
    expect((await shopper.request('/ymm/json/years', { method: 'POST' })).status).toBe(405);
  });
});

describe('the saved vehicle (per session)', () => {
  it('saveVehicle with year, make and model; getVehicle; another session has none; no parameters resets', async () => {
    const saved = v.parse(SaveVehicleSchema, await shopper.json(`/ymm/json/saveVehicle?${SILVERADO_2005}`));
    expect(saved).toMatchObject({ action: 'saved', hasYmm: true, hasEngine: false, redirect: '' });
    expect(saved.facets.map((f) => f.label_value)).toEqual(['2005', 'Chevrolet', 'Silverado 1500']);
    expect(v.parse(VehicleStateSchema, await shopper.json('/ymm/json/getVehicle')).facets).toHaveLength(3);
    const other = new (shopper.constructor as new (base: string) => Visitor)(store.base);
    expect(v.parse(VehicleStateSchema, await other.json('/ymm/json/getVehicle')).facets).toEqual([]);
    expect(v.parse(SaveVehicleSchema, await shopper.json('/ymm/json/saveVehicle'))).toMatchObject({
      action: 'reset',
      facets: [],
      hasYmm: false,
    });
  });

  it('saveVehicle with an engine; an incomplete vehicle, a gap in addN or an unknown value is refused', async () => {
    expect(v.parse(SaveVehicleSchema, await shopper.json(`/ymm/json/saveVehicle?${GM_VORTEC}`))).toMatchObject({
      hasEngine: true,
      hasYmm: false,
    });
    expect(
      (await shopper.request('/ymm/json/saveVehicle?add1=Year||2005||Year||2005&add2=MakeID||1||Make||Chevrolet'))
        .status,
    ).toBe(400);
    expect(
      (await shopper.request('/ymm/json/saveVehicle?add1=Year||2005||Year||2005&add3=MakeID||1||Make||Chevrolet'))
        .status,
    ).toBe(400);
    expect(
      (
        await shopper.request(
          '/ymm/json/saveVehicle?add1=Year||1900||Year||1900&add2=MakeID||1||Make||C&add3=ModelID||201||Model||S',
        )
      ).status,
    ).toBe(400);
    expect((await shopper.request('/ymm/json/saveVehicle?add1=Colour||1||Colour||Red')).status).toBe(400);
  });

  it('remove_facet removes the facet and what depends on it; toggle_universal flips Show Universal Parts', async () => {
    await shopper.json(`/ymm/json/saveVehicle?${SILVERADO_2005}&add4=SubModelID||3||Sub%20Model||LT`);
    const after = v.parse(VehicleStateSchema, await shopper.json('/ymm/json/remove_facet?remove=MakeID'));
    expect(after.facets.map((f) => f.api_field)).toEqual(['Year']);
    expect(after.hasYmm).toBe(false);
    expect((await shopper.request('/ymm/json/remove_facet?remove=Colour')).status).toBe(400);
    expect(v.parse(VehicleStateSchema, await shopper.json('/ymm/json/toggle_universal')).show_universal).toBe(false);
    expect(v.parse(VehicleStateSchema, await shopper.json('/ymm/json/toggle_universal')).show_universal).toBe(true);
  });
});

describe('validateFitment: every result kind', () => {
  const PARTS = 'IRBK~IR-8476A,IRBK~IR-8228B,SDSP~SD-7294X,TRBD~TR-8445HD,HLMK~HL-8397X,NOPE~X-1';

  it('no vehicle: maybe (select a vehicle), universal, unknown; the answer carries the vehicle', async () => {
    const answer = await validate(shopper, PARTS);
    expect(results(answer)).toEqual({
      'IR-8476A': 'maybe',
      'IR-8228B': 'maybe',
      'SD-7294X': 'maybe',
      'TR-8445HD': 'universal',
      'HL-8397X': 'unknown',
      'X-1': 'unknown',
    });
    expect(answer.vehicle).toMatchObject({ facets: [], hasYmm: false });
  });

  it('a 2005 Silverado 1500: yes, no, universal, unknown, and maybe where a sub model decides', async () => {
    await shopper.json(`/ymm/json/saveVehicle?${SILVERADO_2005}`);
    const answer = await validate(shopper, PARTS);
    expect(results(answer)).toEqual({
      'IR-8476A': 'no',
      'IR-8228B': 'yes',
      'SD-7294X': 'maybe',
      'TR-8445HD': 'universal',
      'HL-8397X': 'unknown',
      'X-1': 'unknown',
    });
    const boards = answer.parts.find((p) => p.mpn === 'SD-7294X')!;
    expect(boards.choices?.[0]).toMatchObject({ api_field: 'SubModelID', label_field: 'Sub Model' });
    expect(boards).toMatchObject({
      label: 'Choose your Sub Model to confirm fitment',
      name: 'SideStep Power Retractable Running Boards',
    });
    expect(answer.parts.find((p) => p.mpn === 'IR-8228B')).toMatchObject({
      label: 'Fits your 2005 Chevrolet Silverado 1500',
      notes: expect.stringContaining('Applications: 1999-2005 Chevrolet Silverado 1500'),
    });
  });

  it('add= adds the choice to the saved vehicle before validating: a fitting sub model is yes, another is no', async () => {
    await shopper.json(`/ymm/json/saveVehicle?${SILVERADO_2005}`);
    const wt = await validate(shopper, 'SDSP~SD-7294X', 'SubModelID||1||Sub Model||WT');
    expect(results(wt)).toEqual({ 'SD-7294X': 'yes' });
    expect(wt.vehicle.facets.at(-1)).toEqual({
      api_field: 'SubModelID',
      api_value: '1',
      label_field: 'Sub Model',
      label_value: 'WT',
    });
    expect(results(await validate(shopper, 'SDSP~SD-7294X', 'SubModelID||4||Sub Model||RST'))).toEqual({
      'SD-7294X': 'no',
    });
  });

  it('a bed length decides a tonneau cover', async () => {
    await shopper.json(
      '/ymm/json/saveVehicle?add1=Year||2022||Year||2022&add2=MakeID||4||Make||Jeep&add3=ModelID||214||Model||Gladiator',
    );
    const answer = await validate(shopper, 'APXC~AP-3842HD');
    expect(answer.parts[0]).toMatchObject({ result: 'maybe', choices: [{ api_field: 'BedLengthID' }] });
    expect(results(await validate(shopper, 'APXC~AP-3842HD', 'BedLengthID||3||Bed Length||x'))).toEqual({
      'AP-3842HD': 'yes',
    });
  });

  it('an engine vehicle: engine parts fit or not; a vehicle part offers its years, then makes, then models', async () => {
    await shopper.json(`/ymm/json/saveVehicle?${GM_VORTEC}`);
    const answer = await validate(shopper, 'PRGD~PR-7807A,AFLW~AF-7445HD,IRBK~IR-8476A');
    expect(results(answer)).toEqual({ 'PR-7807A': 'yes', 'AF-7445HD': 'no', 'IR-8476A': 'maybe' });
    expect(answer.parts[2]!.choices?.[0]?.api_field).toBe('Year');
    expect(answer.parts[2]!.choices?.[0]?.values.map((o) => o.value)).toContain('2016');
    const year = await validate(shopper, 'IRBK~IR-8476A', 'Year||2016||Year||2016');
    expect(year.parts[0]!.choices?.[0]?.api_field).toBe('MakeID');
    const make = await validate(shopper, 'IRBK~IR-8476A', 'MakeID||2||Make||Ford');
    expect(make.parts[0]!.choices?.[0]?.api_field).toBe('ModelID');
    const model = await validate(shopper, 'IRBK~IR-8476A', 'ModelID||205||Model||F-150');
    expect(model.parts[0]!.result).toBe('yes');
    expect(model.vehicle).toMatchObject({ hasYmm: true, hasEngine: true });
  });

  it('is strict: Parts must be aaia~mpn pairs; add must be field||value||label||name with a known field', async () => {
    expect((await shopper.request('/ymm/json/validateFitment?Parts=IRBK')).status).toBe(400);
    expect((await shopper.request('/ymm/json/validateFitment')).status).toBe(400);
    expect((await shopper.request('/ymm/json/validateFitment?Parts=A~1&add=Year')).status).toBe(400);
    expect((await shopper.request('/ymm/json/validateFitment?Parts=A~1&add=Colour||1||C||Red')).status).toBe(400);
  });
});

describe('POST getCatalogDetails', () => {
  it('counts the parts of the series, category and brand that fit the vehicle, with links; every field is required', async () => {
    await shopper.json(
      '/ymm/json/saveVehicle?add1=Year||2016||Year||2016&add2=MakeID||1||Make||Chevrolet&add3=ModelID||201||Model||Silverado%201500',
    );
    const fields = {
      product_id: 1,
      aaia: 'IRBK',
      mpn: 'IR-8476A',
      category_id: 22,
      manufacturer_id: 11,
      series_id: 11022,
    };
    const res = await shopper.form('/ymm/json/getCatalogDetails', fields);
    const details = v.parse(CatalogDetailsSchema, await res.json());
    expect(details.categoryCount).toBeGreaterThanOrEqual(1);
    expect(details.manufacturerCount).toBeGreaterThanOrEqual(details.seriesCount);
    expect(details).toMatchObject({
      categoryUrl: '/product/category?path=22',
      manufacturerUrl: '/product/manufacturer/info?manufacturer_id=11',
    });
    const { series_id: _missing, ...partial } = fields;
    expect((await shopper.form('/ymm/json/getCatalogDetails', partial)).status).toBe(400);
    expect((await shopper.request('/ymm/json/getCatalogDetails')).status).toBe(405);
  });
});

describe('vehicle pages', () => {
  const mounts = async (path: string) =>
    [...(await (await shopper.request(path)).text()).matchAll(/data-mount="([a-z-]+)"/g)].map((m) => m[1]);

  it('vehicle lookup is on by default: the navbar selector on every page but the product page, the home module, the product panel, the legacy form; off, none of them', async () => {
    const on = 'demo_vehicle.vehicle_lookup_enabled=1';
    expect(await mounts('/product/catalog')).toContain('vehicle-lookup');
    expect(await mounts('/product/catalog?demo_vehicle.vehicle_lookup_enabled=0')).not.toContain('vehicle-lookup');
    expect(await mounts('/common/home?demo_vehicle.vehicle_lookup_enabled=0')).not.toContain('vehicle-lookup');
    expect(await mounts(`/product/catalog?${on}`)).toContain('vehicle-lookup');
    expect((await mounts(`/common/home?${on}`)).filter((m) => m === 'vehicle-lookup')).toHaveLength(2);
    const product = await mounts(`/product/product?product_id=1&${on}`);
    expect(product).toContain('product-vehicle-lookup');
    expect(product).not.toContain('vehicle-lookup');
    const html = await (await shopper.request(`/demo/legacy-vehicle-form?${on}`)).text();
    expect(html).toContain('{"display":"navbar","legacy":true}');
  });

  it('listing products carry the catalog details ids', async () => {
    const html = await (await shopper.request('/product/catalog')).text();
    expect(html).toContain('"category_id":22,"manufacturer_id":11,"series_id":11022');
  });
});
