// A call for an app with nobody logged in (ProviderQueryArgs.app, the public deletion page): whatever the store's
// session, its base fields carry that app and no player, and q is encrypted with that app's key.
import { api } from './api-slice';
import { createAppStore } from '../store/store';
import { loggedInState } from '../testing/logged-in-state';
import { mockProvider } from '../testing/mock-provider';
import { TEST_PUBLIC_KEY_PEM } from '../testing/test-keys';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probeForApp: build.mutation<unknown, { withApp: boolean }>({
      query: ({ withApp }) => ({
        method: 'POST', path: 'open/probe', payload: { username: 'u' },
        ...(withApp ? { app: { appId: 'game-7', publicKey: TEST_PUBLIC_KEY_PEM, channel: 'web' } } : {}),
      }),
    }),
  }),
});

let provider: ReturnType<typeof mockProvider>;
afterEach(() => provider.restore());

it('sends the app\'s id and channel, an empty open_id and nothing of the logged-in player', async () => {
  provider = mockProvider({ 'POST open/probe': { status: 'ok' } });
  const store = createAppStore(loggedInState());
  await store.dispatch(probe.endpoints.probeForApp.initiate({ withApp: true }));
  await store.dispatch(probe.endpoints.probeForApp.initiate({ withApp: false }));
  const [forApp, asPlayer] = provider.requests;
  expect(forApp.params.v).toBe('game-7');
  expect(forApp.payload).toEqual({ grant_app: 'game-7', channel: 'web', time: expect.any(Number), open_id: '', opensdk_version: '', username: 'u' });
  // the store's own session is untouched and still used by every other call
  expect(asPlayer.params.v).toBe('app-1');
  expect(asPlayer.payload).toMatchObject({ grant_app: 'app-1', open_id: 'open-1' });
});
