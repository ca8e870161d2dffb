// The deletion remote's provider calls send exactly the provider contract's fields (provider-check/contract): SPEC §7's in
// every mode; with every §8 extension the public page's calls by username and proof, and the data export both ways.
import { holdCallsToContract, injectedEndpoints, type ContractCase } from '@uc/shared/src/testing/contract-fields';
import { TEST_PUBLIC_KEY_PEM } from '@uc/shared/src/testing';
import { applyDeletionApi } from './apply-deletion';
import { cancelDeletionApi } from './cancel-deletion';
import { dataExportApi } from './data-export';
import { deletionStatusApi } from './get-deletion-status';
import { webDeletionApi } from './web-deletion';

const APP = { appId: 'game-7', publicKey: TEST_PUBLIC_KEY_PEM, channel: 'web' };
const WHO = { app: APP, username: '13800000000' };
const PROOF = { ...WHO, proof: 'proof-from-the-check' };
const SMS = { ...WHO, channel: 'sms' as const, country: '86', targetId: 'web' };
const MAIL = { ...WHO, username: 'p@example.com', channel: 'mail' as const, country: '86', targetId: 'web' };
const WEB = ['webAccount'];
const web = webDeletionApi.endpoints;

const CASES: ContractCase[] = [
  { id: 'delete-detail', via: 'getDeletionStatus', method: 'POST', path: 'open/oauth/delete/detail', send: (s) => s.dispatch(deletionStatusApi.endpoints.getDeletionStatus.initiate({ token: 'tok-123' })) },
  {
    id: 'delete-apply', via: 'applyDeletion', method: 'POST', path: 'open/oauth/delete/apply',
    send: (s) => s.dispatch(applyDeletionApi.endpoints.applyDeletion.initiate({ mobile: '13800000000', real_name: '', card_number: '', token: 'tok-123' })),
  },
  { id: 'delete-cancel', via: 'cancelDeletion', method: 'POST', path: 'open/oauth/delete/cancel', send: (s) => s.dispatch(cancelDeletionApi.endpoints.cancelDeletion.initiate({ token: 'tok-123' })) },
  { id: 'forget-lookup', via: 'lookupDeletionAccount', method: 'GET', path: 'open/oauth/forget', modes: WEB, send: (s) => s.dispatch(web.lookupDeletionAccount.initiate(WHO)) },
  { id: 'send-sms-by-username', via: 'sendDeletionCode', method: 'POST', path: 'open/oauth/sms', modes: WEB, send: (s) => s.dispatch(web.sendDeletionCode.initiate(SMS)) },
  { id: 'send-mail-by-username', via: 'sendDeletionCode (mail)', method: 'POST', path: 'open/oauth/mail', modes: WEB, send: (s) => s.dispatch(web.sendDeletionCode.initiate(MAIL)) },
  { id: 'verify-sms-by-username', via: 'checkDeletionCode', method: 'GET', path: 'open/oauth/sms', modes: WEB, send: (s) => s.dispatch(web.checkDeletionCode.initiate({ ...SMS, code: '123456' })) },
  { id: 'verify-mail-by-username', via: 'checkDeletionCode (mail)', method: 'GET', path: 'open/oauth/mail', modes: WEB, send: (s) => s.dispatch(web.checkDeletionCode.initiate({ ...MAIL, code: '123456' })) },
  { id: 'delete-detail-web', via: 'webDeletionStatus', method: 'POST', path: 'open/oauth/delete/detail', modes: WEB, send: (s) => s.dispatch(web.webDeletionStatus.initiate(PROOF)) },
  { id: 'delete-apply-web', via: 'webApplyDeletion', method: 'POST', path: 'open/oauth/delete/apply', modes: WEB, send: (s) => s.dispatch(web.webApplyDeletion.initiate(PROOF)) },
  { id: 'delete-cancel-web', via: 'webCancelDeletion', method: 'POST', path: 'open/oauth/delete/cancel', modes: WEB, send: (s) => s.dispatch(web.webCancelDeletion.initiate(PROOF)) },
  {
    id: 'data-export', via: 'exportData', method: 'POST', path: 'open/oauth/export', modes: WEB,
    send: (s) => s.dispatch(dataExportApi.endpoints.exportData.initiate({ openId: 'open-1', token: 'tok-123' })),
  },
  { id: 'data-export-web', via: 'exportData (web)', method: 'POST', path: 'open/oauth/export', modes: WEB, send: (s) => s.dispatch(dataExportApi.endpoints.exportData.initiate(PROOF)) },
];

test('every endpoint of src/api is held to the contract', () => {
  expect(injectedEndpoints()).toEqual([...new Set(CASES.map((c) => c.via.split(' ')[0]))].sort());
});

holdCallsToContract(CASES);
