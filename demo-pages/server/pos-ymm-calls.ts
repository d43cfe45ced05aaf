/**
 * The few vehicle-service calls the POS vehicle modal needs (base /ymm/json/): years, makes, models, saveVehicle.
 * Minimal stand-ins: the vehicle fitment issue serves the full service. A path it already routes is left to it.
 */
import { HttpError, sendJson } from './http';
import { vehicleDisplay, type SessionVehicle } from './pos-session';
import type { Context, Route, RouteTable } from './router';

function intQuery(ctx: Context, name: string): number {
  const value = Number(ctx.query.get(name));
  if (!Number.isInteger(value) || value <= 0)
    throw new HttpError(400, `Query "${name}" must be a positive integer, got ${JSON.stringify(ctx.query.get(name))}.`);
  return value;
}

function modelsFor(ctx: Context, year: number) {
  return ctx.state.data.vehicles.models.filter((m) => year >= m.year_from && year <= m.year_to);
}

function makes(ctx: Context): void {
  const year = intQuery(ctx, 'Year');
  const ids = new Set(modelsFor(ctx, year).map((m) => m.MakeID));
  sendJson(
    ctx.res,
    200,
    ctx.state.data.vehicles.makes.filter((m) => ids.has(m.MakeID)),
  );
}

function models(ctx: Context): void {
  const make = intQuery(ctx, 'MakeID');
  const list = modelsFor(ctx, intQuery(ctx, 'Year')).filter((m) => m.MakeID === make);
  sendJson(
    ctx.res,
    200,
    list.map((m) => ({ ModelID: m.ModelID, ModelName: m.ModelName })),
  );
}

/** saveVehicle?add1..addN={field}||{value}||{label_field}||{label_value}; none resets the vehicle. */
function saveVehicle(ctx: Context): void {
  const facets: SessionVehicle['facets'] = [];
  for (const [name, value] of ctx.query) {
    if (!/^add\d+$/.test(name)) continue;
    const [api_field = '', api_value = '', label_field = '', label_value = ''] = value.split('||');
    if (!api_field || !api_value)
      throw new HttpError(400, `Query "${name}" must be {field}||{value}||{label_field}||{label_value}.`);
    facets.push({ api_field, api_value, label_field, label_value });
  }
  const pos = ctx.session().pos;
  pos.vehicle = facets.length ? { facets } : null;
  sendJson(ctx.res, 200, {
    action: facets.length ? 'saved' : 'reset',
    facets,
    hasYmm: facets.some((f) => f.api_field === 'Year'),
    hasEngine: facets.some((f) => f.api_field === 'EngineMfrID'),
    redirect: '',
    display: facets.length ? vehicleDisplay(facets) : '',
  });
}

export function addPosYmmCalls(routes: RouteTable): void {
  const calls: [string, Route['handle']][] = [
    ['/ymm/json/years', (ctx) => sendJson(ctx.res, 200, ctx.state.data.vehicles.years)],
    ['/ymm/json/makes', makes],
    ['/ymm/json/models', models],
    ['/ymm/json/saveVehicle', saveVehicle],
  ];
  for (const [path, handle] of calls)
    if (!routes.match(path)) routes.add(path, { methods: ['GET'], kind: 'call', handle });
}
