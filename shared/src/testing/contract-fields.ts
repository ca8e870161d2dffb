// Holds what each call sends to the provider contract (provider-check/contract): exactly its fields, of its types, in
// SPEC §7 mode, in ARCHITECTURE §8 "proof" mode and with every §8 extension (app-config providerExtensions), through the
// real API client.
import { requestFields, requestIsOpen, validateRequest } from '@uc/provider-check';
import { api } from '../api/api-slice';
import { DEFAULT_APP_CONFIG, setAppConfig } from '../config/app-config';
import { createAppStore, type AppStore } from '../store/store';
import { loggedInState } from './logged-in-state';
import { mockProvider, type MockedRequest } from './mock-provider';

export interface ContractMismatch {
  /** Fields the contract names that the call did not send. */
  missing: string[];
  /** Fields the call sent that the contract does not name. */
  extra: string[];
  /** Type problems (ajv's messages). */
  invalid: string[];
}

const NO_MISMATCH: ContractMismatch = { missing: [], extra: [], invalid: [] };

/** The modes every call is held to: SPEC §7 alone, ARCHITECTURE §8 "proof", and every §8 extension ('webAccount'). */
const CONTRACT_MODES: ReadonlyArray<[string, string[]]> = [
  ['spec', []],
  ['proof', ['proof']],
  ['webAccount', ['proof', 'webAccount', 'dataExport']],
];

export interface ContractCase {
  /** The contract's call id (provider-check/contract/provider-api.openapi.json, x-calls). */
  id: string;
  /** What makes the call: the RTK Query endpoint's name, or the function's. */
  via: string;
  method: 'GET' | 'POST' | 'DELETE';
  /** The end of the address it goes to, e.g. 'open/message/1001'. */
  path: string;
  send: (store: AppStore) => unknown;
  /** The modes the page makes this call in ('spec', 'proof', 'webAccount'); default all. */
  modes?: readonly string[];
  /** What was sent, when it is not q's payload (the ticket service's JSON body or form). */
  sent?: (request: MockedRequest) => Record<string, unknown>;
}

export function contractMismatch(id: string, payload: Record<string, unknown>, extensions: readonly string[]): ContractMismatch {
  const sent = Object.keys(payload);
  const named = requestFields(id, { extensions });
  return {
    missing: named.filter((name) => !sent.includes(name)),
    extra: requestIsOpen(id, { extensions }) ? [] : sent.filter((name) => !named.includes(name)).sort(),
    invalid: validateRequest(id, payload, { extensions }),
  };
}

function lastRequestTo(requests: readonly MockedRequest[], c: ContractCase): MockedRequest {
  const found = [...requests].reverse().find((r) => r.method === c.method && r.path.endsWith(c.path));
  if (!found) throw new Error(`${c.via} sent no ${c.method} …${c.path} (sent: ${requests.map((r) => `${r.method} ${r.path}`).join(', ') || 'nothing'})`);
  return found;
}

/** The names of the RTK Query endpoints injected so far (the test file imports its package's api modules first). */
export function injectedEndpoints(): string[] {
  return Object.keys(api.endpoints).sort();
}

/**
 * One test per case and mode: the call goes through the page's own client (encrypted q, base fields) to a mocked
 * provider, and what it sent must be exactly the contract's fields for that call and mode.
 */
export function holdCallsToContract(cases: readonly ContractCase[]): void {
  describe.each(CONTRACT_MODES)('with providerExtensions for %s', (mode, extensions) => {
    let mock: ReturnType<typeof mockProvider>;
    beforeEach(() => {
      setAppConfig({ ...DEFAULT_APP_CONFIG, providerExtensions: extensions });
      mock = mockProvider({});
    });
    afterEach(() => {
      mock.restore();
      setAppConfig(DEFAULT_APP_CONFIG);
    });

    const here = cases.filter((c) => !c.modes || c.modes.includes(mode));
    it.each(here.map((c) => [c.via, c.id, c] as const))('%s sends exactly the fields of "%s"', async (_via, id, c) => {
      const store = createAppStore(loggedInState());
      await Promise.resolve(c.send(store)).catch(() => undefined);
      const request = lastRequestTo(mock.requests, c);
      const payload = c.sent ? c.sent(request) : (request.payload ?? {});
      expect(contractMismatch(id, payload, extensions)).toEqual(NO_MISMATCH);
    });
  });
}
