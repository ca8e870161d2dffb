// Home's provider calls send exactly the provider contract's fields (provider-check/contract), in both modes.
import { holdCallsToContract, injectedEndpoints, type ContractCase } from '@uc/shared/src/testing/contract-fields';
import { homeApi } from './home-api';

const CASES: ContractCase[] = [
  { id: 'config', via: 'getHomeConfig', method: 'GET', path: 'open/sdk/config', send: (s) => s.dispatch(homeApi.endpoints.getHomeConfig.initiate('app-1')) },
  { id: 'unread-counts', via: 'getUnreadCounts', method: 'GET', path: 'open/message/read', send: (s) => s.dispatch(homeApi.endpoints.getUnreadCounts.initiate('open-1')) },
  { id: 'bind-info', via: 'getHomeBindInfo', method: 'GET', path: 'open/oauth/binding', send: (s) => s.dispatch(homeApi.endpoints.getHomeBindInfo.initiate('open-1')) },
];

test('every endpoint home injects is held to the contract', () => {
  expect(injectedEndpoints()).toEqual(CASES.map((c) => c.via).sort());
});

holdCallsToContract(CASES);
