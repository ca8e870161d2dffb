// SPEC §9: a 375-px-wide portrait phone gets a 16 px root; everything in rem follows.
const REFERENCE_WIDTH = 375;
const BASE_FONT_PX = 16;
const MIN_FONT_PX = 14;
const MAX_FONT_PX = 20;
/** short/long side ratio above which a screen counts as wide (tablet-ish): 375/667 ≈ 0.562. */
export const ASPECT_THRESHOLD = 0.562;

/** The root font size in px for a viewport (rounded to 0.01 px). */
export function rootFontSizeFor(width: number, height: number): number {
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  if (short <= 0 || long <= 0) return BASE_FONT_PX;
  // size = 16 × (aspect ≤ 0.562 ? short side : long side × 0.562) / 375, clamped to 14–20 px (wide screens scale from their height).
  const effectiveWidth = short / long > ASPECT_THRESHOLD ? long * ASPECT_THRESHOLD : short;
  const size = (BASE_FONT_PX * effectiveWidth) / REFERENCE_WIDTH;
  return Math.round(Math.min(MAX_FONT_PX, Math.max(MIN_FONT_PX, size)) * 100) / 100;
}

/** Sets the root font size now and on every resize/rotation; returns the function that stops listening. */
export function applyRootFontSize(): () => void {
  const apply = () => {
    document.documentElement.style.fontSize = `${rootFontSizeFor(window.innerWidth, window.innerHeight)}px`;
  };
  apply();
  window.addEventListener('resize', apply);
  window.addEventListener('orientationchange', apply);
  return () => {
    window.removeEventListener('resize', apply);
    window.removeEventListener('orientationchange', apply);
  };
}
