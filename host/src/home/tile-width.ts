// SPEC §2/§9: tile width = floor(100 / n) % in landscape, floor(200 / n) % in portrait (two lines of tiles).
type Orientation = 'portrait' | 'landscape';

/** Percent width of one tile in a row of `n`; capped at 100 so a lone portrait tile is not twice the row. */
export function tileWidthPercent(n: number, orientation: Orientation): number {
  if (n <= 0) return 100;
  return Math.min(100, Math.floor((orientation === 'portrait' ? 200 : 100) / n));
}
