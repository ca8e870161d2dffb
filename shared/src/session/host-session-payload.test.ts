// The host payload is untrusted input: every shape is classified, nothing throws, nothing is polluted.
import { parseSessionPayload, SESSION_FIELDS, type HostSessionPayload } from './host-session-payload';
import { seededRandom } from '../testing/seeded-random';

const valid: HostSessionPayload = {
  nick_name: 'Neo', role_id: 'r9', role_name: 'Mage', token: 'tk', open_id: 'op', user_id: 'u1', mobile: '138',
  app_id: 'a1', channel: 'c', public_key: 'PEM', channel_id: '7', platform: 'IOS', device_id: 'd', opensdk_version: '3',
  login_types: 'Account,Google', language: 'zh_CN',
};

describe('parseSessionPayload', () => {
  it('accepts a JSON string and an object with the SPEC §3 fields', () => {
    expect(parseSessionPayload(JSON.stringify(valid))).toEqual({ kind: 'session', payload: valid });
    expect(parseSessionPayload(valid)).toEqual({ kind: 'session', payload: valid });
  });

  it('turns finite numeric ids into strings and fills absent fields with ""', () => {
    const r = parseSessionPayload({ token: 't', open_id: 12345, user_id: 7, app_id: 1.5 });
    expect(r).toEqual({
      kind: 'session',
      payload: { ...Object.fromEntries(SESSION_FIELDS.map((f) => [f, ''])), token: 't', open_id: '12345', user_id: '7', app_id: '1.5' },
    });
  });

  it('ignores unknown keys', () => {
    const r = parseSessionPayload({ ...valid, extra: { deep: 1 }, isAdmin: true });
    expect(r.kind === 'session' && Object.keys(r.payload).sort()).toEqual([...SESSION_FIELDS].sort());
  });

  it.each([
    ['empty token', { ...valid, token: '' }],
    ['empty open_id', { ...valid, open_id: '' }],
    ['blank token', { ...valid, token: '   ' }],
    ['missing open_id', { token: 'x' }],
    ['null token', { ...valid, token: null }],
    ['empty object', {}],
    ['empty object JSON', '{}'],
  ])('ignores %s', (_name, raw) => {
    expect(parseSessionPayload(raw)).toEqual({ kind: 'ignored', reason: 'empty-credentials' });
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
    ['object token', { ...valid, token: { toString: (): string => 'x' } }],
    ['array open_id', { ...valid, open_id: ['x'] }],
    ['boolean language', { ...valid, language: false }],
    ['numeric nick_name', { ...valid, nick_name: 5 }],
    ['NaN user_id', { ...valid, user_id: NaN }],
    ['Infinity role_id', { ...valid, role_id: Infinity }],
    ['long token', { ...valid, token: 'x'.repeat(8193) }],
    ['long public_key', { ...valid, public_key: 'k'.repeat(4097) }],
    ['megabyte string', JSON.stringify({ ...valid, nick_name: 'n'.repeat(1 << 20) })],
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
    expect(parseSessionPayload(getter).kind).toBe('malformed');
    expect(parseSessionPayload(Object.create(valid)).kind).toBe('ignored');
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
      expect(['session', 'ignored', 'malformed']).toContain(r!.kind);
      if (r!.kind === 'session') for (const v of Object.values(r!.payload)) expect(typeof v).toBe('string');
      kinds.add(r!.kind);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
    expect(kinds.has('malformed')).toBe(true);
    expect(kinds.has('ignored')).toBe(true);
  });
});
