// A logged-in session for tests, with a real RSA key so requests encrypt like production.
import type { SessionState } from '../session/session-slice';
import { initialSessionState } from '../session/session-slice';
import { TEST_PUBLIC_KEY_PEM } from './test-keys';

type Overrides = Partial<Omit<SessionState, 'user' | 'app'>> & {
  user?: Partial<SessionState['user']>;
  app?: Partial<SessionState['app']>;
};

export function loggedInState(overrides: Overrides = {}): { session: SessionState } {
  const base = initialSessionState();
  const { user, app, ...rest } = overrides;
  return {
    session: {
      ...base,
      isLogin: true,
      ...rest,
      user: {
        ...base.user,
        nikeName: 'Tester', roleId: 'r1', roleName: 'Knight', token: 'tok-123', openId: 'open-1',
        userId: 'u-1', mobile: '13800000000', csUserId: '',
        ...user,
      },
      app: {
        ...base.app,
        appId: 'app-1', channel: 'ch-1', publicKey: TEST_PUBLIC_KEY_PEM, channelId: 'cid-1', platform: 'Android',
        deviceId: 'dev-1', opensdk_version: '3.0.0', loginTypes: ['Account', 'Facebook', 'Google'],
        language: 'en_US', locale: 'en-US',
        ...app,
      },
    },
  };
}
