// The deletion remote's provider calls send exactly the provider contract's fields (provider-check/contract), in both modes.
import { holdCallsToContract, injectedEndpoints, type ContractCase } from '@uc/shared/src/testing/contract-fields';
import { applyDeletionApi } from './apply-deletion';
import { cancelDeletionApi } from './cancel-deletion';
import { deletionStatusApi } from './get-deletion-status';

const CASES: ContractCase[] = [
  { id: 'delete-detail', via: 'getDeletionStatus', method: 'POST', path: 'open/oauth/delete/detail', send: (s) => s.dispatch(deletionStatusApi.endpoints.getDeletionStatus.initiate({ token: 'tok-123' })) },
  {
    id: 'delete-apply', via: 'applyDeletion', method: 'POST', path: 'open/oauth/delete/apply',
    send: (s) => s.dispatch(applyDeletionApi.endpoints.applyDeletion.initiate({ mobile: '13800000000', real_name: '', card_number: '', token: 'tok-123' })),
  },
  { id: 'delete-cancel', via: 'cancelDeletion', method: 'POST', path: 'open/oauth/delete/cancel', send: (s) => s.dispatch(cancelDeletionApi.endpoints.cancelDeletion.initiate({ token: 'tok-123' })) },
];

test('every endpoint of src/api is held to the contract', () => {
  expect(injectedEndpoints()).toEqual(CASES.map((c) => c.via).sort());
});

holdCallsToContract(CASES);
