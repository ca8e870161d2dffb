// The host payload is untrusted input: every shape is classified, nothing throws, nothing is polluted; what real SDKs
// send (numbers, booleans, arrays for login_types) is kept, and only an unusable field is dropped.
import {
  parseSessionPayload, OPTIONAL_SESSION_FIELDS, SESSION_FIELDS, type HostSessionPayload,
} from './host-session-payload';
import { seededRandom } from '../testing/seeded-random';

const valid: HostSessionPayload = {
  nick_name: 'Neo', role_id: 'r9', role_name: 'Mage', token: 'tk', open_id: 'op', user_id: 'u1', mobile: '138',
  app_id: 'a1', channel: 'c', public_key: 'PEM', channel_id: '7', platform: 'IOS', device_id: 'd', opensdk_version: '3',
  login_types: 'Account,Google', language: 'zh_CN', capabilities: '',
};
const blank = Object.fromEntries([...SESSION_FIELDS, ...OPTIONAL_SESSION_FIELDS].map((f) => [f, ''])) as HostSessionPayload;

describe('parseSessionPayload', () => {
  it('accepts a JSON string and an object with the SPEC §3 fields', () => {
    expect(parseSessionPayload(JSON.stringify(valid))).toEqual({ kind: 'session', payload: valid, dropped: [] });
    expect(parseSessionPayload(valid)).toEqual({ kind: 'session', payload: valid, dropped: [] });
  });

  it('keeps numbers and booleans as their strings, in any field (real SDKs send channel: 7, device_id: 900001)', () => {
    const r = parseSessionPayload({
      token: 't', open_id: 12345, user_id: 7, app_id: 1.5, channel: 7, opensdk_version: 320, device_id: 900001,
      nick_name: 5, language: false, mobile: 0,
    });
    expect(r).toEqual({
      kind: 'session',
      dropped: [],
      payload: {
        ...blank, token: 't', open_id: '12345', user_id: '7', app_id: '1.5', channel: '7', opensdk_version: '320',
        device_id: '900001', nick_name: '5', language: 'false', mobile: '0',
      },
    });
  });

  it.each([
    ['an array', ['Account', 'Facebook', 'Google'], 'Account,Facebook,Google'],
    ['a comma list with spaces', ' Account , Facebook,, Google ', 'Account,Facebook,Google'],
    ['an empty array', [], ''],
  ])('login_types as %s', (_name, loginTypes, expected) => {
    const r = parseSessionPayload({ ...valid, login_types: loginTypes });
    expect(r).toEqual({ kind: 'session', payload: { ...valid, login_types: expected }, dropped: [] });
  });

  it('reads capabilities as a list too (what native can do besides SPEC §7)', () => {
    const r = parseSessionPayload({ ...valid, capabilities: ['openUrl'] });
    expect(r.kind === 'session' && r.payload.capabilities).toBe('openUrl');
  });

  it('ignores unknown keys', () => {
    const r = parseSessionPayload({ ...valid, extra: { deep: 1 }, isAdmin: true });
    expect(r).toEqual({ kind: 'session', payload: valid, dropped: [] });
  });

  it.each([
    ['object role_id', { role_id: { id: 1 } }, 'role_id', 'object'],
    ['array open_id next to a usable one', { nick_name: ['x'] }, 'nick_name', 'array'],
    ['NaN user_id', { user_id: NaN }, 'user_id', 'not a finite number'],
    ['Infinity channel', { channel: Infinity }, 'channel', 'not a finite number'],
    ['long nick_name', { nick_name: 'n'.repeat(8193) }, 'nick_name', 'too long'],
    ['long public_key', { public_key: 'k'.repeat(4097) }, 'public_key', 'too long'],
    ['login_types with an object item', { login_types: ['Account', {}] }, 'login_types', 'list item: object'],
    ['function language', { language: () => 'en' }, 'language', 'function'],
  ])('drops only the unusable field: %s', (_name, patch, field, reason) => {
    const r = parseSessionPayload({ ...valid, ...patch });
    expect(r).toEqual({ kind: 'session', payload: { ...valid, [field]: '' }, dropped: [{ field, reason }] });
  });

  it.each([
    ['empty token', { ...valid, token: '' }],
    ['empty open_id', { ...valid, open_id: '' }],
    ['blank token', { ...valid, token: '   ' }],
    ['missing open_id', { token: 'x' }],
    ['null token', { ...valid, token: null }],
    ['unusable token', { ...valid, token: { toString: (): string => 'x' } }],
    ['empty object', {}],
    ['empty object JSON', '{}'],
  ])('%s is a logged-out player', (_name, raw) => {
    expect(parseSessionPayload(raw).kind).toBe('logged-out');
  });

  it('a logged-out payload still carries the app fields (language, app id, key)', () => {
    const r = parseSessionPayload({ ...valid, token: '', open_id: '' });
    expect(r).toEqual({ kind: 'logged-out', payload: { ...valid, token: '', open_id: '' }, dropped: [] });
  });

  it.each([
    ['not JSON', '{token:'],
    ['JSON array', '[1,2]'],
    ['JSON null', 'null'],
    ['JSON number', '42'],
    ['JSON string', '"{\\"token\\":\\"x\\"}"'],
    ['array', [valid]],
    ['null', null],
    ['undefined', undefined],
    ['number', 3],
    ['boolean', true],
    ['function', () => valid],
    ['symbol', Symbol('x')],
    ['bigint', BigInt(1)],
    ['megabyte raw', 'x'.repeat(1 << 21)],
  ])('reports %s as malformed', (_name, raw) => {
    expect(parseSessionPayload(raw).kind).toBe('malformed');
  });

  it('accepts fields at their length limits', () => {
    const r = parseSessionPayload({ ...valid, nick_name: 'n'.repeat(8192), public_key: 'k'.repeat(4096) });
    expect(r.kind).toBe('session');
  });

  it('never reads getters, inherited values or proxies that throw', () => {
    const getter = { ...valid };
    Object.defineProperty(getter, 'token', { get: () => { throw new Error('boom'); }, enumerable: true });
    expect(parseSessionPayload(getter)).toMatchObject({ kind: 'logged-out', dropped: [{ field: 'token', reason: 'accessor' }] });
    expect(parseSessionPayload(Object.create(valid)).kind).toBe('logged-out');
    const trap = new Proxy({}, { getOwnPropertyDescriptor: () => { throw new Error('trap'); } });
    expect(parseSessionPayload(trap)).toEqual({ kind: 'malformed', reason: 'unreadable' });
  });

  it('never copies __proto__ or constructor keys', () => {
    const raw = `{"token":"t","open_id":"o","__proto__":{"polluted":"1"},"constructor":{"prototype":{"polluted":"2"}}}`;
    const r = parseSessionPayload(raw);
    expect(r.kind).toBe('session');
    expect(r.kind === 'session' && Object.getPrototypeOf(r.payload)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});


function hostilePayloads(count: number): unknown[] {
  const rnd = seededRandom(0xc0ffee);
  const pick = <T,>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)];
  const keys = [...SESSION_FIELDS, '__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', ''];
  const values = (): unknown => pick<() => unknown>([
    () => '', () => 'x'.repeat(Math.floor(rnd() * 10000)), () => rnd() * 1e6, () => NaN, () => -Infinity, () => null,
    () => true, () => [], () => ({ polluted: 'yes' }), () => ({ __proto__: { polluted: 'yes' } }), () => '\u0000\ud800',
    () => '{"__proto__":{"polluted":"yes"}}', () => Number.MAX_SAFE_INTEGER, () => 'ok',
    () => '<img src=x onerror="window.__xss=1">', () => '<script>window.__xss=1</script>', () => 'y'.repeat(1 << 20),
    () => '\u202eمرحبا עברית ไทย 日本語', () => 'zh_TW', () => 'xx-INVALID-🏳️‍🌈',
  ])();
  const out: unknown[] = [];
  for (let i = 0; i < count; i += 1) {
    const fields: string[] = [];
    const n = Math.floor(rnd() * 12);
    for (let j = 0; j < n; j += 1) fields.push(`${JSON.stringify(pick(keys))}:${JSON.stringify(values()) ?? 'null'}`);
    const json = `{${fields.join(',')}}`;
    out.push(pick<() => unknown>([
      () => json,
      () => JSON.parse(json),
      () => json.slice(0, Math.floor(rnd() * json.length)),
      () => `[${json}]`,
      () => json.replace(/"/g, "'"),
      () => values(),
    ])());
  }
  return out;
}

describe('parseSessionPayload on 520 generated hostile payloads', () => {
  const cases = hostilePayloads(520);

  it('never throws, always classifies, never pollutes Object.prototype', () => {
    const kinds = new Set<string>();
    for (const raw of cases) {
      let r: ReturnType<typeof parseSessionPayload> | undefined;
      expect(() => { r = parseSessionPayload(raw); }).not.toThrow();
      expect(['session', 'logged-out', 'malformed']).toContain(r!.kind);
      if (r!.kind !== 'malformed') for (const v of Object.values(r!.payload)) expect(typeof v).toBe('string');
      kinds.add(r!.kind);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
    expect(kinds.has('malformed')).toBe(true);
    expect(kinds.has('logged-out')).toBe(true);
  });
});
