/** A part is known by its brand code and manufacturer part number: `aaia~mpn`, as validateFitment writes it. */
export const partKey = (aaia: string, mpn: string) => `${aaia}~${mpn}`;
