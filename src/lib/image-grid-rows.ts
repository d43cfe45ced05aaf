/** Spec 3 §9: every image grid row is 270 px high. */
export const GRID_ROW_HEIGHT = 270;
export const GRID_GAP = 8;

/**
 * Rows of an image grid: images fill a row left to right, each taking its `width` (a percentage of the row) or an
 * equal share of `row_image_count`; one that does not fit starts the next row. Shared by the island and the page
 * that reserves its height, so the grid never shifts the page when it mounts.
 */
export function gridRows(widths: readonly (number | null | undefined)[], rowImageCount: number): number[][] {
  const share = 100 / Math.max(1, rowImageCount);
  const rows: number[][] = [];
  let used = Infinity;
  widths.forEach((width, i) => {
    const w = Math.min(100, Math.max(1, width || share));
    if (used + w > 100.001) {
      rows.push([]);
      used = 0;
    }
    rows[rows.length - 1]!.push(i);
    used += w;
  });
  return rows;
}

/** The grid's height in px for that many rows. */
export const gridHeight = (rows: number) => (rows ? rows * GRID_ROW_HEIGHT + (rows - 1) * GRID_GAP : 0);
