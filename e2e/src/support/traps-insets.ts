// Simulated safe-area insets (a notch and a home indicator) and the check that no control lies under them.
// The CSS reads env(safe-area-inset-*) through --uc-safe-* (shared/src/styles/tokens.css), so overriding those four
// custom properties plays a phone with a notch in a desktop Chromium, where env() is always 0.
import type { Page } from 'playwright-core';
import { pendingWorkRun } from './settle';

export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** An iPhone with a notch: portrait and landscape (the notch on the left, rounded corners on both sides). */
export const PORTRAIT_INSETS: Insets = { top: 47, right: 0, bottom: 34, left: 0 };
export const LANDSCAPE_INSETS: Insets = { top: 0, right: 47, bottom: 21, left: 47 };

/**
 * Overrides the insets and draws the covered bands (see-through, untouchable) so screenshots show them. Both go through
 * the CSSOM (an inline style on <html>, style objects): the page's CSP refuses <style> elements and style attributes.
 */
export async function simulateInsets(page: Page, insets: Insets) {
  await page.evaluate((i) => {
    const root = document.documentElement.style;
    for (const side of ['top', 'right', 'bottom', 'left'] as const) root.setProperty(`--uc-safe-${side}`, `${i[side]}px`);
    document.querySelectorAll('.e2e-band').forEach((b) => b.remove());
    const bands: Record<string, Partial<CSSStyleDeclaration>> = {
      top: { top: '0', left: '0', right: '0', height: `${i.top}px` },
      bottom: { bottom: '0', left: '0', right: '0', height: `${i.bottom}px` },
      left: { top: '0', bottom: '0', left: '0', width: `${i.left}px` },
      right: { top: '0', bottom: '0', right: '0', width: `${i.right}px` },
    };
    for (const [side, place] of Object.entries(bands)) {
      const band = document.createElement('div');
      band.className = 'e2e-band';
      band.dataset.side = side;
      band.setAttribute('aria-hidden', 'true');
      Object.assign(band.style, { position: 'fixed', zIndex: '2147483647', pointerEvents: 'none', background: 'rgb(255 0 0 / 0.28)' }, place);
      document.body.append(band);
    }
  }, insets);
  await pendingWorkRun(page); // the bands painted
}

/**
 * Every control (and toast) whose visible part — clipped by the scroll areas around it and by the window — reaches
 * into an inset band, as "what: side". The page's scroll area itself (focusable only to scroll) is not a control.
 */
export function controlsUnderInsets(page: Page, insets: Insets): Promise<string[]> {
  return page.evaluate((i) => {
    const SELECTOR = [
      'a[href]', 'button', 'input:not([type="hidden"])', 'select', 'textarea', 'iframe', 'summary', 'label',
      '[role="button"]', '[role="link"]', '[role="radio"]', '[role="checkbox"]', '[role="tab"]',
      '[tabindex]:not([tabindex="-1"])', '.uc-toast',
    ].join(',');
    const W = window.innerWidth;
    const H = window.innerHeight;
    type Box = { l: number; t: number; r: number; b: number };
    const intersect = (a: Box, b: Box): Box => ({ l: Math.max(a.l, b.l), t: Math.max(a.t, b.t), r: Math.min(a.r, b.r), b: Math.min(a.b, b.b) });
    const empty = (a: Box) => a.r - a.l <= 0.5 || a.b - a.t <= 0.5;
    const bands: Record<string, Box> = {
      top: { l: 0, t: 0, r: W, b: i.top },
      bottom: { l: 0, t: H - i.bottom, r: W, b: H },
      left: { l: 0, t: 0, r: i.left, b: H },
      right: { l: W - i.right, t: 0, r: W, b: H },
    };
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(SELECTOR))) {
      if (el.closest('.e2e-band')) continue;
      // A scroll area is focusable only to scroll (the page's, a popup's body); the controls inside it are checked.
      const own = getComputedStyle(el);
      if (!el.matches('button, a, input, select, textarea, iframe') && /auto|scroll/.test(own.overflowY + own.overflowX)) continue;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width * r.height <= 1) continue; // visually hidden inputs: their label is the target
      let box: Box = { l: r.left, t: r.top, r: r.right, b: r.bottom };
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const pr = p.getBoundingClientRect();
        box = intersect(box, { l: pr.left + p.clientLeft, t: pr.top + p.clientTop, r: pr.left + p.clientLeft + p.clientWidth, b: pr.top + p.clientTop + p.clientHeight });
      }
      box = intersect(box, { l: 0, t: 0, r: W, b: H });
      if (empty(box)) continue;
      for (const [side, band] of Object.entries(bands)) {
        if (empty(band) || empty(intersect(box, band))) continue;
        const name = el.getAttribute('aria-label') || el.textContent?.trim().slice(0, 30) || el.className;
        found.push(`${el.tagName.toLowerCase()} "${name}" (${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}): ${side}`);
      }
    }
    return found;
  }, insets);
}

/** Scrolls the page's scroll area to its top or its end. */
export async function scrollPage(page: Page, where: 'top' | 'end') {
  await page.evaluate((w) => {
    const el = document.querySelector('.uc-page__scroll');
    if (el) el.scrollTop = w === 'top' ? 0 : el.scrollHeight;
  }, where);
  await pendingWorkRun(page); // a frame painted at the new scroll position
}
