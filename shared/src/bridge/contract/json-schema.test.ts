// The shipped JSON Schema, the kernel and the contract agree: a native team validating against bridge-contract.json
// gets the answers the page itself gives.
import Ajv2020 from 'ajv/dist/2020';
import { parseSessionPayload, SESSION_FIELDS, OPTIONAL_SESSION_FIELDS } from '../../session/host-session-payload';
import { NATIVE_METHODS, NATIVE_METHOD_CONTRACT, PAGE_CALLBACK_CONTRACT, SESSION_FIELD_CONTRACT } from './bridge-contract';
import { bridgeContractJsonSchema } from './json-schema';

const schema = bridgeContractJsonSchema();
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema(schema);
const validator = (def: string) => ajv.getSchema(`bridge-contract.json#/$defs/${def}`)!;

it('is a valid JSON Schema 2020-12 document', () => {
  expect(ajv.validateSchema(schema)).toBe(true);
});

it('names exactly the kernel’s methods, session fields and callbacks', () => {
  const defs = schema.$defs as Record<string, { properties?: Record<string, unknown> }>;
  expect(Object.keys(defs).filter((d) => d.startsWith('method_')).map((d) => d.slice(7))).toEqual([...NATIVE_METHODS]);
  expect(Object.keys(defs.sessionPayload.properties!)).toEqual([...SESSION_FIELDS, ...OPTIONAL_SESSION_FIELDS]);
  expect(Object.keys(defs.callbacks.properties!)).toEqual(Object.keys(PAGE_CALLBACK_CONTRACT));
  expect(NATIVE_METHODS).toHaveLength(18); // SPEC §7's 17 and openUrl
});

it('states the trust rule native teams build to: the user center’s origin, its main frame, https only outside', () => {
  const rule = String(schema['x-trust-rule']);
  expect(rule).toMatch(/user center's origin/);
  expect(rule).toMatch(/main frame/);
  expect(rule).toMatch(/init/);
  expect(rule).toMatch(/https:/);
});

it.each([
  [{ method: 'init', payload: { version: 1 } }, true],
  [{ method: 'exit' }, true],
  [{ method: 'bindAccount', payload: { authType: 'Google', callbackId: 'uc1' } }, true],
  [{ method: 'openUrl', payload: { url: 'https://a.example/' } }, true],
  [{ method: 'report', payload: { code: 2042, message: 'back to game' } }, true],
  [{ method: 'bindMobile', payload: { mobile: '138', country: 'CN', open_id: 'o', token: 't', user_id: 'u', nickname: 'n' } }, true],
  [{ method: 'exit', payload: { now: true } }, false],
  [{ method: 'bindAccount', payload: { authType: 'Google' } }, false],
  [{ method: 'openUrl', payload: { url: 'https://a.example/', target: '_blank' } }, false],
  [{ method: 'launchMissiles' }, false],
])('page → native %j valid: %s', (message, valid) => {
  expect(validator('pageToNative')(message)).toBe(valid);
});

const VALUES: Array<[string, unknown]> = [
  ['a string', 'abc'], ['an empty string', ''], ['a number', 900001], ['a boolean', false], ['null', null],
  ['an object', { a: 1 }], ['an array of strings', ['Account', 'Google']], ['an array with an object', ['x', {}]],
  ['an oversized string', 'x'.repeat(8193)],
];

describe.each(Object.keys(SESSION_FIELD_CONTRACT))('session field %s: the schema accepts what the kernel keeps', (field) => {
  it.each(VALUES)('%s', (_name, value) => {
    const payload = { token: 't', open_id: 'o', [field]: value };
    const kept = parseSessionPayload(payload);
    const droppedByKernel = kept.kind !== 'malformed' && kept.dropped.some((d) => d.field === field);
    expect(validator('sessionPayload')(payload)).toBe(!droppedByKernel);
  });
});

it('every method has a summary for docs/bridge.md and native teams', () => {
  for (const m of NATIVE_METHODS) expect(NATIVE_METHOD_CONTRACT[m].summary.length).toBeGreaterThan(10);
});

it('lists every telemetry code the page sends', () => {
  const { TELEMETRY_CODES } = require('../../telemetry/telemetry-types') as typeof import('../../telemetry/telemetry-types');
  const codes = (schema.$defs as Record<string, { enum?: unknown[] }>).reportCode.enum;
  for (const code of Object.values(TELEMETRY_CODES)) expect(codes).toContain(code);
});

it('native → page lists ucOnLogout, called with no arguments, as the callback the page installs', () => {
  const callbacks = (schema.$defs as Record<string, { properties: Record<string, { minItems: number; maxItems: number; description: string }> }>).callbacks;
  expect(callbacks.properties.ucOnLogout).toMatchObject({ minItems: 0, maxItems: 0, description: expect.stringContaining('session') });
  const { installNativeCallbacks } = require('../native-callbacks') as typeof import('../native-callbacks');
  const uninstall = installNativeCallbacks({ onLogin: () => undefined, onLogout: () => undefined, onBack: () => false });
  const defined = Object.keys(callbacks.properties).filter((name) => typeof (window as unknown as Record<string, unknown>)[name] === 'function');
  uninstall();
  expect(defined).toEqual(Object.keys(callbacks.properties));
});
