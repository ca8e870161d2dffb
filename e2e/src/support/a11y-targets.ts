// Touch targets: every visible interactive element of the page measures at least 44×44 CSS px.
// Links inside the running text of sanitized message HTML (.uc-safe-html) are left out, as WCAG 2.5.8's
// inline exception does: their size is the size of the sentence's text. Hosted frames' content is not ours.
import type { Page } from 'playwright-core';

export const MIN_TARGET_PX = 44;

export interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

export function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]', 'button', 'input:not([type="hidden"])', 'select', 'textarea', 'summary',
      '[role="button"]', '[role="link"]', '[role="tab"]', '[role="radio"]', '[role="checkbox"]', '[role="switch"]',
      '[role="menuitem"]', '[role="option"]', '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const describe = (el: Element) => {
      const name = (el.getAttribute('aria-label') ?? (el.textContent ?? '')).trim().replace(/\s+/g, ' ').slice(0, 40);
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${cls} "${name}"`;
    };
    const out: { what: string; width: number; height: number }[] = [];
    const seen = new Set<Element>();
    for (const found of Array.from(document.querySelectorAll(selector))) {
      if (found.closest('.uc-safe-html')) continue;
      let el: Element = found;
      let rect = el.getBoundingClientRect();
      // a check box or radio (or a visually hidden native input) is operated through its label too: the label is the target
      const labelled = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
      if (el instanceof HTMLInputElement && (labelled || rect.width <= 2 || rect.height <= 2)) {
        const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null);
        if (!label) continue;
        el = label;
        rect = el.getBoundingClientRect();
      }
      if (seen.has(el)) continue;
      seen.add(el);
      const style = getComputedStyle(el);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      if (rect.width + 0.5 < min || rect.height + 0.5 < min) {
        out.push({ what: describe(el), width: Math.round(rect.width * 10) / 10, height: Math.round(rect.height * 10) / 10 });
      }
    }
    return out;
  }, MIN_TARGET_PX);
}
