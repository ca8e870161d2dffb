// The API client's calls are counted from send to answer, failures and refusals included.
import axios, { type AxiosAdapter } from 'axios';
import { countRequestsInFlight, requestsInFlight, whenNoRequestInFlight } from './requests-in-flight';

const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
const adapter: AxiosAdapter = (config) =>
  new Promise((resolve, reject) => {
    pending.push({ resolve: () => resolve({ data: '{}', status: 200, statusText: 'OK', headers: {}, config }), reject });
  });
const client = axios.create({ adapter });
countRequestsInFlight(client);
const tick = () => new Promise((r) => setTimeout(r, 0));

it('counts each call until its answer or failure, and wakes the waiters when none is left', async () => {
  await expect(whenNoRequestInFlight()).resolves.toBeUndefined();
  const a = client.get('/a');
  const b = client.get('/b').catch(() => 'failed');
  await tick();
  expect(requestsInFlight()).toBe(2);
  let idle = false;
  void whenNoRequestInFlight().then(() => (idle = true));
  pending[0].resolve();
  await a;
  await tick();
  expect([requestsInFlight(), idle]).toEqual([1, false]);
  pending[1].reject(new Error('offline'));
  await expect(b).resolves.toBe('failed');
  await tick();
  expect([requestsInFlight(), idle]).toEqual([0, true]);
});
