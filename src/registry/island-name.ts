import { createContext, useCallback, useContext } from 'react';
import { report, type ActingIsland, type ReportOptions } from './report';

/** The mount name of the island a component renders in, given by the runtime around every island's root. */
export const IslandName = createContext<string | null>(null);

/**
 * The mount name of the island this component renders in, for a shared store's action (`addToCart(fields, island)`):
 * the action's failure is reported with it (src/registry/report.ts {@link ActingIsland}).
 */
export const useIsland = (): ActingIsland => useContext(IslandName);

/** The reporter, naming the island this component renders in (src/registry/report.ts). */
export function useReport(): (error: unknown, options: Omit<ReportOptions, 'island'>) => string {
  const island = useIsland();
  return useCallback((error, options) => report(error, { ...options, island }), [island]);
}
