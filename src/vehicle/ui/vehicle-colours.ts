// The vehicle selector's design colours (spec 1 §3: the vehicle configuration's "design colours"), as CSS custom
// properties on the module's root; its styles read them with the house colours as fallbacks.
import type { CSSProperties } from 'react';

export interface VehicleColours {
  ymm_primary_color: string;
  ymm_primary_text_color: string;
  ymm_background_color: string;
  ymm_text_color: string;
}

const PROPERTIES: [keyof VehicleColours, string][] = [
  ['ymm_primary_color', '--pi-ymm-primary'],
  ['ymm_primary_text_color', '--pi-ymm-primary-text'],
  ['ymm_background_color', '--pi-ymm-background'],
  ['ymm_text_color', '--pi-ymm-text'],
];

/** The configured colours as custom properties; an unset colour is left out (the stylesheet's own applies). */
export function vehicleColourStyle(colours: VehicleColours): CSSProperties | undefined {
  const style: Record<string, string> = {};
  for (const [key, property] of PROPERTIES) if (colours[key]) style[property] = colours[key];
  return Object.keys(style).length ? (style as CSSProperties) : undefined;
}
