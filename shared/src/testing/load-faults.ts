// The SPEC §8 faults a page load can meet, as mockProvider answers, each with the text the player must read.
import { fireEvent, screen, within } from '@testing-library/react';
import { AxiosError } from 'axios';
import type { ProviderHandler } from './mock-provider';

export interface LoadFault {
  name: string;
  /** What the provider answers (a mockProvider handler value), or a handler that throws like axios does. */
  answer: ProviderHandler | object;
  /** The SPEC §8 text shown for it (English). */
  text: string;
}

const NETWORK_TEXT = 'Network error encountered. Please try again later~';

export const LOAD_FAULTS: readonly LoadFault[] = [
  { name: 'status not ok with error_msg', answer: { status: 'fail', error: 2001, error_msg: 'Stand-in failure' }, text: 'Stand-in failure' },
  { name: 'status not ok without a message', answer: { status: 'fail', error: 7 }, text: 'System error' },
  { name: 'HTTP 500', answer: { status: 500, body: 'Internal Server Error' }, text: "Server didn't respond" },
  { name: 'a non-JSON body', answer: { body: '<html>oops</html>' }, text: 'Server request failed' }, // SPEC §8
  {
    name: 'a dropped connection',
    answer: (() => { throw new AxiosError('Network Error', AxiosError.ERR_NETWORK); }) as ProviderHandler,
    text: NETWORK_TEXT,
  },
  {
    // no answer within the client's 15 s: the request is aborted: SPEC §8's "network error, please retry later"
    name: 'a timeout',
    answer: (() => { throw new AxiosError('timeout of 15000ms exceeded', AxiosError.ECONNABORTED); }) as ProviderHandler,
    text: 'Network error, please retry later',
  },
];

/** A handler that answers the fault on the first call and `ok` from then on: the provider recovers for Retry. */
export function failingOnce(fault: LoadFault, ok: ProviderHandler | object): ProviderHandler {
  let calls = 0;
  return (req) => {
    const answer = ++calls === 1 ? fault.answer : ok;
    return typeof answer === 'function' ? (answer as ProviderHandler)(req) : answer;
  };
}

/**
 * What a player sees after a failed page load: the page's own words and the fault's SPEC §8 text in one alert, no
 * loading overlay left; then it presses Retry (the caller checks what loads).
 */
export async function expectFailedLoadThenRetry(pageText: string, fault: LoadFault): Promise<void> {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(pageText);
  expect(within(alert).getByText(fault.text)).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
}
