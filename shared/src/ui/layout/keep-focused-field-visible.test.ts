// The soft keyboard must not hide the focused field: a field outside the visible area is centred, once per change.
import { installKeepFocusedFieldVisible, revealFocusedField } from './keep-focused-field-visible';

const VIEW = { height: 844, offsetTop: 0 };

function field(tag: 'input' | 'textarea' | 'button', top: number): HTMLElement {
  const el = document.createElement(tag);
  el.getBoundingClientRect = () => ({ top, bottom: top + 40, left: 0, right: 300, height: 40, width: 300, x: 0, y: top, toJSON: () => ({}) });
  el.scrollIntoView = jest.fn();
  document.body.append(el);
  return el;
}

/** Plays the keyboard: the visual viewport shrinks to `height`, and says so. */
function keyboard(height: number) {
  VIEW.height = height;
  window.visualViewport?.dispatchEvent(new Event('resize'));
}

beforeAll(() => {
  const vv = Object.defineProperties(new EventTarget(), {
    height: { get: () => VIEW.height },
    offsetTop: { get: () => VIEW.offsetTop },
  });
  Object.defineProperty(window, 'visualViewport', { configurable: true, value: vv });
});

beforeEach(() => {
  jest.useFakeTimers();
  VIEW.height = 844;
  VIEW.offsetTop = 0;
});

afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
});

it('centres a field the keyboard covers, and leaves a visible one where it is', () => {
  const low = field('textarea', 700);
  low.focus();
  expect(revealFocusedField()).toBe(false); // on screen before the keyboard
  VIEW.height = 450;
  expect(revealFocusedField()).toBe(true);
  expect(low.scrollIntoView).toHaveBeenCalledWith({ block: 'center', inline: 'nearest' });
});

it('reads the visual viewport offset (iOS scrolls the visual viewport, not the page)', () => {
  const el = field('input', 100);
  el.focus();
  VIEW.offsetTop = 300;
  expect(revealFocusedField()).toBe(true);
});

it('ignores what is not typed into (buttons) and nothing focused', () => {
  const button = field('button', 900);
  expect(revealFocusedField()).toBe(false);
  button.focus();
  expect(revealFocusedField()).toBe(false);
  expect(button.scrollIntoView).not.toHaveBeenCalled();
});

it('installed by many pages, listens once; reacts to focus and to the keyboard opening; uninstalls cleanly', () => {
  const offA = installKeepFocusedFieldVisible();
  const offB = installKeepFocusedFieldVisible();
  const low = field('input', 700);
  low.focus();
  jest.advanceTimersByTime(400);
  expect(low.scrollIntoView).not.toHaveBeenCalled(); // visible: nothing to do

  keyboard(450);
  jest.advanceTimersByTime(20);
  expect(low.scrollIntoView).toHaveBeenCalledTimes(1);

  offA();
  offA(); // twice is harmless
  keyboard(440);
  jest.advanceTimersByTime(20);
  expect(low.scrollIntoView).toHaveBeenCalledTimes(2); // B still installed

  offB();
  keyboard(430);
  jest.advanceTimersByTime(20);
  expect(low.scrollIntoView).toHaveBeenCalledTimes(2);
});

it('a field focused while the keyboard is opening is checked again once it settled', () => {
  const off = installKeepFocusedFieldVisible();
  const low = field('input', 700);
  low.focus();
  VIEW.height = 450; // the keyboard grew without a resize event (some webviews)
  jest.advanceTimersByTime(400);
  expect(low.scrollIntoView).toHaveBeenCalled();
  off();
});
