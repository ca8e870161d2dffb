// The element a list scrolls in (the page's scroll area), or null for the document itself.
export function scrollParentOf(el: Element | null): HTMLElement | null {
  // The shared PageLayout's scroll area first: known without asking for styles (which may not have loaded yet).
  const pageScroll = el?.parentElement?.closest<HTMLElement>('.uc-page__scroll');
  if (pageScroll) return pageScroll;
  let node = el?.parentElement ?? null;
  while (node && node !== document.body && node !== document.documentElement) {
    const { overflowY } = window.getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'overlay') return node;
    node = node.parentElement;
  }
  return null;
}

/** True when the list's scroll area is at its very top (pull-to-refresh may start). */
export function isAtTop(el: Element | null): boolean {
  const parent = scrollParentOf(el);
  const top = parent ? parent.scrollTop : window.scrollY || document.documentElement.scrollTop;
  return top <= 0;
}
