// Layout checks by element boxes, run in the page of any engine (old syntax: Chromium 70 reads these functions).
// They catch what a syntax or API check cannot: a <button> that is a grid or flex container (honoured only from
// Chrome 83), so its icon and label stack or sit at the edge.

/** Problems on the page as drawn now; [] when every checked element sits where our CSS puts it. */
export function layoutProblems(): string[] {
  const problems: string[] = [];
  function box(el: Element) {
    return el.getBoundingClientRect();
  }
  function visible(el: Element) {
    const b = box(el);
    return b.width > 0 && b.height > 0;
  }
  function textBox(el: Element) {
    const range = document.createRange();
    range.selectNodeContents(el);
    return range.getBoundingClientRect();
  }
  function label(el: Element) {
    return (el.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 40);
  }
  // no <button> is itself a grid or flex container (a wrapper inside it carries the layout)
  const all = document.querySelectorAll('button');
  for (let a = 0; a < all.length; a++) {
    const display = getComputedStyle(all[a]).display;
    if (/flex|grid/.test(display) && visible(all[a])) problems.push('button "' + label(all[a]) + '" (' + all[a].className + '): display ' + display);
  }
  // home tiles: the icon centred over its label, above it
  const tiles = document.querySelectorAll('.uc-tile__button');
  for (let i = 0; i < tiles.length; i++) {
    const icon = tiles[i].querySelector('.uc-tile__icon');
    const name = tiles[i].querySelector('.uc-tile__name');
    if (!icon || !name) continue;
    const ib = box(icon);
    const nb = textBox(name);
    if (Math.abs((ib.left + ib.right) / 2 - (nb.left + nb.right) / 2) > 3) problems.push('tile "' + label(name) + '": icon not centred over its label');
    if (ib.bottom > nb.top + 1) problems.push('tile "' + label(name) + '": icon not above its label');
  }
  // buttons with an icon and a text: the icon on the text's line (the inbox's swipe Delete stacks them by design)
  const buttons = document.querySelectorAll('button');
  for (let j = 0; j < buttons.length; j++) {
    const svg = buttons[j].querySelector('svg');
    if (!svg || !visible(buttons[j]) || !visible(svg)) continue;
    const texts: Element[] = [];
    const spans = buttons[j].querySelectorAll('span');
    for (let k = 0; k < spans.length; k++) if (spans[k].children.length === 0 && (spans[k].textContent || '').trim()) texts.push(spans[k]);
    if (texts.length === 0 || buttons[j].classList.contains('uc-tile__button') || buttons[j].classList.contains('uc-message-item__delete')) continue;
    const sb = box(svg);
    const tb = textBox(texts[0]);
    const mid = (sb.top + sb.bottom) / 2;
    if (mid < tb.top || mid > tb.bottom) problems.push('button "' + label(buttons[j]) + '": icon not on its text\'s line');
  }
  // inbox rows: the unread dot on the subject's line, before it
  const dots = document.querySelectorAll('.uc-message-item__dot');
  for (let m = 0; m < dots.length; m++) {
    const subject = dots[m].parentElement && dots[m].parentElement!.querySelector('.uc-message-item__subject');
    if (!subject) continue;
    const db = box(dots[m]);
    const sub = textBox(subject);
    const dmid = (db.top + db.bottom) / 2;
    if (dmid < sub.top || dmid > sub.bottom || db.right > sub.left) problems.push('inbox row "' + label(subject) + '": unread dot not before its subject');
  }
  return problems;
}

/** A focus ring drawn on the focused element although the player did not use a keyboard. */
export function focusRingShown(): string | null {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const style = getComputedStyle(el);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  const ring = style.boxShadow && style.boxShadow !== 'none';
  return outline || ring ? (el.getAttribute('aria-label') || el.className || el.tagName) + ': ' + (outline ? 'outline ' + style.outlineStyle : 'ring') : null;
}
