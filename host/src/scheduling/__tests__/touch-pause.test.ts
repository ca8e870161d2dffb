// touch-pause.ts: background work waits while a finger is on the screen, and goes on when it lifts.
import { watchTouches, whenUntouched } from '../touch-pause';

beforeAll(() => watchTouches());

async function settledAfterTicks(p: Promise<void>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return done;
}

it('goes on at once when nothing touches the screen', async () => {
  expect(await settledAfterTicks(whenUntouched())).toBe(true);
});

it('waits from touchstart until the last finger lifts', async () => {
  window.dispatchEvent(new Event('touchstart'));
  const wait = whenUntouched();
  expect(await settledAfterTicks(wait)).toBe(false);
  const oneLeft = Object.assign(new Event('touchend'), { touches: [{}] });
  window.dispatchEvent(oneLeft);
  expect(await settledAfterTicks(wait)).toBe(false);
  window.dispatchEvent(Object.assign(new Event('touchend'), { touches: [] }));
  expect(await settledAfterTicks(wait)).toBe(true);
});

it('waits from pointerdown until pointerup or pointercancel', async () => {
  for (const end of ['pointerup', 'pointercancel']) {
    window.dispatchEvent(new Event('pointerdown'));
    const wait = whenUntouched();
    expect(await settledAfterTicks(wait)).toBe(false);
    window.dispatchEvent(new Event(end));
    expect(await settledAfterTicks(wait)).toBe(true);
  }
});
