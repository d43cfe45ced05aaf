// Types of src/areas.mjs (the areas, declared once).
export type Tier = 'page' | 'deferred' | 'staff' | 'kiosk';
export declare const ISLANDS: string;
export declare const ENHANCERS: string;
export declare const STAFF_ROOT: string;
export declare const STAFF_PREFIX: string;
export declare const VEHICLE_KIT: string;
export declare const CONCERNS: readonly string[];
export declare const LAYERS: readonly string[];
export declare const LOADER: readonly string[];
export declare const TIERS: readonly Tier[];
export declare function isStaffPath(path: string): boolean;
export declare function isFormsKitPath(path: string): boolean;
export declare function isVehicleKitPath(path: string): boolean;
export declare function listIslands(root: string): { name: string; entry: string; tier: Tier }[];
export declare function listEnhancers(root: string): { enhancers: string[]; lazyParts: string[] };
