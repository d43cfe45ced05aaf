import { it } from 'vitest';
import { demoStore } from '../helpers/demo-store';
import products from '../../../demo-pages/seed/products.json';
const store = demoStore();
it('probe', async () => {
  await store.json('/ymm/json/saveVehicle?add1=Year||2005||Year||2005&add2=MakeID||1||Make||Chevrolet&add3=ModelID||201||Model||Silverado%201500');
  const ps = (products as any).products as any[];
  const parts = ps.map((p) => `${p.aaia}~${p.mpn}`).join(',');
  const r = (await store.json(`/ymm/json/validateFitment?Parts=${encodeURIComponent(parts)}`)) as any;
  for (const p of r.parts) if (p.result === 'maybe') console.log(p.aaia, p.mpn, p.result, p.label, JSON.stringify(p.choices).slice(0, 300));
  const r2 = (await store.json(`/ymm/json/validateFitment?Parts=SDSP~SD-7294X,IRBK~IR-8228B&add=SubModelID||3||Sub%20Model||LT`)) as any;
  console.log(JSON.stringify(r2).slice(0, 600));
  const r3 = (await store.json(`/ymm/json/getVehicle`)) as any;
  console.log(JSON.stringify(r3).slice(0, 600));
});
