// The phone: one iframe at a real phone's CSS size, scaled down to fit, greyed out once the page asked to close.

const SCREEN = { portrait: { width: 390, height: 844 }, landscape: { width: 844, height: 390 } };
const BEZEL = 12;

/**
 * @param {{ area: HTMLElement, holder: HTMLElement, device: HTMLElement, screen: HTMLElement,
 *   overlay: HTMLElement, reopen: HTMLButtonElement, scaleLabel: HTMLElement }} el
 */
export function createDeviceFrame(el) {
  let frame = null;
  let url = '';
  let orientation = 'portrait';

  function fit() {
    const size = SCREEN[orientation];
    const outerW = size.width + BEZEL * 2;
    const outerH = size.height + BEZEL * 2;
    const style = getComputedStyle(el.area);
    const availW = el.area.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const availH = el.area.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    const scale = Math.max(0.2, Math.min(1, availW / outerW, availH / outerH));
    el.device.style.width = `${outerW}px`;
    el.device.style.height = `${outerH}px`;
    el.device.style.padding = `${BEZEL}px`;
    el.device.style.transform = `scale(${scale})`;
    el.holder.style.width = `${Math.floor(outerW * scale)}px`;
    el.holder.style.height = `${Math.floor(outerH * scale)}px`;
    el.scaleLabel.textContent = `${size.width}×${size.height} at ${Math.round(scale * 100)}%`;
  }

  function setClosed(closed) {
    el.overlay.hidden = !closed;
    el.device.classList.toggle('is-closed', closed);
    if (frame) frame.inert = closed;
  }

  // A new iframe each time: setting src to a hash URL on the same document would not reload the page.
  function mount(nextUrl) {
    url = nextUrl;
    if (frame) frame.remove();
    frame = document.createElement('iframe');
    frame.title = 'User center page';
    frame.setAttribute('allow', 'clipboard-write');
    frame.src = url;
    el.screen.prepend(frame);
    setClosed(false);
  }

  new ResizeObserver(fit).observe(el.area);

  return {
    load: mount,
    reload() {
      mount(url);
    },
    close() {
      const hadFocus = document.activeElement === frame;
      setClosed(true);
      if (hadFocus) el.reopen.focus();
    },
    setOrientation(next) {
      orientation = next === 'landscape' ? 'landscape' : 'portrait';
      el.device.dataset.orientation = orientation;
      fit();
    },
    get closed() {
      return !el.overlay.hidden;
    },
    get window() {
      return frame ? frame.contentWindow : null;
    },
    get origin() {
      return url ? new URL(url).origin : '';
    },
    get url() {
      return url;
    },
  };
}
