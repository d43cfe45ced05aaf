/** Popular makes, each with its popular models (spec 1 §9), used when ymm_popular_sort is 1. */
export const POPULAR_MAKES: readonly { name: string; models: readonly string[] }[] = [
  { name: 'Chevrolet', models: ['Silverado 1500', 'Tahoe'] },
  { name: 'Ford', models: ['F-150', 'Mustang'] },
  { name: 'GMC', models: ['Sierra 1500', 'Yukon'] },
  { name: 'Jeep', models: ['Wrangler', 'Grand Cherokee'] },
  { name: 'Ram', models: ['1500'] },
  { name: 'Toyota', models: ['Tacoma', '4Runner', 'Tundra'] },
];

/** The popular names first, in their own order (case-insensitive), then the rest in the order given. */
export function popularFirst<T extends { label: string }>(options: readonly T[], popular: readonly string[]): T[] {
  const rank = new Map(popular.map((name, i) => [name.toLowerCase(), i]));
  const first = options
    .filter((o) => rank.has(o.label.toLowerCase()))
    .sort((a, b) => rank.get(a.label.toLowerCase())! - rank.get(b.label.toLowerCase())!);
  return [...first, ...options.filter((o) => !rank.has(o.label.toLowerCase()))];
}
