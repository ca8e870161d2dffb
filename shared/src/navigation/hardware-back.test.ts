// Hardware back with no page rule on screen: history when the router has an entry behind, else close the view.
import { pushBackHandler } from './back-stack';
import { hardwareBack } from './hardware-back';

afterEach(() => window.history.replaceState(null, ''));

it('a rule on the stack answers first and history is left alone', () => {
  window.history.replaceState({ idx: 2, key: 'k' }, '');
  const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
  const off = pushBackHandler(() => true);
  expect(hardwareBack()).toBe(true);
  expect(back).not.toHaveBeenCalled();
  off();
  back.mockRestore();
});

it('no rule (a page still loading) with an entry behind: goes back in history and says handled', () => {
  window.history.replaceState({ idx: 1, key: 'k' }, '');
  const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
  expect(hardwareBack()).toBe(true);
  expect(back).toHaveBeenCalledTimes(1);
  back.mockRestore();
});

it.each([
  ['the first entry', { idx: 0, key: 'k' }],
  ['an entry the router did not make', null],
  ['a state without an index', { key: 'k' }],
])('no rule on %s: false, so native closes the view', (_, state) => {
  window.history.replaceState(state, '');
  const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
  expect(hardwareBack()).toBe(false);
  expect(back).not.toHaveBeenCalled();
  back.mockRestore();
});
