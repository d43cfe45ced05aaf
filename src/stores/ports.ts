/**
 * What stores need from the UI layer, handed to them when the runtime starts: stores never import ui/ (DESIGN §3),
 * so toasts and the HTML sanitizer reach them through this small port.
 */
import { pageState } from '../registry/page';

export interface Notifier {
  success(message: string): void;
  error(message: string): void;
  /** Compare and wishlist failures: "Uh oh!" with the reason beneath. */
  uhOh(message: string): void;
  paymentError(message: string, heading?: string): void;
  /** A payment recorded (spec 2 §8): "Success!" with the message beneath. */
  paymentSuccess(message: string): void;
}

export interface Sanitizer {
  /** Resolves once server HTML can be sanitized (until then views show its text only). */
  load(): Promise<void>;
}

// What the runtime handed in when it started (not page state: it outlives a stopped page, as the runtime does).
const provided: { notifier?: Notifier; sanitizer?: Sanitizer; wave?: MountWave | null } = {};

/** Called once by the runtime (and by the unit tests' shared setup) before any island mounts. */
export function provideUiPorts(ports: { notifier: Notifier; sanitizer: Sanitizer }): void {
  Object.assign(provided, ports);
}

/** The stores' toasts; the runtime decides how they are shown. */
export const notify: Notifier = {
  success: (message) => provided.notifier?.success(message),
  error: (message) => provided.notifier?.error(message),
  uhOh: (message) => provided.notifier?.uhOh(message),
  paymentError: (message, heading) => provided.notifier?.paymentError(message, heading),
  paymentSuccess: (message) => provided.notifier?.paymentSuccess(message),
};

export function loadSanitizer(): Promise<void> {
  return provided.sanitizer ? provided.sanitizer.load() : Promise.resolve();
}

/** When every island mounting with the page now has mounted or failed (given by the runtime; stores never import it). */
export interface MountWave {
  settled(): Promise<void>;
}

/** Called once by the runtime; `null` (unit tests) means no island is ever still mounting. */
export function provideMountWave(wave: MountWave | null): void {
  provided.wave = wave;
}

/** What an island started with its first commit (a lazily loaded store it registers with): part of its mount wave. */
const state = pageState(() => ({ held_: new Set<Promise<unknown>>() }));

/** Never held longer than this by one piece of work, like the runtime's limit for a slow island. */
const HOLD_LIMIT_MS = 2000;

export function holdMountWave(work: Promise<unknown>): void {
  const { held_: held } = state;
  held.add(work);
  const release = () => held.delete(work);
  work.then(release, release);
}

/** Resolves once the islands mounting now are in and the work they started with their commit is done. */
export async function mountWaveSettled(): Promise<void> {
  if (provided.wave) await provided.wave.settled();
  if (!state.held_.size) return;
  await Promise.race([
    Promise.allSettled([...state.held_]),
    new Promise((resolve) => setTimeout(resolve, HOLD_LIMIT_MS)),
  ]);
}
