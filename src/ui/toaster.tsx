import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';
import type { PageConfig } from '../schemas/config';
import css from './toaster.css?inline';

export { toast };

/** Storefront toasts close after 3 s with at most 3 shown (spec 1 §9); POS and kiosk after 5 s (spec 2 §9, 3 §9). */
export function toasterSettings(config: PageConfig): { duration: number; visibleToasts: number } {
  const storefront = !config.in_pos_mode && !config.kiosk_mode;
  return { duration: storefront ? 3000 : 5000, visibleToasts: 3 };
}

function Mounted({ onMount }: { onMount: () => void }) {
  useLayoutEffect(onMount, [onMount]);
  return null;
}

let mounted: Promise<void> | null = null;

/** Mounts the page's single toaster once; resolves after it has committed. */
export function mountToaster(config: PageConfig, doc: Document = document): Promise<void> {
  mounted ??= new Promise<void>((resolve) => {
    const style = doc.createElement('style');
    style.setAttribute('data-parts-island', 'toaster');
    style.textContent = css;
    doc.head.append(style);
    const host = doc.createElement('div');
    host.setAttribute('data-parts-toaster', '');
    doc.body.append(host);
    const { duration, visibleToasts } = toasterSettings(config);
    createRoot(host, { identifierPrefix: 'pi-toaster-' }).render(
      <>
        <Toaster
          position="top-center"
          closeButton
          duration={duration}
          visibleToasts={visibleToasts}
          toastOptions={{ classNames: { toast: 'pi-toast', success: 'pi-toast--success', error: 'pi-toast--error' } }}
        />
        <Mounted onMount={resolve} />
      </>,
    );
  });
  return mounted;
}
