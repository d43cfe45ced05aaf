import { readString, writeString } from '../lib/storage';
import { pageAtom } from '../registry/page';

export type DisplayMode = 'grid' | 'list';
/** The legacy theme's key: the list/grid choice is stored raw under "display" (spec 1 §2), default grid. */
import { DISPLAY_KEY } from '../lib/shopper-storage';

export { DISPLAY_KEY };

const read = (): DisplayMode => (readString(DISPLAY_KEY, 'grid') === 'list' ? 'list' : 'grid');

/** Every listing on the page shows the same mode. */
export const $display = pageAtom<DisplayMode>(read);

export function setDisplay(mode: DisplayMode): void {
  writeString(DISPLAY_KEY, mode);
  $display.set(mode);
}
