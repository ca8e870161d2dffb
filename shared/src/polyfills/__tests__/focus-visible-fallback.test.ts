import { installFocusVisibleFallback, KEYBOARD_CLASS } from '../focus-visible-fallback';

const root = () => document.documentElement.classList;

afterEach(() => root().remove(KEYBOARD_CLASS));

test('without :focus-visible (jsdom, Chrome < 86) a key press shows the ring and a pointer press hides it', () => {
  installFocusVisibleFallback(window);
  expect(root().contains(KEYBOARD_CLASS)).toBe(false);
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
  expect(root().contains(KEYBOARD_CLASS)).toBe(true);
  document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  expect(root().contains(KEYBOARD_CLASS)).toBe(false);
});

test('an engine with :focus-visible is left alone', () => {
  const doc = document.implementation.createHTMLDocument('');
  const win = { CSS: { supports: (s: string) => s === 'selector(:focus-visible)' }, document: doc } as unknown as Window;
  installFocusVisibleFallback(win);
  doc.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
  expect(doc.documentElement.classList.contains(KEYBOARD_CLASS)).toBe(false);
});
