import { atom } from 'nanostores';
import { readString, writeString } from '../lib/storage';

export type DisplayMode = 'grid' | 'list';
/** The legacy theme's key: the list/grid choice is stored raw under "display" (spec 1 §2), default grid. */
export const DISPLAY_KEY = 'display';

const read = (): DisplayMode => (readString(DISPLAY_KEY, 'grid') === 'list' ? 'list' : 'grid');

/** Every listing on the page shows the same mode. */
export const $display = atom<DisplayMode>(read());

export function setDisplay(mode: DisplayMode): void {
  writeString(DISPLAY_KEY, mode);
  $display.set(mode);
}

export function resetDisplayForTests(): void {
  $display.set(read());
}
