import { mountWaveSettled } from '../registry/mount-wave';

/** Interactive garage settings (spec 3 §3) and where on the page this mount point sits. */
export interface GarageSettings {
  enabled?: unknown;
  enable_on_product_page?: unknown;
  enable_on_product_card?: unknown;
  main_script?: unknown;
  site_script?: unknown;
  /** `product_page`, `product_card` (a page of product cards) or `site` (any other page). */
  placement?: unknown;
}

const on = (x: unknown) => x === true || x === 1 || x === '1' || x === 'true';

/** Only where enabled: the product page and product cards each have their own switch on top of `enabled`. */
export function garageWanted(s: GarageSettings): boolean {
  if (!on(s.enabled) || typeof s.main_script !== 'string' || !s.main_script) return false;
  if (s.placement === 'product_page') return on(s.enable_on_product_page);
  if (s.placement === 'product_card') return on(s.enable_on_product_card);
  return true;
}

// Once per page, however many mount points (or a theme's own tag) ask for the same script.
const scripts = new Map<string, Promise<void>>();

function load(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const absolute = new URL(src, location.href).href;
      if ([...document.scripts].some((s) => s.src === absolute)) return resolve();
      const script = document.createElement('script');
      script.src = absolute;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`${src} did not load`));
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

/**
 * After the mount wave: an idle turn (islands that mount when the browser is idle start then), then until no island is
 * still loading, so the garage never competes with the page's own islands.
 */
function islandsIn(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (document.querySelector('[data-mount-state="loading"]')) return;
      observer.disconnect();
      resolve();
    };
    const observer = new MutationObserver(check);
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 50));
    idle(() => {
      observer.observe(document.body, { subtree: true, attributeFilter: ['data-mount-state'] });
      check();
    });
  });
}

/**
 * Loads the garage's main_script, then its site_script, after every island mounting with the page is in; a garage
 * that fails to load is reported in `data-garage-state` and a warning, and touches nothing else.
 */
export default function interactiveGarage(el: HTMLElement, props: unknown): () => void {
  const settings = (props ?? {}) as GarageSettings;
  if (!garageWanted(settings)) {
    el.setAttribute('data-garage-state', 'off');
    return () => {};
  }
  let live = true;
  el.setAttribute('data-garage-state', 'waiting');
  void mountWaveSettled()
    .then(islandsIn)
    .then(async () => {
      if (!live) return;
      try {
        await load(settings.main_script as string);
        if (typeof settings.site_script === 'string' && settings.site_script) await load(settings.site_script);
        el.setAttribute('data-garage-state', 'loaded');
      } catch (error) {
        console.warn('[parts-islands] interactive garage:', error);
        el.setAttribute('data-garage-state', 'failed');
      }
    });
  return () => {
    live = false;
  };
}
