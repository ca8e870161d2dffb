// The boot sequence end to end: app-config.json → theme and root font → language → remotes listed for the federation
// runtime (started on first use) → native callbacks → the shell renders.
import { act, screen, waitFor } from '@testing-library/react';
import { getInstance } from '@module-federation/enhanced/runtime';
import { i18n } from '@uc/shared';
import { TEST_PUBLIC_KEY_PEM, mockProvider } from '@uc/shared/src/testing';
import { boot } from '../boot';
import { federation } from '../../federation/federation-instance';
import { holdIdle } from '../../testing/held-idle';

const CONFIG = {
  remotes: {
    account: 'http://cdn.example/account/mf-manifest.json',
    messages: 'http://cdn.example/messages/mf-manifest.json',
    support: 'http://cdn.example/support/mf-manifest.json',
    deletion: 'http://cdn.example/deletion/mf-manifest.json',
  },
  theme: { '--uc-accent': '#ff6600' },
};

it('boots a plain browser in English with the configured remotes, theme and callbacks', async () => {
  // The page stays busy until the test says otherwise: home's idle preload cannot start the runtime behind its back.
  const idle = holdIdle();
  const native: Array<{ method: string; payload?: unknown }> = [];
  window.addEventListener('uc-native', (e) => native.push((e as CustomEvent).detail));
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => CONFIG })) as unknown as typeof fetch;
  document.body.innerHTML = '<div id="root"></div>';
  const provider = mockProvider({
    'GET open/oauth/binding': { status: 'ok' },
    'GET open/message/read': { status: 'ok', message: 0, activeCode: 0 },
  });
  await act(async () => {
    await boot(document.getElementById('root')!);
  });

  expect(global.fetch).toHaveBeenCalledWith('app-config.json', expect.objectContaining({ cache: 'no-cache' }));
  expect(document.documentElement.style.getPropertyValue('--uc-accent')).toBe('#ff6600');
  expect(document.documentElement.style.fontSize).toMatch(/px$/);
  expect(i18n.language).toBe('en');
  // Home's path starts no federation runtime; the first remote need starts it with the configured remotes.
  expect(await screen.findByRole('heading', { level: 1, name: 'User Center' })).toBeInTheDocument();
  expect(idle.pending()).toBeGreaterThan(0);
  expect(getInstance()).toBeFalsy();
  expect((await federation()).options.remotes.map((r) => [r.name, 'entry' in r ? r.entry : ''])).toEqual([
    ['uc_account', CONFIG.remotes.account],
    ['uc_messages', CONFIG.remotes.messages],
    ['uc_support', CONFIG.remotes.support],
    ['uc_deletion', CONFIG.remotes.deletion],
  ]);
  expect(native[0]).toEqual({ method: 'init', payload: { version: 1 } });
  expect(await screen.findByRole('heading', { level: 1, name: 'User Center' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();

  // ucOnLogin and ucOnBack are wired: a login shows the player, back on home asks the host to exit.
  const w = window as unknown as { ucOnLogin(raw: string): void; ucOnBack(): boolean };
  await act(async () => {
    w.ucOnLogin(JSON.stringify({ token: 't', open_id: 'o', nick_name: 'Booted', public_key: TEST_PUBLIC_KEY_PEM, language: 'en_US' }));
  });
  expect(await screen.findByText('Booted')).toBeInTheDocument();
  let handled = false;
  act(() => {
    handled = w.ucOnBack();
  });
  expect(handled).toBe(true);
  expect(native.map((c) => c.method)).toContain('exit');
  await waitFor(() => expect(provider.requests.map((r) => r.path).sort()).toEqual(['open/message/read', 'open/oauth/binding']));
  provider.restore();
});
