// The boot gives the main thread back between its steps (yieldToMain): a tap or a paint waits for one step at most,
// never for the whole boot. Each pending yield here is held until the test lets it go.
import { act, screen, waitFor } from '@testing-library/react';
import { boot } from '../boot';

const held: Array<() => void> = [];
jest.mock('../../scheduling/yield-to-main', () => ({
  yieldToMain: () => new Promise<void>((resolve) => held.push(resolve)),
}));

/** Waits until the boot is parked on its next yield, then lets it go on. */
async function nextStep(): Promise<void> {
  await waitFor(() => expect(held).toHaveLength(1));
  await act(async () => held.shift()!());
}

it('runs config, texts, remotes and native init as separate tasks, then renders', async () => {
  const native: string[] = [];
  window.addEventListener('uc-native', (e) => native.push((e as CustomEvent).detail.method));
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => ({ remotes: {} }) })) as unknown as typeof fetch;
  document.body.innerHTML = '<div id="root"></div>';
  let booted = false;
  void boot(document.getElementById('root')!).then(() => (booted = true));

  await nextStep(); // after the config and the theme
  await nextStep(); // after the texts
  expect(native).not.toContain('init');
  await nextStep(); // after the remotes and telemetry
  await act(async () => undefined);
  expect(native).toContain('init');
  expect(booted).toBe(true);
  expect(await screen.findByRole('heading', { level: 1, name: 'User Center' })).toBeInTheDocument();
});
