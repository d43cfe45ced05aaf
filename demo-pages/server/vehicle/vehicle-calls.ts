/**
 * The vehicle service, base /ymm/json/ (spec 1 §7): lists, choices, validateFitment, saveVehicle, remove_facet,
 * toggle_universal, getVehicle and POST getCatalogDetails. The legacy form's `catalog/index.php?route=ymm/json/…`
 * reaches the same routes (router.ts). The saved vehicle lives in the session.
 */
import { DEPENDANTS, FACETS, hasEngine, hasYmm, seriesId, VehicleData, type VehicleFacet } from './fitment';
import { checkFields, intField } from '../core/form';
import { HttpError, sendJson } from '../core/http';
import { get, post, type Context, type RouteTable } from '../core/router';
import type { Session } from '../core/session';

const BASE = '/ymm/json/';

const data = (ctx: Context) => new VehicleData(ctx.state.data.vehicles);

/** Query parameters the way a strict server reads them: none unknown, required ones present, ids as integers. */
function query(
  ctx: Context,
  rules: Record<string, 'int' | 'text' | 'int?' | 'text?'>,
  adds = false,
): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const key of new Set(ctx.query.keys())) {
    if (!(key in rules) && !(adds && /^add\d+$/.test(key)))
      throw new HttpError(
        400,
        `Unknown parameter "${key}". Expected ${
          Object.keys(rules)
            .map((k) => `"${k}"`)
            .join(', ') || 'none'
        }.`,
      );
    if (ctx.query.getAll(key).length > 1) throw new HttpError(400, `Parameter "${key}" is given more than once.`);
  }
  for (const [key, rule] of Object.entries(rules)) {
    const value = ctx.query.get(key) ?? undefined;
    if (value === undefined || value === '') {
      if (!rule.endsWith('?')) throw new HttpError(400, `Missing required parameter "${key}".`);
      continue;
    }
    if (rule.startsWith('int') && !/^\d+$/.test(value))
      throw new HttpError(400, `Parameter "${key}" must be an integer, got ${JSON.stringify(value)}.`);
    out[key] = value;
  }
  return out;
}

/** The session's one vehicle: fitment's, and the POS cart's active vehicle (pos-session.ts) with it. */
function storeVehicle(session: Session, facets: VehicleFacet[]): void {
  session.vehicle = facets;
  session.pos.vehicle = facets.length ? { facets } : null;
}

/** The vehicle state every call answers (spec 1 §3 Vehicle state). */
export function vehicleState(session: Session) {
  return {
    facets: session.vehicle,
    hasYmm: hasYmm(session.vehicle),
    hasEngine: hasEngine(session.vehicle),
    show_universal: session.showUniversal,
  };
}

/** `field||value||label field||label value` (add, addN); the store keeps its own labels for the value. */
function parseFacet(text: string, name: string): { field: string; value: string } {
  const parts = text.split('||');
  if (parts.length !== 4 || !parts[0] || !parts[1])
    throw new HttpError(400, `Parameter "${name}" must be field||value||label||name, got ${JSON.stringify(text)}.`);
  return { field: parts[0], value: parts[1] };
}

/** Puts facets into a vehicle: a field replaces its old value and drops what depended on it. */
function withFacets(vehicle: VehicleFacet[], added: VehicleFacet[]): VehicleFacet[] {
  let next = vehicle;
  for (const f of added) {
    const drop = new Set([f.api_field, ...(DEPENDANTS[f.api_field] ?? [])]);
    next = [...next.filter((x) => !drop.has(x.api_field)), f];
  }
  const order = Object.keys(FACETS);
  return next.sort((a, b) => order.indexOf(a.api_field) - order.indexOf(b.api_field));
}

function lists(routes: RouteTable): void {
  routes
    .add(
      `${BASE}years`,
      get((ctx) => {
        query(ctx, {});
        sendJson(ctx.res, 200, data(ctx).years());
      }),
    )
    .add(
      `${BASE}makes`,
      get((ctx) => {
        const q = query(ctx, { Year: 'int' });
        sendJson(ctx.res, 200, data(ctx).makes(Number(q.Year)));
      }),
    )
    .add(
      `${BASE}models`,
      get((ctx) => {
        const q = query(ctx, { Year: 'int', MakeID: 'int' });
        sendJson(ctx.res, 200, data(ctx).models(Number(q.Year), Number(q.MakeID)));
      }),
    )
    .add(
      `${BASE}choices`,
      get((ctx) => {
        const q = query(ctx, {
          Year: 'int',
          MakeID: 'int',
          ModelID: 'int',
          SubModelID: 'int?',
          BedLengthID: 'int?',
          BodyTypeID: 'int?',
        });
        const d = data(ctx);
        const model = d.model(Number(q.ModelID));
        if (
          !model ||
          model.MakeID !== Number(q.MakeID) ||
          Number(q.Year) < model.year_from ||
          Number(q.Year) > model.year_to
        ) {
          throw new HttpError(400, `No model ${q.ModelID} of make ${q.MakeID} in ${q.Year}.`);
        }
        // Every chosen value must be one the model has.
        let facets: VehicleFacet[] = [];
        for (const field of ['Year', 'MakeID', 'ModelID', 'SubModelID', 'BodyTypeID', 'BedLengthID']) {
          if (q[field] !== undefined) facets = [...facets, ...d.facet(field, q[field]!, facets)];
        }
        sendJson(ctx.res, 200, { choices: d.choices(model, new Map(facets.map((f) => [f.api_field, f.api_value]))) });
      }),
    )
    .add(
      `${BASE}engine_mfrs`,
      get((ctx) => {
        query(ctx, {});
        sendJson(ctx.res, 200, data(ctx).engineMfrs());
      }),
    )
    .add(
      `${BASE}engine_family_sizes`,
      get((ctx) => {
        const q = query(ctx, { EngineMfrID: 'int' });
        const d = data(ctx);
        d.facet('EngineMfrID', q.EngineMfrID!, []);
        sendJson(ctx.res, 200, d.engineFamilies(Number(q.EngineMfrID)));
      }),
    )
    .add(
      `${BASE}engine_sizes`,
      get((ctx) => {
        const q = query(ctx, { EngineMfrID: 'int', EngineFamilyID: 'int' });
        const d = data(ctx);
        d.facet('EngineFamilyID', q.EngineFamilyID!, d.facet('EngineMfrID', q.EngineMfrID!, []));
        sendJson(ctx.res, 200, d.engineSizes(Number(q.EngineFamilyID)));
      }),
    );
}

function validateFitment(ctx: Context): void {
  const q = query(ctx, { Parts: 'text?', add: 'text?' });
  const session = ctx.session();
  const d = data(ctx);
  if (q.add !== undefined) {
    const { field, value } = parseFacet(q.add, 'add');
    storeVehicle(session, withFacets(session.vehicle, d.facet(field, value, session.vehicle)));
  }
  const parts = (q.Parts ?? '')
    .split(',')
    .filter(Boolean)
    .map((text) => {
      const [aaia, mpn, extra] = text.split('~');
      if (aaia === undefined || mpn === undefined || extra !== undefined || !mpn)
        throw new HttpError(400, `Parameter "Parts" must be aaia~mpn,…; got ${JSON.stringify(text)}.`);
      return { aaia, mpn };
    });
  if (!parts.length && q.add === undefined)
    throw new HttpError(400, 'Parameter "Parts" must list at least one aaia~mpn.');
  const products = ctx.state.data.products;
  sendJson(ctx.res, 200, {
    parts: parts.map(({ aaia, mpn }) => {
      const rule = ctx.state.data.fitment.find((r) => r.aaia === aaia && r.mpn === mpn);
      const product = products.find((p) => p.aaia === aaia && p.mpn === mpn);
      return d.fitment(rule, aaia, mpn, product?.name ?? '', session.vehicle);
    }),
    vehicle: vehicleState(session),
  });
}

/** saveVehicle?add1..addN: a complete year/make/model or engine, or nothing (reset). */
function saveVehicle(ctx: Context): void {
  query(ctx, {}, true);
  const session = ctx.session();
  const adds = [...ctx.query.keys()].sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)));
  adds.forEach((key, i) => {
    if (key !== `add${i + 1}`)
      throw new HttpError(400, `Parameters must be add1..addN in sequence; "add${i + 1}" is missing.`);
  });
  const d = data(ctx);
  let facets: VehicleFacet[] = [];
  for (const key of adds) {
    const { field, value } = parseFacet(ctx.query.get(key) ?? '', key);
    if (facets.some((f) => f.api_field === field)) throw new HttpError(400, `Vehicle field "${field}" is given twice.`);
    facets = withFacets(facets, d.facet(field, value, facets));
  }
  if (facets.length && !hasYmm(facets) && !hasEngine(facets)) {
    throw new HttpError(
      400,
      'A vehicle needs Year, MakeID and ModelID, or EngineMfrID, EngineFamilyID and EngineSizeID.',
    );
  }
  storeVehicle(session, facets);
  const redirect = (session.settings.vehicle as { ymm_redirect?: string } | undefined)?.ymm_redirect ?? '';
  sendJson(ctx.res, 200, { action: facets.length ? 'saved' : 'reset', ...vehicleState(session), redirect });
}

function removeFacet(ctx: Context): void {
  const q = query(ctx, { remove: 'text' });
  if (!(q.remove! in FACETS))
    throw new HttpError(400, `Unknown vehicle field "${q.remove}". Expected one of ${Object.keys(FACETS).join(', ')}.`);
  const session = ctx.session();
  const drop = new Set([q.remove!, ...(DEPENDANTS[q.remove!] ?? [])]);
  storeVehicle(
    session,
    session.vehicle.filter((f) => !drop.has(f.api_field)),
  );
  sendJson(ctx.res, 200, vehicleState(session));
}

/** POST getCatalogDetails: how many parts of the part's series, category and brand fit the saved vehicle. */
async function catalogDetails(ctx: Context): Promise<void> {
  const form = await ctx.form();
  const int = { kind: 'int', required: true } as const;
  checkFields(form, {
    product_id: int,
    aaia: { kind: 'string', required: true },
    mpn: { kind: 'string', required: true },
    category_id: int,
    manufacturer_id: int,
    series_id: int,
  });
  const id = intField(form, 'product_id')!;
  if (!ctx.state.products.has(id)) throw new HttpError(400, `Field "product_id": no product with id ${id}.`);
  const session = ctx.session();
  const d = data(ctx);
  const fitting = ctx.state.data.products.filter((p) => {
    const rule = ctx.state.data.fitment.find((r) => r.aaia === p.aaia && r.mpn === p.mpn);
    const result = d.fitment(rule, p.aaia, p.mpn, p.name, session.vehicle).result;
    return result === 'yes' || result === 'universal';
  });
  const category = intField(form, 'category_id')!;
  const brand = intField(form, 'manufacturer_id')!;
  const series = intField(form, 'series_id')!;
  sendJson(ctx.res, 200, {
    seriesCount: fitting.filter((p) => seriesId(p) === series).length,
    categoryCount: fitting.filter((p) => p.category_id === category).length,
    manufacturerCount: fitting.filter((p) => p.manufacturer_id === brand).length,
    seriesUrl: `/product/manufacturer/info?manufacturer_id=${brand}&series_id=${series}`,
    categoryUrl: `/product/category?path=${category}`,
    manufacturerUrl: `/product/manufacturer/info?manufacturer_id=${brand}`,
  });
}

export function addVehicleCalls(routes: RouteTable): void {
  lists(routes);
  routes
    .add(
      `${BASE}getVehicle`,
      get((ctx) => {
        query(ctx, {});
        sendJson(ctx.res, 200, vehicleState(ctx.session()));
      }),
    )
    .add(`${BASE}validateFitment`, get(validateFitment))
    .add(`${BASE}saveVehicle`, get(saveVehicle))
    .add(`${BASE}remove_facet`, get(removeFacet))
    .add(
      `${BASE}toggle_universal`,
      get((ctx) => {
        query(ctx, {});
        const session = ctx.session();
        session.showUniversal = !session.showUniversal;
        sendJson(ctx.res, 200, vehicleState(session));
      }),
    )
    .add(`${BASE}getCatalogDetails`, post(catalogDetails));
}
