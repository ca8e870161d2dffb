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
  // inbox rows: the unread dot on the subject's line, before it (at its right in a right-to-left page)
  const rtl = getComputedStyle(document.body).direction === 'rtl';
  const dots = document.querySelectorAll('.uc-message-item__dot');
  for (let m = 0; m < dots.length; m++) {
    const subject = dots[m].parentElement && dots[m].parentElement!.querySelector('.uc-message-item__subject');
    if (!subject) continue;
    const db = box(dots[m]);
    const sub = textBox(subject);
    const dmid = (db.top + db.bottom) / 2;
    const before = rtl ? db.left >= sub.right : db.right <= sub.left;
    if (dmid < sub.top || dmid > sub.bottom || !before) problems.push('inbox row "' + label(subject) + '": unread dot not before its subject');
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

/**
 * Right to left (issue 36), on the page as drawn now: [] when it mirrors as our CSS says — the document is dir="rtl",
 * the title bar's back at the right with its chevron turned, home's tiles and the player card from the right, the
 * account table's actions at the rows' left end, a revealed inbox Delete at the row's left — and what must read left
 * to right does (codes, masked numbers, the countdown, a masked number inside a sentence, at the sentence's end, the
 * public deletion page's isolated number, address and account).
 */
export function rightToLeftProblems(): string[] {
  const problems: string[] = [];
  const PX = 1.5;
  function box(el: Element) {
    return el.getBoundingClientRect();
  }
  function first(selector: string) {
    return document.querySelector(selector);
  }
  function all(selector: string) {
    return Array.prototype.slice.call(document.querySelectorAll(selector)) as Element[];
  }
  // the left edge of each character of the element's text, embedding marks skipped
  function charLefts(el: Element) {
    const lefts: { ch: string; left: number }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent || '';
      for (let i = 0; i < text.length; i++) {
        if (/[\u202a-\u202e\u2066-\u2069\s]/.test(text[i])) continue;
        const range = document.createRange();
        range.setStart(n, i);
        range.setEnd(n, i + 1);
        lefts.push({ ch: text[i], left: range.getBoundingClientRect().left });
      }
    }
    return lefts;
  }
  function readsLeftToRight(el: Element, what: string) {
    const lefts = charLefts(el);
    for (let i = 1; i < lefts.length; i++) {
      if (lefts[i].left <= lefts[i - 1].left) {
        problems.push(what + ' "' + lefts.map((l) => l.ch).join('') + '" not left to right at "' + lefts[i].ch + '"');
        return;
      }
    }
  }
  if (document.documentElement.dir !== 'rtl') problems.push('document dir "' + document.documentElement.dir + '"');
  if (getComputedStyle(document.body).direction !== 'rtl') problems.push('body direction ' + getComputedStyle(document.body).direction);
  const back = first('.uc-title-bar__back');
  const exit = first('.uc-title-bar__exit');
  if (back && exit && box(back).left <= box(exit).right) problems.push('title bar: back not right of return-to-game');
  const chevron = first('.uc-title-bar__back svg');
  if (chevron && getComputedStyle(chevron).transform.indexOf('matrix(-1') !== 0) problems.push('title bar: back chevron not mirrored');
  all('.uc-tile-grid__row').forEach(function (row) {
    const tiles = Array.prototype.slice.call(row.querySelectorAll('.uc-tile')) as Element[];
    for (let i = 1; i < tiles.length; i++) {
      const a = box(tiles[i - 1]);
      const b = box(tiles[i]);
      if (Math.abs(a.top - b.top) <= PX && b.right > a.left + PX) problems.push('home: tile ' + i + ' of a row not left of the one before it');
    }
  });
  const avatar = first('.uc-profile .uc-avatar');
  const action = first('.uc-profile__action');
  if (avatar && action && box(avatar).left <= box(action).right) problems.push('home: avatar not right of the player action');
  all('.uc-account-table tbody tr').forEach(function (row) {
    const name = row.querySelector('th');
    const button = row.querySelector('.uc-account-table__action .uc-button');
    if (name && button && box(name).left <= box(button).right) problems.push('account table: action not left of the row name');
  });
  all('.uc-account-table__detail bdi[dir="ltr"], .uc-code-item__code, .uc-attachment__code, .uc-deletion-countdown__time, .uc-account-deletion bdi').forEach(function (el) {
    readsLeftToRight(el, el.className || el.tagName);
  });
  all('.uc-account-form__intro').forEach(function (intro) {
    const text = (intro.textContent || '').replace(/[\u202a-\u202e\u2066-\u2069]/g, '');
    const masked = /\d+\*+\d+/.exec(text);
    if (!masked) return;
    const lefts = charLefts(intro);
    const chars = lefts.map((l) => l.ch).join('');
    const at = chars.indexOf(masked[0]);
    const number = lefts.slice(at, at + masked[0].length);
    for (let i = 1; i < number.length; i++) if (number[i].left <= number[i - 1].left) problems.push('sentence: "' + masked[0] + '" not left to right');
    if (at > 0 && lefts[0].left <= number[number.length - 1].left) problems.push('sentence: its first word not right of "' + masked[0] + '"');
  });
  // the deletion page side by side in landscape: the notice (read first) at the right, the actions at its left
  const notice = first('.uc-page--landscape .uc-deletion-notice');
  const actions = first('.uc-page--landscape .uc-delete-apply__actions');
  if (notice && actions && box(notice).left < box(actions).right - PX) problems.push('deletion (landscape): notice not right of the actions');
  all('.uc-message-item.is-revealed').forEach(function (row) {
    const del = row.querySelector('.uc-message-item__delete');
    if (del && Math.abs(box(del).left - box(row).left) > PX) problems.push('inbox: revealed Delete not at the row\'s left');
  });
  return problems;
}
