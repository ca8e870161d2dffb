// The contract document holds every SPEC §7 call and ARCHITECTURE §8 variant, and contract.js reads it right.
const { DOCUMENT, calls, modeOf, requestFields, requestIsOpen, validateAnswer, validateFailure, validateRequest, errorNumbers } = require('./contract');

// SPEC §7's table, call by call (the names its "Call" column uses; a row naming two calls is two names here).
const SPEC_TABLE = [
  'country list', 'init/config', 'bind info', 'bind mail', 'bind mobile', 'bindNew', 'third-party bind', 'third-party bindNew',
  'real info', 'unbind', 'send SMS', 'verify SMS', 'send mail', 'verify mail', 'change bind', 'changeBindNew',
  'change password', 'contract', 'privacy', 'forget lookup', 'forget reset', 'messages list', 'message link click',
  'delete message', 'message content', 'claim active code', 'active codes', 'unread counts', 'balance', 'daily task',
  'growth task', 'FAQ types', 'FAQ details', 'delete detail', 'delete apply', 'delete cancel', 'save ticket',
];
const BASE = ['channel', 'grant_app', 'open_id', 'opensdk_version', 'time'];

describe('the document', () => {
  it('is OpenAPI 3.1 on JSON Schema 2020-12', () => {
    expect(DOCUMENT.openapi).toBe('3.1.0');
    expect(DOCUMENT.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(Object.keys(DOCUMENT.paths).every((p) => p.startsWith('/'))).toBe(true);
  });

  it('has every call of SPEC §7 and each of ARCHITECTURE §8', () => {
    const names = new Set(calls().map((c) => c.call));
    expect(SPEC_TABLE.filter((name) => !names.has(name))).toEqual([]);
    const byExtension = (ext) => calls().filter((c) => c.extension === ext).map((c) => c.id).sort();
    expect(byExtension('proof')).toEqual(['send-mail-by-username', 'send-sms-by-username', 'verify-mail-by-username', 'verify-sms-by-username']);
    expect(byExtension('webAccount')).toEqual(['delete-apply-web', 'delete-cancel-web', 'delete-detail-web']);
    expect(byExtension('dataExport')).toEqual(['data-export', 'data-export-web']);
  });

  it('gives every operation an id, an answer and a failure, and every call a unique id', () => {
    const ids = calls().map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const opIds = [];
    for (const item of Object.values(DOCUMENT.paths)) {
      for (const method of ['get', 'post', 'delete']) {
        if (!item[method]) continue;
        opIds.push(item[method].operationId);
        expect(item[method].responses['200'].content['application/json'].schema.oneOf).toHaveLength(2);
      }
    }
    expect(new Set(opIds).size).toBe(opIds.length);
  });

  it('resolves every $ref', () => {
    const refs = JSON.stringify(DOCUMENT).match(/"\$ref":"[^"]+"/g).map((r) => r.slice(8, -1));
    const missing = [...new Set(refs)].filter((ref) => ref.replace(/^#\//, '').split('/').reduce((n, k) => n?.[k], DOCUMENT) === undefined);
    expect(missing).toEqual([]);
  });

  it('names the error numbers of SPEC §8 and ARCHITECTURE §8', () => {
    expect(errorNumbers()).toEqual(expect.objectContaining({
      1345: expect.objectContaining({ source: 'SPEC §8' }),
      1401: expect.objectContaining({ source: 'ARCHITECTURE §8 (proof)' }),
      1429: expect.objectContaining({ source: 'ARCHITECTURE §8 (proof)' }),
    }));
  });
});

describe('requestFields', () => {
  it('is SPEC §7 without extensions and ARCHITECTURE §8 with proof', () => {
    expect(requestFields('forget-reset')).toEqual([...BASE, 'password', 'username'].sort());
    expect(requestFields('forget-reset', { extensions: ['proof'] })).toEqual([...BASE, 'password', 'proof', 'username'].sort());
    expect(requestFields('change-password', { extensions: ['proof'] })).toContain('proof');
    expect(requestFields('change-password', { extensions: [] })).not.toContain('proof');
    expect(requestFields('send-sms-by-username', { extensions: ['proof'] })).toEqual([...BASE, 'country', 'target', 'target_id', 'username'].sort());
    expect(requestFields('delete-detail-web', { extensions: ['webAccount'] })).toEqual([...BASE, 'proof', 'username'].sort());
  });

  it('refuses a call outside its extension, and unknown names', () => {
    expect(() => requestFields('send-sms-by-username')).toThrow('only with the proof extension');
    expect(() => requestFields('nope')).toThrow('no call "nope"');
    expect(() => requestFields('config', { extensions: ['magic'] })).toThrow('Unknown extension');
  });

  it('picks the listed extension a call has', () => {
    expect(modeOf('verify-sms', { extensions: ['proof', 'webAccount'] })).toBe('proof');
    expect(modeOf('send-sms-by-username', { extensions: ['proof', 'webAccount'] })).toBe('webAccount');
    expect(modeOf('config', { extensions: ['proof'] })).toBe('spec');
    expect(calls({ extensions: [] }).some((c) => c.extension)).toBe(false);
  });

  it('says which calls carry more than they name', () => {
    expect(requestIsOpen('bind-third-party')).toBe(true);
    expect(requestIsOpen('bind-mail')).toBe(false);
  });
});

describe('validateRequest', () => {
  const base = { grant_app: '1', channel: 'c', time: 1, open_id: '', opensdk_version: '1' };
  it('holds a payload to its fields and types', () => {
    expect(validateRequest('forget-reset', { ...base, username: 'u', password: 'p' })).toEqual([]);
    expect(validateRequest('forget-reset', { ...base, username: 'u', password: 'p', proof: 'x' })).toEqual([expect.stringContaining('(proof)')]);
    expect(validateRequest('forget-reset', { ...base, username: 'u' }, { extensions: ['proof'] })).toEqual(expect.arrayContaining([expect.stringContaining("'password'")]));
    expect(validateRequest('active-codes', { ...base, user_id: 'u', mobile: 'm', current: '1', size: 20 })).toEqual(['request/current must be integer']);
  });
});

describe('validateAnswer', () => {
  it('accepts the call’s success and the failure shape, and names what is wrong', () => {
    expect(validateAnswer('unread-counts', { status: 'ok', message: 2, activeCode: 0 })).toEqual([]);
    expect(validateAnswer('unread-counts', { status: 'fail', error: '1002', error_msg: 'Token' })).toEqual([]);
    expect(validateAnswer('unread-counts', { status: 'ok', message: '2' })).toEqual(
      expect.arrayContaining(['answer/message must be integer', "answer must have required property 'activeCode'"]),
    );
    expect(validateAnswer('unread-counts', { status: 'fail' })).toEqual(["failure must have required property 'error'"]);
    expect(validateAnswer('unread-counts', '<html>')).toEqual(['answer is not a JSON object']);
  });

  it('wants a proof beside a right code with proof, and masked values from the lookup', () => {
    expect(validateAnswer('verify-sms', { status: 'ok', result: true })).toEqual([]);
    expect(validateAnswer('verify-sms', { status: 'ok', result: true }, { extensions: ['proof'] })).toEqual(
      expect.arrayContaining(["answer must have required property 'proof'"]),
    );
    expect(validateAnswer('verify-sms', { status: 'ok', result: false }, { extensions: ['proof'] })).toEqual([]);
    expect(validateAnswer('verify-sms', { status: 'ok', result: true, proof: 'p'.repeat(257) }, { extensions: ['proof'] })).toEqual([
      'answer/proof must NOT have more than 256 characters',
    ]);
    const full = { status: 'ok', Mobile: '13812345678', Account: 'player@example.com' };
    expect(validateAnswer('forget-lookup', full)).toEqual([]);
    expect(validateAnswer('forget-lookup', full, { extensions: ['proof'] })).toHaveLength(2);
    expect(validateAnswer('forget-lookup', { status: 'ok', Mobile: '138****5678', Account: '' }, { extensions: ['proof'] })).toEqual([]);
  });

  it('reads the ticket service’s ret_code shape', () => {
    expect(validateAnswer('ticket-save-user', { ret_code: '000000', item: { userId: 'cs-1' } })).toEqual([]);
    expect(validateAnswer('ticket-save-user', { ret_code: '1', ret_msg: 'no' })).toEqual([]);
    expect(validateAnswer('ticket-save-user', { ret_code: '000000', item: {} })).toEqual(["answer/item must have required property 'userId'"]);
  });

  it('says a success is not a failure', () => {
    expect(validateFailure({ status: 'ok' })).toEqual(['answer is not a failure (status is missing or "ok")']);
    expect(validateFailure({ status: 'fail', error: 'decrypt', error_msg: 'Cannot decrypt q' })).toEqual([]);
  });
});
