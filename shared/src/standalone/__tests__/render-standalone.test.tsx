// A remote's standalone page boots like the host: config + theme, root font, texts, bridge callbacks, routes, UiRoot.
import { act, screen, waitFor } from '@testing-library/react';
import { nativeWindow } from '../../bridge/native-methods';
import { store } from '../../store/store';
import { PageLayout } from '../../ui/layout/page-layout';
import { toast } from '../../ui/feedback/toast';
import { recordNativeCalls } from '../../testing/native-calls';
import { renderStandalone } from '../render-standalone';

function FaqPage() {
  return (
    <PageLayout title="FAQ">
      <p>faq list</p>
    </PageLayout>
  );
}

const session = {
  nick_name: 'Tester', role_id: 'r1', role_name: 'Knight', token: 'tok', open_id: 'open-1', user_id: 'u1',
  mobile: '', app_id: 'app-1', channel: 'ch', public_key: 'MIGf', channel_id: 'c1', platform: 'Android',
  device_id: 'd1', opensdk_version: '3.0.0', login_types: 'Account', language: 'en_US',
};

it('boots, renders the home route with the UI kit, and wires the native callbacks', async () => {
  document.body.innerHTML = '<div id="root"></div>';
  const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({ theme: { '--uc-accent': '#ff6600' } }) }));
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  const native = recordNativeCalls();

  renderStandalone({ routes: { '/faq': FaqPage }, home: '/faq' });

  expect(await screen.findByRole('heading', { name: 'FAQ' })).toBeInTheDocument();
  expect(window.location.hash).toBe('#/faq');
  expect(fetchMock).toHaveBeenCalledWith('app-config.json', { cache: 'no-cache' });
  expect(document.documentElement.style.getPropertyValue('--uc-accent')).toBe('#ff6600');
  expect(document.documentElement.style.fontSize).toMatch(/px$/);
  expect(native.calls).toContainEqual({ method: 'init', payload: { version: 1 } });

  // UiRoot is mounted: toasts from anywhere show up.
  act(() => toast('hello from a remote'));
  expect(await screen.findByText('hello from a remote')).toBeInTheDocument();

  // A malformed login payload is ignored and reported.
  act(() => nativeWindow().ucOnLogin?.('{not json'));
  expect(store.getState().session.isLogin).toBe(false);
  expect(native.calls).toContainEqual({ method: 'report', payload: expect.objectContaining({ status: 'fail' }) });

  // A good one logs in (opened from the client).
  act(() => nativeWindow().ucOnLogin?.(JSON.stringify(session)));
  expect(store.getState().session.isLogin).toBe(true);

  // Hardware back runs the page rule: an entry page opened from the client exits.
  expect(native.calls.some((c) => c.method === 'exit')).toBe(false);
  let handled = false;
  act(() => {
    handled = nativeWindow().ucOnBack?.() ?? false;
  });
  expect(handled).toBe(true);
  await waitFor(() => expect(native.calls.some((c) => c.method === 'exit')).toBe(true));
  native.stop();
});
