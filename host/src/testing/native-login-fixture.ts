// What native hands a test page: one SPEC §3 login payload, and the provider calls a login starts (config, bind info,
// badges) answered so the page settles.
import { TEST_PUBLIC_KEY_PEM, mockProvider } from '@uc/shared/src/testing';

export const NATIVE_LOGIN = {
  nick_name: 'Ana', role_id: '', role_name: '', token: 'tok-9', open_id: 'open-9', user_id: 'u-9', mobile: '13900000000',
  app_id: 'app-9', channel: 'ch', public_key: TEST_PUBLIC_KEY_PEM, channel_id: 'c1', platform: 'Android', device_id: 'd1',
  opensdk_version: '3.1', login_types: 'Account', language: 'en_US',
};

/** The calls a login starts, answered: home's tiles are `items1`. */
export function mockLoginCalls(items1: string[] = []): ReturnType<typeof mockProvider> {
  return mockProvider({
    'GET open/sdk/config': { status: 'ok', config_map: { items1, items2: [] } },
    'GET open/oauth/binding': { status: 'ok' },
    'GET open/message/read': { status: 'ok', message: 0, activeCode: 0 },
  });
}
