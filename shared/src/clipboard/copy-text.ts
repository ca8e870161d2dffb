// Clipboard writes for old webviews too: the async Clipboard API where it exists and is allowed, else a hidden
// textarea with execCommand('copy') (Android 4-era WebViews, iOS < 13.4, insecure origins).

function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  // Off-screen but selectable; font-size 16px stops iOS from zooming in on focus.
  area.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0;font-size:16px;';
  document.body.appendChild(area);
  const active = document.activeElement as HTMLElement | null;
  try {
    area.focus({ preventScroll: true }); // old iOS copies only a selection in a focused field
    area.select();
    area.setSelectionRange(0, text.length);
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    active?.focus?.();
  }
}

/** Resolves true when the text reached the clipboard. Never throws. */
export async function copyText(text: string): Promise<boolean> {
  if (!text) return false;
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or not a secure context: the textarea way may still work.
    }
  }
  return copyWithTextarea(text);
}
