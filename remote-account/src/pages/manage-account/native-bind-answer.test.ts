// Native's bindAccount answers, success and failure shapes.
import { readBindAnswer } from './native-bind-answer';

describe('readBindAnswer', () => {
  it.each([
    [{ oauth_type: 'Facebook', access_token: 'fb-token' }, { oauth_type: 'Facebook', access_token: 'fb-token' }],
    [{ status: 'ok', oauth_type: 'Google', id_token: 'g' }, { oauth_type: 'Google', id_token: 'g' }],
    [{ status: 'SUCCESS', callbackId: 'uc1', code: 'abc' }, { code: 'abc' }],
  ])('%p is a success carrying %p', (answer, providerPayload) => {
    expect(readBindAnswer(answer)).toEqual({ ok: true, providerPayload });
  });

  it.each([
    [null, ''],
    ['cancelled', ''],
    [[1, 2], ''],
    [{}, ''],
    [{ status: 'ok' }, ''],
    [{ status: 'fail', message: 'user cancelled' }, 'user cancelled'],
    [{ status: 'cancel', error_msg: 'denied', access_token: 'x' }, 'denied'],
    [{ error: 'login window closed', access_token: 'x' }, 'login window closed'],
  ])('%p is a failure with message %p', (answer, message) => {
    expect(readBindAnswer(answer)).toEqual({ ok: false, message });
  });
});
