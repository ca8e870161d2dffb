// Payloads a careless or hostile native host might send, so the page's guards can be tried by hand.

/** Used when nothing was injected yet: a session the page would accept apart from the change under test. */
export const SAMPLE_SESSION = {
  nick_name: 'Sim Player', role_id: '1001', role_name: 'Knight', token: 'sim-token', open_id: 'sim-open-id',
  user_id: '10001', mobile: '13800138000', app_id: '100', channel: 'sim', public_key: '', channel_id: '1',
  platform: 'Android', device_id: 'sim-device', opensdk_version: '1.0.0', login_types: 'Account,mobile',
  language: 'en_US',
};

const login = (raw) => ({ source: 'uc-native', callback: 'ucOnLogin', args: [raw] });

/** Each build(base) returns the whole message posted to the frame. */
export const HOSTILE_PAYLOADS = [
  { id: 'not-json', label: 'ucOnLogin: not JSON', build: () => login('{"token": "sim-token", "open_id": ') },
  { id: 'empty-token', label: 'ucOnLogin: empty token', build: (b) => login(JSON.stringify({ ...b, token: '' })) },
  { id: 'empty-open-id', label: 'ucOnLogin: empty open_id', build: (b) => login(JSON.stringify({ ...b, open_id: '' })) },
  {
    id: 'wrong-types',
    label: 'ucOnLogin: wrong field types',
    build: (b) => login(JSON.stringify({ ...b, token: { value: b.token }, nick_name: true, login_types: ['Account'], language: 42 })),
  },
  { id: 'array', label: 'ucOnLogin: JSON array, not an object', build: () => login('["sim-token","sim-open-id"]') },
  { id: 'null', label: 'ucOnLogin: JSON null', build: () => login('null') },
  { id: 'number', label: 'ucOnLogin: a number argument', build: () => login(42) },
  { id: 'too-long', label: 'ucOnLogin: 10 000-character nickname', build: (b) => login(JSON.stringify({ ...b, nick_name: 'A'.repeat(10000) })) },
  {
    id: 'proto',
    label: 'ucOnLogin: __proto__ and constructor keys',
    build: (b) =>
      login(`${JSON.stringify(b).slice(0, -1)},"__proto__":{"polluted":"yes","isLogin":true},"constructor":{"prototype":{"polluted":"yes"}}}`),
  },
  {
    id: 'markup',
    label: 'ucOnLogin: markup in names (valid session)',
    build: (b) => login(JSON.stringify({ ...b, nick_name: '<img src=x onerror="window.__ucXss=1">', role_name: '"><script>window.__ucXss=2</script>' })),
  },
  { id: 'no-args', label: 'ucOnLogin: no argument', build: () => ({ source: 'uc-native', callback: 'ucOnLogin', args: [] }) },
  { id: 'args-not-array', label: 'Envelope: args is not an array', build: () => ({ source: 'uc-native', callback: 'ucOnLogin', args: 'oops' }) },
  { id: 'unknown-callback', label: 'Envelope: unknown callback name', build: () => ({ source: 'uc-native', callback: 'constructor', args: [] }) },
  {
    id: 'result-unknown-id',
    label: 'ucOnResult: unknown callbackId',
    build: () => ({ source: 'uc-native', callback: 'ucOnResult', args: ['sim-unknown-callback', { error: 'late' }] }),
  },
];
