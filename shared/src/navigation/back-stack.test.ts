// Back runs the newest rule first; false means native should close the view.
import { pushBackHandler, runBack } from './back-stack';

it('is LIFO and falls through handlers that decline', () => {
  const calls: string[] = [];
  const offPage = pushBackHandler(() => { calls.push('page'); return true; });
  const offDialog = pushBackHandler(() => { calls.push('dialog'); return false; });
  expect(runBack()).toBe(true);
  expect(calls).toEqual(['dialog', 'page']);
  offDialog();
  offPage();
  expect(runBack()).toBe(false);
});

it('removes a handler from the middle and survives a throwing one', () => {
  const a = jest.fn(() => true);
  const offA = pushBackHandler(a);
  const offB = pushBackHandler(() => { throw new Error('x'); });
  const offC = pushBackHandler(() => false);
  offC();
  expect(runBack()).toBe(true);
  expect(a).toHaveBeenCalledTimes(1);
  offA();
  offA(); // twice is harmless
  expect(runBack()).toBe(false);
  offB();
});

it('the same function pushed twice is removed one entry at a time', () => {
  const fn = jest.fn(() => true);
  const off1 = pushBackHandler(fn);
  const off2 = pushBackHandler(fn);
  off2();
  expect(runBack()).toBe(true);
  off1();
  expect(runBack()).toBe(false);
});
