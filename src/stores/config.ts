import * as v from 'valibot';
import { setStaffToken } from '../api/client';
import { setEndpoints } from '../api/endpoints';
import { setPageMoney } from '../lib/money';
import { report } from '../registry/report';
import { describeIssues } from '../schemas/describe-issues';
import { CONFIG_ELEMENT_ID, PageConfigSchema, type PageConfig } from '../schemas/config';
import { pageAtom, pageState } from '../registry/page';

/** Page settings from the config block, validated once. Islands read it; nothing writes it after boot. */
export const $config = pageAtom<PageConfig>(() => v.parse(PageConfigSchema, {}));

/** Every write goes through here: api/ gets the server bases without importing the store. */
function publish(config: PageConfig): void {
  $config.set(config);
  setEndpoints(config.endpoints);
  setStaffToken(config.staff_token);
  setPageMoney({ currency: config.currency, locale: config.locale, rate: config.currency_rate });
}

// The config block this page read (its text) and what was wrong with it. A stopped page has read none: api/ and the
// money helper go back to the defaults with it.
const state = pageState(() => ({
  loaded_: null as { text: string; error: string | null } | null,
  stop() {
    publish(v.parse(PageConfigSchema, {}));
  },
}));

/**
 * Reads and validates the page's config block once; returns the error (naming the field) if it is invalid. A block the
 * host page replaced (a visit that swaps the head, a test giving the page another config) is read again; a block taken
 * away leaves what was read.
 */
export function loadConfig(doc: Document = document): string | null {
  const el = doc.getElementById(CONFIG_ELEMENT_ID);
  const text = el?.textContent?.trim() ?? '';
  if (state.loaded_ && (!el || state.loaded_.text === text)) return state.loaded_.error;
  let error: string | null = null;
  try {
    const result = v.safeParse(PageConfigSchema, text ? JSON.parse(text) : {});
    if (result.success) publish(result.output);
    else error = `invalid page config ${describeIssues(result.issues)}`;
  } catch (e) {
    error = `invalid page config: ${(e as Error).message}`;
  }
  if (error) report(undefined, { action: error });
  state.loaded_ = { text, error };
  return error;
}
