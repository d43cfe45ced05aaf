import { createContext, useCallback, useContext } from 'react';
import { report, type ReportOptions } from './report';

/** The mount name of the island a component renders in, given by the runtime around every island's root. */
export const IslandName = createContext<string | null>(null);

/** The reporter, naming the island this component renders in (src/registry/report.ts). */
export function useReport(): (error: unknown, options: Omit<ReportOptions, 'island'>) => string {
  const island = useContext(IslandName);
  return useCallback((error, options) => report(error, { ...options, island }), [island]);
}
