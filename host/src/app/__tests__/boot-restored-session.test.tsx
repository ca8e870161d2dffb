// A reload inside the webview: the session comes back from sessionStorage and texts start in its language.
import { act, screen } from '@testing-library/react';

type Shared = typeof import('@uc/shared');
type Runtime = typeof import('@module-federation/enhanced/runtime');
type Boot = typeof import('../boot');

it('starts in the restored session’s language', async () => {
  // The page stays busy until the test says otherwise: home's idle preload cannot start the runtime behind its back.
  const { holdIdle }: typeof import('../../testing/held-idle') = require('../../testing/held-idle');
  const idle = holdIdle();
  // Before @uc/shared loads: its store restores the session when it is created.
  sessionStorage.setItem(
    'uc.session',
    JSON.stringify({
      isLogin: true,
      user: { nikeName: 'Kenji', roleId: '', roleName: '', token: 'tok', openId: 'open-1', userId: 'u-1', mobile: '', csUserId: '' },
      app: { appId: '', language: 'ja_JP', locale: 'ja-JP', loginTypes: [] },
      loginAt: Date.now() - 60_000,
    }),
  );
  global.fetch = jest.fn(async () => ({ ok: false, json: async () => ({}) })) as unknown as typeof fetch;
  document.body.innerHTML = '<div id="root"></div>';
  const runtime: Runtime = require('@module-federation/enhanced/runtime');
  const shared: Shared = require('@uc/shared');
  const { boot }: Boot = require('../boot');
  const { federation }: typeof import('../../federation/federation-instance') = require('../../federation/federation-instance');

  await act(async () => {
    await boot(document.getElementById('root')!);
  });

  expect(shared.i18n.language).toBe('ja');
  expect(shared.store.getState().session).toMatchObject({ isLogin: true, user: { nikeName: 'Kenji' } });
  const title = shared.i18n.t('common:title.userCenter');
  expect(title).not.toBe('User Center');
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText('Kenji')).toBeInTheDocument();
  // app-config.json missing: the defaults stand, the remotes are still registered.
  expect(idle.pending()).toBeGreaterThan(0);
  expect(runtime.getInstance()).toBeFalsy();
  expect((await federation()).options.remotes.map((r) => r.name)).toEqual(['uc_account', 'uc_messages', 'uc_support', 'uc_deletion']);
});
