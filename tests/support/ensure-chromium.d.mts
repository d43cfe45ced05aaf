export const DEFAULT_CHROMIUM: string;
export const INSTALL_COMMAND: string;
export function chromiumPath(env?: Record<string, string | undefined>): string;
export interface Machine {
  path: string;
  custom: boolean;
  exists: boolean;
  isRoot: boolean;
  hasApt: boolean;
}
export function decide(machine: Machine): { action: 'found' | 'install' | 'stop'; message: string };
export function probe(env?: Record<string, string | undefined>): Machine;
export function ensureChromium(options?: {
  machine?: Machine;
  recheck?: () => boolean;
  run?: (command: string) => number | null;
  log?: (line: string) => void;
}): boolean;
