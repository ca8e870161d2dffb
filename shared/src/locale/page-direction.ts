// Which way the page is laid out now, for controls that move with a finger or the arrow keys (tabs, a swipe); a file
// apart from text-direction.ts, which home's texts need: only pages ask this.

/** Whether the page is laid out right to left now (the document's dir, which the CSS mirrors on). */
export function pageIsRightToLeft(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
}
