// What a game SDK does with openUrl: an in-app browser sheet over the game (Custom Tabs / SFSafariViewController),
// here a framed page over the phone with its address and Done. Hardware back closes it first, as on a phone.

/** The http(s) address to open, or null (anything else is refused, as an SDK would). */
export function openableUrl(raw) {
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** @param {{ sheet: HTMLElement, address: HTMLElement, body: HTMLElement, done: HTMLButtonElement, restoreFocus: () => void }} el */
export function createInAppBrowser(el) {
  let current = '';

  function close() {
    if (!current) return false;
    current = '';
    el.body.replaceChildren();
    el.sheet.hidden = true;
    el.restoreFocus();
    return true;
  }

  el.done.addEventListener('click', close);

  return {
    open(url) {
      current = url;
      const page = document.createElement('iframe');
      page.title = 'In-app browser page';
      // The external page gets its scripts and forms, never our window (no popups, no top navigation).
      page.setAttribute('sandbox', 'allow-scripts allow-forms allow-same-origin');
      page.setAttribute('referrerpolicy', 'no-referrer');
      page.src = url;
      el.body.replaceChildren(page);
      el.address.textContent = url;
      el.sheet.hidden = false;
      el.done.focus();
    },
    close,
    get url() {
      return current;
    },
  };
}
