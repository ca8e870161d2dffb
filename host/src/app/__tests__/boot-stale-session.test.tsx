// A reload more than a day after native handed the session over: the stored session is not used; the page starts
// logged out, asks native again with init, and the old player's drafts and code-send times are gone.
import { act, screen } from '@testing-library/react';

type Shared = typeof import('@uc/shared');
type Boot = typeof import('../boot');

const DAY = 24 * 60 * 60 * 1000;

afterEach(() => jest.useRealTimers());

it('does not restore a session stored more than 24 hours ago, and sends init', async () => {
  jest.useFakeTimers({ now: Date.UTC(2026, 0, 11, 9, 0, 0), advanceTimers: true });
  sessionStorage.setItem(
    'uc.session',
    JSON.stringify({
      isLogin: true,
      user: { nikeName: 'Kenji', roleId: '', roleName: '', token: 'tok', openId: 'open-1', userId: 'u-1', mobile: '', csUserId: '' },
      app: { appId: '', language: 'ja_JP', locale: 'ja-JP', loginTypes: [] },
      loginAt: Date.now() - DAY - 1,
    }),
  );
  sessionStorage.setItem('uc.draft.bindMail', JSON.stringify({ mail: 'kenji@example.com' }));
  sessionStorage.setItem('uc.codeSend', JSON.stringify({ 'bindMail|kenji@example.com': Date.now() - DAY }));
  const native: Array<{ method: string }> = [];
  window.addEventListener('uc-native', (e) => native.push((e as CustomEvent).detail));
  global.fetch = jest.fn(async () => ({ ok: false, json: async () => ({}) })) as unknown as typeof fetch;
  document.body.innerHTML = '<div id="root"></div>';
  const shared: Shared = require('@uc/shared');
  const { boot }: Boot = require('../boot');

  await act(async () => {
    await boot(document.getElementById('root')!);
  });

  expect(shared.store.getState().session.isLogin).toBe(false);
  expect(native.map((c) => c.method)).toContain('init');
  expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  expect(screen.queryByText('Kenji')).not.toBeInTheDocument();
  expect(Object.keys(sessionStorage)).toEqual([]);
});
