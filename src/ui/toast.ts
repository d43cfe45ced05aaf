import { $config } from '../stores/config';
import { htmlToText } from './html-to-text';
import type * as ToasterModule from './toaster';
import { lazyChunk } from '../registry/lazy-chunk';

const loadToaster = lazyChunk(() => import('./toaster'));

export const UH_OH = 'Uh oh!';

/** Payment errors stay longer (spec 2 §9: 8000 ms). */
export const PAYMENT_ERROR_MS = 8000;

type Toaster = typeof ToasterModule;
let toaster: Promise<Toaster> | null = null;

/**
 * sonner (with its styles) is a fifth of the bundle: it loads with the first toast, mounts the page's one
 * Toaster, and the toast is shown after that commit so the live region exists before its text arrives.
 */
function show(render: (t: Toaster['toast']) => void): void {
  toaster ??= loadToaster().then(async (module) => {
    await module.mountToaster($config.get());
    return module;
  });
  toaster
    .then((module) => render(module.toast))
    .catch((error: unknown) => {
      toaster = null;
      console.error('[parts-islands] toast could not be shown', error);
    });
}

/** Every island and store shows toasts through these. Server messages may carry markup: only their text is shown. */
export const notify = {
  success(message: string): void {
    show((toast) => toast.success(htmlToText(message)));
  },
  error(message: string): void {
    show((toast) => toast.error(htmlToText(message)));
  },
  /** Compare and wishlist failures (spec 1 §8): "Uh oh!" with the reason beneath, at the storefront's duration. */
  uhOh(message: string): void {
    show((toast) => toast.error(UH_OH, { description: htmlToText(message) }));
  },
  paymentSuccess(message: string): void {
    show((toast) => toast.success('Success!', { description: htmlToText(message) }));
  },
  paymentError(message: string, heading = 'Uh oh!'): void {
    show((toast) => toast.error(heading, { description: htmlToText(message), duration: PAYMENT_ERROR_MS }));
  },
};
