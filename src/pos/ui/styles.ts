// The POS parts' styles: added to the page when POS code loads, so a shopper's page never carries them.
import { fieldsCss as formCss } from '../../forms';
import inventoryCss from '../../ui/inventory-badge.css?inline';
import { injectStyle } from '../../ui/inject-style';
import modalCss from '../../ui/modal.css?inline';
import posCss from './pos.css?inline';

/** Every stylesheet the POS parts need (a pos-* island may list these in its own defineIsland css instead). */
export const POS_CSS = [posCss, modalCss, inventoryCss, formCss] as const;

/** Adds the POS styles to the page once (idempotent). */
export function injectPosStyles(): void {
  POS_CSS.forEach((css, i) => injectStyle(`pos-ui-${i}`, css));
}
