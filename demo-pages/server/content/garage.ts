/** The interactive garage (spec 3 §3) on the demo pages: its settings per request and its mount point. */
import { GARAGE_SETTINGS } from './content-data';
import { mount } from '../core/html';
import type { Context } from '../core/router';
import { garageToggles } from '../qa/toggles';

/** Settings for this page: the store's, then `?demo_garage=1|0|throws|missing` and `?demo_garage.<key>=0|1`. */
export function garageSettings(ctx: Context, on = false): Record<string, unknown> {
  const settings: Record<string, unknown> = { ...GARAGE_SETTINGS, enabled: on };
  const { mode, flags } = garageToggles(ctx.query, ['enable_on_product_page', 'enable_on_product_card']);
  if (mode !== null) settings.enabled = mode !== '0';
  if (mode === 'throws') settings.main_script = '/demo/garage/throws.js';
  if (mode === 'missing') settings.main_script = '/demo/garage/missing.js';
  return { ...settings, ...flags };
}

const LISTING_PATHS = [
  '/common/home',
  '/product/catalog',
  '/product/category',
  '/product/search',
  '/product/special',
  '/product/manufacturer/info',
];

/**
 * The garage's mount point (an enhancer: no React), present on a page only when the garage is enabled: on the content
 * page by default, elsewhere with `?demo_garage=1`.
 */
export function garageMount(ctx: Context): string {
  const settings = garageSettings(ctx, ctx.path === '/information/information');
  if (!settings.enabled) return '';
  const placement =
    ctx.path === '/product/product' ? 'product_page' : LISTING_PATHS.includes(ctx.path) ? 'product_card' : 'site';
  return mount('interactive-garage', { props: { ...settings, placement }, className: 'garage-slot' });
}
