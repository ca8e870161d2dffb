// Second helper and ticket-service helper: ret_code '000000' success, ret_msg failures, token header, upload.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { initI18n } from '../i18n/i18n';
import { createAppStore } from '../store/store';
import { loggedInState } from '../testing/logged-in-state';
import { apiClient } from './api-client';
import { ApiError, errorText } from './api-error';
import { plainGet } from './plain-get';
import { ticketServiceRequest, ticketServiceUpload } from './ticket-service';

let seen: InternalAxiosRequestConfig[];
const reply = (status: number, body: unknown): AxiosAdapter => async (config) => {
  seen.push(config);
  return { data: JSON.stringify(body), status, statusText: '', headers: {}, config };
};

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  seen = [];
  createAppStore(loggedInState()); // the newest store feeds the client's base fields
});

describe('plainGet', () => {
  it('sends plain params with the base fields and resolves item', async () => {
    apiClient.defaults.adapter = reply(200, { ret_code: '000000', item: { list: [1] } });
    await expect(plainGet('open/sdk/country', { a: 'b' })).resolves.toEqual({ list: [1] });
    expect(seen[0].url).toBe('http://localhost:3100/open/sdk/country');
    expect(seen[0].params).toMatchObject({ a: 'b', grant_app: 'app-1', open_id: 'open-1', channel: 'ch-1' });
    expect(seen[0].params.q).toBeUndefined();
    expect(seen[0].headers['Accept-Language']).toBe('en-US');
  });

  it.each([
    [{ ret_code: '100001', ret_msg: 'denied' }, '100001###denied'],
    [{ ret_code: 5 }, '5###System error'],
    [{ item: 1 }, 'ret_code###System error'],
  ])('%j → %s', async (body, message) => {
    apiClient.defaults.adapter = reply(200, body);
    const e = await plainGet('x').catch((err: unknown) => err);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).kind).toBe('ret_code');
    expect((e as ApiError).message).toBe(message);
  });

  it('HTTP failures keep the common shape', async () => {
    apiClient.defaults.adapter = reply(404, {});
    expect(errorText(await plainGet('x').catch((e: unknown) => e))).toBe("Server didn't respond");
  });
});

describe('ticket service', () => {
  it('POSTs JSON to ticketApiBase with the token header', async () => {
    apiClient.defaults.adapter = reply(200, { ret_code: '000000', ticket_id: 9 });
    const r = await ticketServiceRequest({ method: 'POST', path: 'ticket/save', body: { ticket_title: 't' }, token: 'T1' });
    expect(r).toEqual({ ret_code: '000000', ticket_id: 9 });
    expect(seen[0].url).toBe('http://localhost:3100/ticket-api/ticket/save');
    expect(seen[0].headers.token).toBe('T1');
    expect(JSON.parse(seen[0].data)).toEqual({ ticket_title: 't' });
  });

  it('GET with params resolves the whole body', async () => {
    apiClient.defaults.adapter = reply(200, { ret_code: '000000', item: { token: 'abc' } });
    await expect(ticketServiceRequest({ method: 'GET', path: 'token', params: { app_id: 'x' } })).resolves.toEqual({
      ret_code: '000000',
      item: { token: 'abc' },
    });
    expect(seen[0].params).toEqual({ app_id: 'x' });
  });

  it('rejects a body without ret_code (SPEC §8: anything but 000000 is an error), the upload too', async () => {
    apiClient.defaults.adapter = reply(200, { item: { token: 'abc' } });
    const e = await ticketServiceRequest({ method: 'GET', path: 'token' }).catch((err: unknown) => err);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).message).toBe('ret_code###System error');
    expect(errorText(e)).toBe('System error');
    apiClient.defaults.adapter = reply(200, { url: 'u' });
    const file = new File(['png-bytes'], 'shot.png', { type: 'image/png' });
    await expect(ticketServiceUpload('upload', file, 'T2')).rejects.toBeInstanceOf(ApiError);
  });

  it('rejects a ret_code failure with ret_msg', async () => {
    apiClient.defaults.adapter = reply(200, { ret_code: '9', ret_msg: 'expired' });
    const e = await ticketServiceRequest({ method: 'POST', path: 'x', token: 't' }).catch((err: unknown) => err);
    expect(errorText(e)).toBe('expired');
  });

  it('uploads multipart with file and the fixed key field', async () => {
    apiClient.defaults.adapter = reply(200, { ret_code: '000000', url: 'u' });
    const file = new File(['png-bytes'], 'shot.png', { type: 'image/png' });
    await ticketServiceUpload('upload', file, 'T2');
    const form = seen[0].data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('file') as File).name).toBe('shot.png');
    expect(form.get('key')).toBe('1001');
    expect(seen[0].headers.token).toBe('T2');
  });
});
