// init goes out before the boot sets up the texts (boot.tsx): a host that answers inside the init call itself (the
// simulator, some SDKs) hands over the player's language before i18next exists. The texts start in that language and
// the boot's own texts step keeps it.
import { act, screen } from '@testing-library/react';
import { i18n } from '@uc/shared';
import { boot } from '../boot';
import { holdIdle } from '../../testing/held-idle';

it("shows home in the language of a logged-out payload native sends at once, before the boot's texts started", async () => {
  holdIdle(); // no idle preload behind the test's back
  window.addEventListener('uc-native', (e) => {
    if ((e as CustomEvent).detail.method !== 'init') return;
    (window as unknown as { ucOnLogin(raw: string): void }).ucOnLogin(JSON.stringify({ token: '', open_id: '', language: 'ja_JP' }));
  });
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => ({ remotes: {} }) })) as unknown as typeof fetch;
  document.body.innerHTML = '<div id="root"></div>';

  await act(async () => {
    await boot(document.getElementById('root')!);
  });

  expect(await screen.findByRole('button', { name: 'ログイン' })).toBeInTheDocument();
  expect(i18n.language).toBe('ja');
});
