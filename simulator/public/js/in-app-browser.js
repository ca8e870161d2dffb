// What a game SDK does with openUrl: an in-app browser sheet over the game (Custom Tabs / SFSafariViewController),
// here a framed page over the phone with its address and Done. Hardware back closes it first, as on a phone.

/** The https: address to open, or null: the reference hosts open https: only (docs/android-host.md, ios-host.md). */
export function openableUrl(raw) {
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' ? url.href : null;
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
