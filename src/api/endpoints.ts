import * as v from 'valibot';
import { PageConfigSchema, type PageConfig } from '../schemas/config';

type Endpoints = PageConfig['endpoints'];

// The page config's defaults until the config store hands over the page's own (api/ never imports stores).
let bases: Endpoints = v.parse(PageConfigSchema, {}).endpoints;

/** Called by the config store whenever the page config changes. */
export function setEndpoints(endpoints: Endpoints): void {
  bases = endpoints;
}

/** The server area bases of the page config. */
export function endpoint(area: keyof Endpoints): string {
  return bases[area];
}
