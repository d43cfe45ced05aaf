export const ASSETS: string;
export interface Metafile {
  outputs: Record<string, { imports?: { path: string; kind: string }[] }>;
}
export function readMeta(root?: string): Metafile;
export function staticClosure(meta: Metafile, entries: string[]): string[];
export function brotliSize(file: string, root?: string): number;
export function withStandInHashes(text: string): string;
export function total(files: string[], root?: string): number;
export function pageFiles(meta: Metafile, mountNames: string[]): string[];
export function islandBase(meta: Metafile): string[];
export function mountNamesIn(html: string): string[];
export function eagerMountNamesIn(html: string): string[];
export function pageScripts(meta: Metafile, html: string): string[];
