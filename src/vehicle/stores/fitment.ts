import { map } from 'nanostores';
import * as api from '../api/vehicle';
import { partKey } from '../../lib/part-key';
import { mountWaveSettled } from '../../stores/ports';
import type { Facet, FitmentPart } from '../schemas/vehicle';
import { applyVehicle, vehicleEnabled, vehicleRequestEnded, vehicleRequestStarted } from './vehicle';
import { onTestReset } from '../../lib/test-reset';

export { partKey };

/** Fitment of one part on the page: being checked, the server's answer, or a failed check (logged). */
export type FitmentEntry = { status: 'checking' } | { status: 'done'; part: FitmentPart } | { status: 'error' };

/** Every part on the page by `aaia~mpn`, in the order they were first rendered. */
export const $fitment = map<Record<string, FitmentEntry>>({});

/** "Engine family fitment revalidation is delayed by 1 s" (spec 1 §4, §9). */
export const ENGINE_REVALIDATION_MS = 1000;

export interface PartRef {
  aaia: string;
  mpn: string;
}

const registry: PartRef[] = [];
let queued: PartRef[] = [];
/** The batch waiting to be sent (0: none); a cancelled batch's number is never reused. */
let waiting = 0;
let batches = 0;
let issued = 0;
/** The newest request that asked about each part: an older answer never overwrites a newer one. */
const askedIn = new Map<string, number>();
let vehicleAnsweredBy = 0;

/**
 * A part rendered by any island. Every part registered until the islands mounting with the page have all mounted (or
 * failed, at most MOUNT_WAVE_LIMIT_MS) shares one validateFitment call; a part with the same aaia and mpn as one
 * already present is ignored (spec 1 §4). Islands mounting later make a batch of their own.
 */
export function registerPart(part: PartRef): void {
  if (!vehicleEnabled() || (!part.aaia && !part.mpn)) return;
  const key = partKey(part.aaia, part.mpn);
  if (askedIn.has(key) || queued.some((q) => partKey(q.aaia, q.mpn) === key)) return;
  registry.push(part);
  queued.push(part);
  if (waiting) return;
  const batch = (waiting = ++batches);
  vehicleRequestStarted();
  void mountWaveSettled().then(() =>
    // One more task: parts registered right after the last commit (a lazily imported store) still join.
    setTimeout(() => {
      if (waiting !== batch) return;
      waiting = 0;
      vehicleRequestEnded();
      const parts = queued;
      queued = [];
      void validate(parts);
    }, 0),
  );
}

function cancelBatch(): void {
  if (!waiting) return;
  waiting = 0;
  vehicleRequestEnded();
  queued = [];
}

async function validate(parts: PartRef[], add?: Facet): Promise<boolean> {
  if (!parts.length && !add) return true;
  const seq = ++issued;
  const next = { ...$fitment.get() };
  for (const p of parts) {
    const key = partKey(p.aaia, p.mpn);
    askedIn.set(key, seq);
    next[key] = { status: 'checking' };
  }
  $fitment.set(next);
  vehicleRequestStarted();
  try {
    const answer = await api.validateFitment(parts, add);
    const byKey = new Map(answer.parts.map((p) => [partKey(p.aaia, p.mpn), p]));
    const results = { ...$fitment.get() };
    for (const p of parts) {
      const key = partKey(p.aaia, p.mpn);
      if (askedIn.get(key) !== seq) continue;
      // A part the server leaves out has no fitment data: unknown.
      results[key] = {
        status: 'done',
        part: byKey.get(key) ?? {
          aaia: p.aaia,
          mpn: p.mpn,
          result: 'unknown',
          choices: [],
          label: '',
          name: '',
          notes: '',
        },
      };
    }
    // One set for every part: each card re-renders once.
    $fitment.set(results);
    if (seq > vehicleAnsweredBy) {
      vehicleAnsweredBy = seq;
      applyVehicle(answer.vehicle);
    }
    return true;
  } catch (error) {
    // Vehicle calls show no message (spec 1 §8): logged, and no part stays "checking".
    console.error('[parts-islands] fitment could not be validated', error);
    const results = { ...$fitment.get() };
    for (const p of parts) {
      const key = partKey(p.aaia, p.mpn);
      if (askedIn.get(key) === seq) results[key] = { status: 'error' };
    }
    $fitment.set(results);
    return false;
  } finally {
    vehicleRequestEnded();
  }
}

let fullRuns = 0;

/** Every part on the page again, in one call: after the vehicle changed, or with a maybe-part's choice added. */
export async function revalidateAll(options: { add?: Facet; delayMs?: number } = {}): Promise<boolean> {
  cancelBatch();
  const run = ++fullRuns;
  if (options.delayMs) {
    await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    // A newer revalidation started during the wait: it asks about every part already.
    if (run !== fullRuns) return true;
  }
  return validate(registry.slice(), options.add);
}

/** Fits: yes or universal (spec 1 §4 Fitment result). */
export const fits = (entry: FitmentEntry | undefined) =>
  entry?.status === 'done' && (entry.part.result === 'yes' || entry.part.result === 'universal');

if (process.env.NODE_ENV !== 'production') {
  onTestReset(function resetFitment() {
    cancelBatch();
    registry.length = 0;
    queued = [];
    issued = 0;
    askedIn.clear();
    vehicleAnsweredBy = 0;
    fullRuns = 0;
    $fitment.set({});
  });
}
