/**
 * How module state goes back to a fresh page between unit tests, without a test-only export on every store.
 * A module registers its restore under `if (process.env.NODE_ENV !== 'production')`, which the build defines
 * away, so the shipped bundle carries neither the registrations nor this list (asserted by the size tests).
 */
const restores: (() => void)[] = [];

export function onTestReset(restore: () => void): void {
  restores.push(restore);
}

/** Runs every registered restore, in registration order (the unit tests' setup calls it before each test). */
export function resetModuleState(): void {
  for (const restore of restores) restore();
}
