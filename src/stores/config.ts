import { atom } from 'nanostores';
import * as v from 'valibot';
import { setStaffToken } from '../api/client';
import { setEndpoints } from '../api/endpoints';
import { setPageMoney } from '../lib/money';
import { report } from '../registry/report';
import { describeIssues } from '../schemas/describe-issues';
import { CONFIG_ELEMENT_ID, PageConfigSchema, type PageConfig } from '../schemas/config';
import { onTestReset } from '../lib/test-reset';

/** Page settings from the config block, validated once. Islands read it; nothing writes it after boot. */
export const $config = atom<PageConfig>(v.parse(PageConfigSchema, {}));

/** Every write goes through here: api/ gets the server bases without importing the store. */
function publish(config: PageConfig): void {
  $config.set(config);
  setEndpoints(config.endpoints);
  setStaffToken(config.staff_token);
  setPageMoney({ currency: config.currency, locale: config.locale, rate: config.currency_rate });
}

let loaded: { error: string | null } | null = null;

/** Reads and validates the page's config block once; returns the error (naming the field) if it is invalid. */
export function loadConfig(doc: Document = document): string | null {
  if (loaded) return loaded.error;
  let error: string | null = null;
  const el = doc.getElementById(CONFIG_ELEMENT_ID);
  try {
    const raw: unknown = el?.textContent?.trim() ? JSON.parse(el.textContent) : {};
    const result = v.safeParse(PageConfigSchema, raw);
    if (result.success) publish(result.output);
    else error = `invalid page config ${describeIssues(result.issues)}`;
  } catch (e) {
    error = `invalid page config: ${(e as Error).message}`;
  }
  if (error) report(undefined, { action: error });
  loaded = { error };
  return error;
}

/** Tests and the demo may set the config directly. */
export function setConfig(input: v.InferInput<typeof PageConfigSchema>): void {
  publish(v.parse(PageConfigSchema, input));
  loaded = { error: null };
}

if (process.env.NODE_ENV !== 'production') {
  onTestReset(function resetConfig() {
    loaded = null;
    publish(v.parse(PageConfigSchema, {}));
  });
}
