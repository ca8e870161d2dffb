// Deploy-time config must never break boot: wrong types are ignored, failures keep defaults.
import { DEFAULT_APP_CONFIG, getAppConfig, loadAppConfig, setAppConfig } from './app-config';

afterEach(() => setAppConfig({}));

describe('setAppConfig', () => {
  it('keeps defaults for an empty or non-object input', () => {
    expect(setAppConfig({})).toEqual(DEFAULT_APP_CONFIG);
    expect(setAppConfig(null)).toEqual(DEFAULT_APP_CONFIG);
    expect(setAppConfig([1, 2])).toEqual(DEFAULT_APP_CONFIG);
    expect(setAppConfig('x')).toEqual(DEFAULT_APP_CONFIG);
  });

  it('merges valid keys over defaults and ignores wrong-typed ones', () => {
    const c = setAppConfig({
      apiBase: 'https://api.example/',
      ticketApiBase: 42,
      remotes: { account: 'https://a.example/mf-manifest.json', messages: 7 },
      bridgeOrigins: ['https://sim.example', 5],
      theme: { '--uc-accent': '#f60', bad: {} },
      ticketService: { companyId: '9' },
      ticketFrames: { byApp: { app1: { en: 'https://t/en', x: 1 } }, default: 'https://t/default' },
    });
    expect(c.apiBase).toBe('https://api.example/');
    expect(c.ticketApiBase).toBe(DEFAULT_APP_CONFIG.ticketApiBase);
    expect(c.remotes.account).toBe('https://a.example/mf-manifest.json');
    expect(c.remotes.messages).toBe(DEFAULT_APP_CONFIG.remotes.messages);
    expect(c.bridgeOrigins).toEqual(['https://sim.example']);
    expect(c.theme.light).toEqual({ '--uc-accent': '#f60' });
    expect(c.theme.dark).toEqual({ '--uc-accent': '#f60' });
    expect(c.theme.refused).toEqual(['theme.bad: unknown key']);
    expect(c.ticketService.companyId).toBe('9');
    expect(c.ticketService.appId).toBe(DEFAULT_APP_CONFIG.ticketService.appId);
    expect(c.ticketFrames.byApp.app1).toEqual({ en: 'https://t/en' });
    expect(c.ticketFrames.default).toBe('https://t/default');
    expect(getAppConfig()).toBe(c);
  });

  it('never pollutes prototypes from hostile keys', () => {
    setAppConfig(JSON.parse('{"__proto__":{"polluted":"yes"},"theme":{"__proto__":{"polluted":"yes"}},"privacyHostByApp":{"constructor":"x"}}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(getAppConfig().privacyHostByApp).toEqual({});
  });
});

describe('ticketService.tokenUrl', () => {
  it('the local defaults ask the stand-in\'s token endpoint and carry no app key', () => {
    expect(DEFAULT_APP_CONFIG.ticketService.tokenUrl).toBe('http://localhost:3100/open/ticket/token');
    expect(DEFAULT_APP_CONFIG.ticketService.appKey).toBe('');
  });

  it('a file\'s own ticketService names its token source: without tokenUrl there is none (never the local one)', () => {
    const old = setAppConfig({ ticketService: { appId: 'svc', appKey: 'k' } });
    expect(old.ticketService).toMatchObject({ appId: 'svc', appKey: 'k', tokenUrl: '' });
    const withUrl = setAppConfig({ ticketService: { appId: 'svc', tokenUrl: 'https://uc-api.example/ticket-token' } });
    expect(withUrl.ticketService).toMatchObject({ tokenUrl: 'https://uc-api.example/ticket-token', appKey: '' });
    expect(setAppConfig({ supportEmail: 'a@b.example' }).ticketService.tokenUrl).toBe(DEFAULT_APP_CONFIG.ticketService.tokenUrl);
  });
});

describe('ticketService.frameIdentityUrl', () => {
  it('the local defaults ask the stand-in to sign the ticket frame\'s identity', () => {
    expect(DEFAULT_APP_CONFIG.ticketService.frameIdentityUrl).toBe('http://localhost:3100/open/ticket/frame-identity');
  });

  it('a file\'s own ticketService without one has none: the local signer never stands in for a deployment\'s', () => {
    expect(setAppConfig({ ticketService: { appId: 'svc', tokenUrl: 'https://a.example/t' } }).ticketService.frameIdentityUrl).toBe('');
    const own = setAppConfig({ ticketService: { frameIdentityUrl: 'https://a.example/frame-identity' } });
    expect(own.ticketService.frameIdentityUrl).toBe('https://a.example/frame-identity');
    expect(setAppConfig({ ticketService: { frameIdentityUrl: 42 } }).ticketService.frameIdentityUrl).toBe('');
  });
});

describe('serviceWorker', () => {
  it('is on unless the file says false: the host registers its service worker', () => {
    expect(setAppConfig({}).serviceWorker).toBe(true);
    expect(setAppConfig({ serviceWorker: true }).serviceWorker).toBe(true);
  });

  it('"serviceWorker": false turns it off (the page then unregisters it and clears its caches)', () => {
    expect(setAppConfig({ serviceWorker: false }).serviceWorker).toBe(false);
  });

  it('a value of another type keeps it on, as any wrong-typed key keeps its default', () => {
    for (const v of ['false', 0, null, 'off', {}]) expect(setAppConfig({ serviceWorker: v }).serviceWorker).toBe(true);
  });
});

describe('loadAppConfig', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('fetches app-config.json without cache and applies it', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ supportEmail: 'help@x.example' }) });
    global.fetch = fetchMock as unknown as typeof fetch;
    const c = await loadAppConfig();
    expect(fetchMock).toHaveBeenCalledWith('app-config.json', { cache: 'no-cache' });
    expect(c.supportEmail).toBe('help@x.example');
  });

  it.each([
    ['network failure', () => Promise.reject(new Error('offline'))],
    ['404', () => Promise.resolve({ ok: false, json: async () => ({}) })],
    ['bad JSON', () => Promise.resolve({ ok: true, json: async () => { throw new SyntaxError('x'); } })],
  ])('keeps defaults on %s', async (_name, impl) => {
    global.fetch = jest.fn(impl) as unknown as typeof fetch;
    await expect(loadAppConfig('cfg.json')).resolves.toEqual(DEFAULT_APP_CONFIG);
  });
});
