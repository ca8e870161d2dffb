// The self-check's verdicts, one reason at a time: what native did → pass, fail or still waiting, and why.
import { setAppConfig } from '@uc/shared';
import { TEST_PUBLIC_KEY_PEM } from '@uc/shared/src/testing';
import { checkHandshake, checkIsolation, checkLanguage, checkSession } from '../sdk-checks';

const PAYLOAD = {
  nick_name: 'Ana', role_id: 'r9', role_name: 'Mage', token: 'tok-secret-9', open_id: 'open-secret-9', user_id: 'u-9',
  mobile: '13900000000', app_id: 'app-9', channel: 'ch', public_key: TEST_PUBLIC_KEY_PEM, channel_id: 'c1',
  platform: 'Android', device_id: 'd1', opensdk_version: '3.1', login_types: 'Account,Google', language: 'en_US',
  capabilities: ['openUrl'],
};
const WAIT = 5000;
const INIT = 1_000_000;

describe('checkHandshake', () => {
  it('fails when the page never sent init', () => {
    expect(checkHandshake(null, [], INIT, WAIT)).toEqual({ status: 'fail', reason: 'reason.noInit' });
  });

  it('waits for ucOnLogin until the wait is over, then fails naming the wait', () => {
    expect(checkHandshake(INIT, [], INIT + 4999, WAIT)).toMatchObject({ status: 'waiting', reason: 'reason.waitingLogin' });
    expect(checkHandshake(INIT, [], INIT + 5000, WAIT)).toEqual({ status: 'fail', reason: 'reason.noLogin', values: { seconds: 5 } });
  });

  it('passes with how long native took after init and how many logins came', () => {
    const logins = [{ at: INIT + 120, raw: PAYLOAD }, { at: INIT + 900, raw: PAYLOAD }];
    expect(checkHandshake(INIT, logins, INIT + 60_000, WAIT)).toEqual({
      status: 'pass', reason: 'reason.loginAfter', values: { ms: 120, count: 2 },
    });
  });

  it('a login that came late still passes: the verdict says how late', () => {
    expect(checkHandshake(INIT, [{ at: INIT + 7300, raw: PAYLOAD }], INIT + 8000, WAIT)).toMatchObject({
      status: 'pass', values: { ms: 7300 },
    });
  });
});

describe('checkSession', () => {
  it('a complete session passes, counting the fields with a value and naming none of their contents', () => {
    const r = checkSession(JSON.stringify(PAYLOAD));
    expect(r).toEqual({ status: 'pass', reason: 'reason.sessionOk', values: { count: 17 } });
  });

  it('fails when no payload arrived', () => {
    expect(checkSession(undefined)).toEqual({ status: 'fail', reason: 'reason.noPayload' });
  });

  it.each([
    ['{token:', 'not JSON'],
    ['"just text"', 'not an object (string)'],
    [['token', 'open_id'], 'not an object (array)'],
    [null, 'not an object (null)'],
  ])('a payload that is no object (%p) is malformed, with the reading\'s reason', (raw, reason) => {
    expect(checkSession(raw)).toEqual({ status: 'fail', reason: 'reason.malformed', values: { reason } });
  });

  it('names each dropped field and why, never its value', () => {
    const r = checkSession({ ...PAYLOAD, role_name: { text: 'Mage' }, channel: Infinity });
    expect(r).toEqual({
      status: 'fail', reason: 'reason.dropped', values: { fields: 'role_name (object), channel (not a finite number)' },
    });
  });

  it('an empty token or open_id is a logged-out player', () => {
    expect(checkSession({ ...PAYLOAD, token: '' })).toEqual({ status: 'fail', reason: 'reason.loggedOut' });
    expect(checkSession({ ...PAYLOAD, open_id: '  ' })).toEqual({ status: 'fail', reason: 'reason.loggedOut' });
  });

  it('names the needed fields that are missing or empty', () => {
    const { public_key: _key, platform: _platform, ...rest } = PAYLOAD;
    expect(checkSession({ ...rest, app_id: ' ' })).toEqual({
      status: 'fail', reason: 'reason.missing', values: { fields: 'app_id, public_key, platform' },
    });
    expect(checkSession({ ...PAYLOAD, language: '' })).toMatchObject({ reason: 'reason.missing', values: { fields: 'language' } });
  });

  it('optional and informative fields may be absent', () => {
    const { capabilities: _c, nick_name: _n, mobile: _m, device_id: _d, ...rest } = PAYLOAD;
    expect(checkSession(rest)).toMatchObject({ status: 'pass', values: { count: 13 } });
  });
});

describe('checkLanguage', () => {
  it.each([
    ['zh_TW_#Hant', 'zh-Hant', 'zh-TW'],
    ['zh-Hant-HK', 'zh-Hant', 'zh-HK'],
    ['zh_CN_#Hans', 'zh', 'zh-CN'],
    ['de_DE', 'de', 'de-DE'],
    ['id_ID', 'id', 'in-IN'],
    ['th_TH_TH_#u-nu-thai', 'th', 'th-TH'],
    ['ko', 'ko', 'ko-KO'],
    ['sv_SE', 'en', 'en-US'],
    ['pt_BR', 'pt-BR', 'pt-PT'], // texts beyond SPEC §1: the server still gets a SPEC §1 locale
    ['es_MX', 'es-419', 'es-ES'],
    ['ar_SA', 'ar', 'en-US'],
  ])('reports the tag %s as sent, the text language (%s) and the server locale (%s)', (tag, text, locale) => {
    expect(checkLanguage({ ...PAYLOAD, language: tag })).toEqual({ status: 'pass', reason: 'reason.language', values: { tag, text, locale } });
  });

  it('reports the provider\'s own locale where app-config lists it', () => {
    setAppConfig({ providerLocales: ['pt-BR'] });
    try {
      expect(checkLanguage({ ...PAYLOAD, language: 'pt_BR' })).toMatchObject({ values: { text: 'pt-BR', locale: 'pt-BR' } });
    } finally {
      setAppConfig({});
    }
  });

  it('fails without a language, or without a payload to read one from', () => {
    expect(checkLanguage({ ...PAYLOAD, language: ' ' })).toEqual({ status: 'fail', reason: 'reason.noLanguage' });
    expect(checkLanguage(undefined)).toEqual({ status: 'fail', reason: 'reason.noLanguage' });
    expect(checkLanguage('not json')).toEqual({ status: 'fail', reason: 'reason.noLanguage' });
  });

  it('reads the language of a logged-out player too (the page still switches to it)', () => {
    expect(checkLanguage({ ...PAYLOAD, token: '', language: 'ja_JP' })).toMatchObject({ status: 'pass', values: { locale: 'ja-JP' } });
  });
});

describe('checkIsolation', () => {
  const START = 2_000_000;
  const REPORT = START + 300;
  const WINDOW = 2000;
  const PROBE_WAIT = 5000;
  const run = (visible: string[] | null, pageCalls: number[] = [], frameAnswers: string[] = []) => ({
    startedAt: START, report: visible ? { at: REPORT, visible } : null, pageCalls, frameAnswers,
  });
  const login = (at: number) => ({ at, raw: PAYLOAD });

  it('waits for the frame, then fails when its probe never reported (it could not run)', () => {
    expect(checkIsolation(run(null), [], START + 4999, WINDOW, PROBE_WAIT)).toMatchObject({ status: 'waiting', reason: 'reason.isolationWaiting' });
    expect(checkIsolation(run(null), [], START + 5000, WINDOW, PROBE_WAIT)).toEqual({ status: 'fail', reason: 'reason.isolationNoProbe' });
  });

  it('passes when the frame saw no bridge and no ucOnLogin came within the window', () => {
    expect(checkIsolation(run([]), [], REPORT + 1999, WINDOW, PROBE_WAIT)).toMatchObject({ status: 'waiting' });
    expect(checkIsolation(run([]), [login(START - 10)], REPORT + 2000, WINDOW, PROBE_WAIT)).toEqual({
      status: 'pass', reason: 'reason.isolationOk', values: { seconds: 2 },
    });
  });

  it('a login after the window is not counted against native', () => {
    expect(checkIsolation(run([]), [login(REPORT + 2001)], REPORT + 2500, WINDOW, PROBE_WAIT)).toMatchObject({ status: 'pass' });
  });

  it('on iOS the handler is visible in every frame: it passes when native ignored the frame, and says so', () => {
    expect(checkIsolation(run(['ios']), [], REPORT + 2000, WINDOW, PROBE_WAIT)).toEqual({
      status: 'pass', reason: 'reason.isolationOkIos', values: { seconds: 2 },
    });
  });

  it('fails at once when native answered the frame’s init, naming how soon', () => {
    expect(checkIsolation(run([]), [login(REPORT + 40)], REPORT + 50, WINDOW, PROBE_WAIT)).toEqual({
      status: 'fail', reason: 'reason.isolationActed', values: { ms: 40 },
    });
  });

  it('fails when UCNativeBridge is visible in the frame, after the window (to name an answer too)', () => {
    expect(checkIsolation(run(['android']), [], REPORT + 100, WINDOW, PROBE_WAIT)).toMatchObject({ status: 'waiting' });
    expect(checkIsolation(run(['android']), [], REPORT + 2000, WINDOW, PROBE_WAIT)).toEqual({
      status: 'fail', reason: 'reason.isolationVisible', values: { object: 'UCNativeBridge' },
    });
    expect(checkIsolation(run(['android']), [login(REPORT + 70)], REPORT + 80, WINDOW, PROBE_WAIT)).toEqual({
      status: 'fail', reason: 'reason.isolationVisibleActed', values: { object: 'UCNativeBridge', ms: 70 },
    });
  });

  it('cannot tell when the page itself called native before the login came: asks for another try', () => {
    expect(checkIsolation(run([], [REPORT + 10]), [login(REPORT + 40)], REPORT + 50, WINDOW, PROBE_WAIT)).toBe('retry');
    // A page call after the login does not excuse it.
    expect(checkIsolation(run([], [REPORT + 60]), [login(REPORT + 40)], REPORT + 70, WINDOW, PROBE_WAIT)).toMatchObject({
      status: 'fail', reason: 'reason.isolationActed',
    });
  });

  it('fails at once when native answered the frame itself (iOS reply, evaluateJavaScript in the frame), naming how', () => {
    const frameAnswered = (via: string) => ({ status: 'fail', reason: 'reason.isolationFrameAnswered', values: { via } });
    // Nothing reached the main frame: before, this passed as "native ignored the frame".
    expect(checkIsolation(run(['ios'], [], ['reply']), [], REPORT + 50, WINDOW, PROBE_WAIT)).toEqual(frameAnswered('ucNative.postMessage reply'));
    expect(checkIsolation(run([], [], ['uc-native']), [], REPORT + 50, WINDOW, PROBE_WAIT)).toEqual(frameAnswered("postMessage { source: 'uc-native' }"));
    // Each way named once, in arrival order; an answer before the frame's own report still counts.
    expect(checkIsolation(run(null, [], ['ucOnLogin', 'ucOnResult', 'ucOnLogin']), [], START + 10, WINDOW, PROBE_WAIT)).toEqual(
      frameAnswered('ucOnLogin(), ucOnResult()'),
    );
    // A page call does not excuse it: the page never calls native from that frame.
    expect(checkIsolation(run(['ios'], [REPORT + 1], ['ucOnLogout', 'ucOnBack']), [login(REPORT + 5)], REPORT + 10, WINDOW, PROBE_WAIT)).toEqual(
      frameAnswered('ucOnLogout(), ucOnBack()'),
    );
  });

  it('ignores an answer name the probe does not send', () => {
    expect(checkIsolation(run([], [], ['<b>x</b>', 'toString', 'constructor']), [], REPORT + 2000, WINDOW, PROBE_WAIT)).toMatchObject({ status: 'pass' });
  });
});
