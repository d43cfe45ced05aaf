import * as api from '../api/vehicle';
import { partKey } from '../../lib/part-key';
import { mountWaveSettled } from '../../stores/ports';
import type { Facet, FitmentPart } from '../schemas/vehicle';
import { applyVehicle, vehicleEnabled, vehicleRequestEnded, vehicleRequestStarted } from './vehicle';
import { report } from '../../registry/report';
import { pageMap, pageState } from '../../registry/page';

export { partKey };

/** Fitment of one part on the page: being checked, the server's answer, or a failed check (logged). */
export type FitmentEntry = { status: 'checking' } | { status: 'done'; part: FitmentPart } | { status: 'error' };

/** Every part on the page by `aaia~mpn`, in the order they were first rendered. */
export const $fitment = pageMap<Record<string, FitmentEntry>>({});

/** "Engine family fitment revalidation is delayed by 1 s" (spec 1 §4, §9). */
export const ENGINE_REVALIDATION_MS = 1000;

export interface PartRef {
  aaia: string;
  mpn: string;
}

const state = pageState(() => ({
  /** Every part registered on the page, and those waiting for the next batch. */
  registry_: [] as PartRef[],
  queued_: [] as PartRef[],
  /** The batch waiting to be sent (null: none); a cancelled batch, or one of a stopped page, is never sent. */
  waiting_: null as object | null,
  issued_: 0,
  /** The newest request that asked about each part: an older answer never overwrites a newer one. */
  askedIn_: new Map<string, number>(),
  /** The newest request whose answer set the vehicle. */
  answeredBy_: 0,
  /** The newest revalidation of every part (a delayed one gives way to a newer one). */
  runs_: 0,
  stop: cancelBatch,
}));

/**
 * A part rendered by any island. Every part registered until the islands mounting with the page have all mounted (or
 * failed, at most MOUNT_WAVE_LIMIT_MS) shares one validateFitment call; a part with the same aaia and mpn as one
 * already present is ignored (spec 1 §4). Islands mounting later make a batch of their own.
 */
export function registerPart(part: PartRef): void {
  if (!vehicleEnabled() || (!part.aaia && !part.mpn)) return;
  const key = partKey(part.aaia, part.mpn);
  if (state.askedIn_.has(key) || state.queued_.some((q) => partKey(q.aaia, q.mpn) === key)) return;
  state.registry_.push(part);
  state.queued_.push(part);
  if (state.waiting_) return;
  const batch = (state.waiting_ = {});
  vehicleRequestStarted();
  void mountWaveSettled().then(() =>
    // One more task: parts registered right after the last commit (a lazily imported store) still join.
    setTimeout(() => {
      if (state.waiting_ !== batch) return;
      state.waiting_ = null;
      vehicleRequestEnded();
      const parts = state.queued_;
      state.queued_ = [];
      void validate(parts);
    }, 0),
  );
}

function cancelBatch(): void {
  if (!state.waiting_) return;
  state.waiting_ = null;
  vehicleRequestEnded();
  state.queued_ = [];
}

async function validate(parts: PartRef[], add?: Facet): Promise<boolean> {
  if (!parts.length && !add) return true;
  const seq = ++state.issued_;
  const next = { ...$fitment.get() };
  for (const p of parts) {
    const key = partKey(p.aaia, p.mpn);
    state.askedIn_.set(key, seq);
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
      if (state.askedIn_.get(key) !== seq) continue;
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
    if (seq > state.answeredBy_) {
      state.answeredBy_ = seq;
      applyVehicle(answer.vehicle);
    }
    return true;
  } catch (error) {
    // Vehicle calls show no message (spec 1 §8): logged, and no part stays "checking".
    report(error, { action: 'fitment could not be validated' });
    const results = { ...$fitment.get() };
    for (const p of parts) {
      const key = partKey(p.aaia, p.mpn);
      if (state.askedIn_.get(key) === seq) results[key] = { status: 'error' };
    }
    $fitment.set(results);
    return false;
  } finally {
    vehicleRequestEnded();
  }
}

/** Every part on the page again, in one call: after the vehicle changed, or with a maybe-part's choice added. */
export async function revalidateAll(options: { add?: Facet; delayMs?: number } = {}): Promise<boolean> {
  cancelBatch();
  const run = ++state.runs_;
  if (options.delayMs) {
    await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    // A newer revalidation started during the wait: it asks about every part already.
    if (run !== state.runs_) return true;
  }
  return validate(state.registry_.slice(), options.add);
}

/** Fits: yes or universal (spec 1 §4 Fitment result). */
export const fits = (entry: FitmentEntry | undefined) =>
  entry?.status === 'done' && (entry.part.result === 'yes' || entry.part.result === 'universal');
