// Background work (the idle preload) never runs while a finger is on the screen: its next step waits for the
// release, so the tap's own handlers and the page it opens get the main thread first.
let watching = false;
let pressed = false;
let waiting: Array<() => void> = [];

function press(): void {
  pressed = true;
}

function release(e: Event): void {
  // A touchend with fingers still down is not a release.
  if ((e as TouchEvent).touches && (e as TouchEvent).touches.length > 0) return;
  pressed = false;
  const resume = waiting;
  waiting = [];
  for (const go of resume) go();
}

/** Starts watching the screen (once): pointer and touch events both, since old iOS webviews have no pointer events. */
export function watchTouches(): void {
  if (watching) return;
  watching = true;
  const opts: AddEventListenerOptions = { capture: true, passive: true };
  for (const type of ['pointerdown', 'touchstart']) window.addEventListener(type, press, opts);
  for (const type of ['pointerup', 'pointercancel', 'touchend', 'touchcancel']) window.addEventListener(type, release, opts);
}

/** A finger is on the screen now. */
export function touching(): boolean {
  return pressed;
}

/** Resolves at once when no finger is down, else when the player lets go. */
export function whenUntouched(): Promise<void> {
  if (!pressed) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}
