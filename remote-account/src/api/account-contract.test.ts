// The account remote's provider calls send exactly the provider contract's fields (provider-check/contract): SPEC §7's
// in both modes, and with ARCHITECTURE §8 "proof" the proof and the calls by username of the forgot and change flows.
import { holdCallsToContract, injectedEndpoints, type ContractCase } from '@uc/shared/src/testing/contract-fields';
import { bindMailApi } from './bind-mail';
import { bindMailForcedApi } from './bind-mail-forced';
import { bindMobileApi } from './bind-mobile';
import { bindThirdPartyApi } from './bind-third-party';
import { bindThirdPartyForcedApi } from './bind-third-party-forced';
import { changeMailApi } from './change-mail';
import { changeMailForcedApi } from './change-mail-forced';
import { changeMobileApi } from './change-mobile';
import { changePasswordApi } from './change-password';
import { checkMailCodeApi } from './check-mail-code';
import { checkSmsCodeApi } from './check-sms-code';
import { forgetLookupApi } from './forget-lookup';
import { forgetResetApi } from './forget-reset';
import { bindInfoApi } from './get-bind-info';
import { realNameApi } from './get-real-name';
import { sendMailCodeApi } from './send-mail-code';
import { sendSmsCodeApi } from './send-sms-code';
import { unbindThirdPartyApi } from './unbind-third-party';

const SESSION = { openId: 'open-1', token: 'tok-123' };
const MAIL = { mail: 'p@example.com', code: '123456', deviceId: 'dev-1', ...SESSION };
const MOBILE = { mobile: '13800000000', country: '86', code: '123456', deviceId: 'dev-1' };
const THIRD = { authType: 'Facebook' as const, providerPayload: {}, deviceId: 'dev-1', userExtra: '', ...SESSION };
const SMS = { mobile: '13800000000', purpose: 'mobile_change_binding' as const, country: '86', deviceId: 'dev-1' };
const SMS_BY_USERNAME = { username: 'p@example.com', purpose: 'mobile_forget_password' as const, country: '86', deviceId: 'dev-1' };
const MAIL_CODE = { mail: 'p@example.com', purpose: 'email_change_binding' as const, deviceId: 'dev-1' };
const MAIL_BY_USERNAME = { username: '13800000000', purpose: 'email_forget_password' as const, deviceId: 'dev-1' };
const PROOF = 'proof-from-the-check';
const SPEC = ['spec'];
const PROOF_MODE = ['proof'];

const ep = {
  forgetReset: forgetResetApi.endpoints.forgetReset,
  changePassword: changePasswordApi.endpoints.changePassword,
  sendSms: sendSmsCodeApi.endpoints.sendSmsCode,
  checkSms: checkSmsCodeApi.endpoints.checkSmsCode,
  sendMail: sendMailCodeApi.endpoints.sendMailCode,
  checkMail: checkMailCodeApi.endpoints.checkMailCode,
};

const CASES: ContractCase[] = [
  { id: 'bind-info', via: 'getBindInfo', method: 'GET', path: 'open/oauth/binding', send: (s) => s.dispatch(bindInfoApi.endpoints.getBindInfo.initiate(SESSION)) },
  { id: 'real-info', via: 'getRealName', method: 'GET', path: 'open/oauth/realname', send: (s) => s.dispatch(realNameApi.endpoints.getRealName.initiate({ ...SESSION, userId: 'u-1' })) },
  { id: 'bind-mail', via: 'bindMail', method: 'POST', path: 'open/oauth/binding', send: (s) => s.dispatch(bindMailApi.endpoints.bindMail.initiate(MAIL)) },
  { id: 'bind-mobile', via: 'bindMobile', method: 'POST', path: 'open/oauth/binding', send: (s) => s.dispatch(bindMobileApi.endpoints.bindMobile.initiate(MOBILE)) },
  { id: 'bind-third-party', via: 'bindThirdParty', method: 'POST', path: 'open/oauth/binding', send: (s) => s.dispatch(bindThirdPartyApi.endpoints.bindThirdParty.initiate(THIRD)) },
  { id: 'bind-mail-forced', via: 'bindMailForced', method: 'GET', path: 'open/oauth/bindingnew', send: (s) => s.dispatch(bindMailForcedApi.endpoints.bindMailForced.initiate(MAIL)) },
  { id: 'bind-third-party-forced', via: 'bindThirdPartyForced', method: 'GET', path: 'open/oauth/bindingnew', send: (s) => s.dispatch(bindThirdPartyForcedApi.endpoints.bindThirdPartyForced.initiate(THIRD)) },
  { id: 'unbind', via: 'unbindThirdParty', method: 'POST', path: 'open/oauth/unbinding', send: (s) => s.dispatch(unbindThirdPartyApi.endpoints.unbindThirdParty.initiate({ authType: 'Facebook', ...SESSION })) },
  { id: 'change-bind-mail', via: 'changeMail', method: 'POST', path: 'open/oauth/changebinding', send: (s) => s.dispatch(changeMailApi.endpoints.changeMail.initiate(MAIL)) },
  { id: 'change-bind-mobile', via: 'changeMobile', method: 'POST', path: 'open/oauth/changebinding', send: (s) => s.dispatch(changeMobileApi.endpoints.changeMobile.initiate(MOBILE)) },
  { id: 'change-bind-mail-forced', via: 'changeMailForced', method: 'GET', path: 'open/oauth/changebindingnew', send: (s) => s.dispatch(changeMailForcedApi.endpoints.changeMailForced.initiate(MAIL)) },
  { id: 'send-sms', via: 'sendSmsCode', method: 'POST', path: 'open/oauth/sms', send: (s) => s.dispatch(ep.sendSms.initiate(SMS)) },
  { id: 'verify-sms', via: 'checkSmsCode', method: 'GET', path: 'open/oauth/sms', send: (s) => s.dispatch(ep.checkSms.initiate({ ...SMS, code: '123456' })) },
  { id: 'send-mail', via: 'sendMailCode', method: 'POST', path: 'open/oauth/mail', send: (s) => s.dispatch(ep.sendMail.initiate(MAIL_CODE)) },
  { id: 'verify-mail', via: 'checkMailCode', method: 'GET', path: 'open/oauth/mail', send: (s) => s.dispatch(ep.checkMail.initiate({ ...MAIL_CODE, code: '123456' })) },
  { id: 'forget-lookup', via: 'forgetLookup', method: 'GET', path: 'open/oauth/forget', send: (s) => s.dispatch(forgetLookupApi.endpoints.forgetLookup.initiate({ username: '13800000000' })) },
  // SPEC §7: no proof at all
  { id: 'forget-reset', via: 'forgetReset', method: 'POST', path: 'open/oauth/forget', modes: SPEC, send: (s) => s.dispatch(ep.forgetReset.initiate({ username: '13800000000', password: 'Passw0rd1' })) },
  { id: 'change-password', via: 'changePassword', method: 'POST', path: 'open/oauth/password', modes: SPEC, send: (s) => s.dispatch(ep.changePassword.initiate({ password: 'Passw0rd1', ...SESSION })) },
  // ARCHITECTURE §8 proof: the proof goes with the change; the forgot flow's codes go by username
  {
    id: 'forget-reset', via: 'forgetReset (with a proof)', method: 'POST', path: 'open/oauth/forget', modes: PROOF_MODE,
    send: (s) => s.dispatch(ep.forgetReset.initiate({ username: '13800000000', password: 'Passw0rd1', proof: PROOF })),
  },
  {
    id: 'change-password', via: 'changePassword (with a proof)', method: 'POST', path: 'open/oauth/password', modes: PROOF_MODE,
    send: (s) => s.dispatch(ep.changePassword.initiate({ password: 'Passw0rd1', ...SESSION, proof: PROOF })),
  },
  {
    id: 'send-mail', via: 'sendMailCode (email_change_password)', method: 'POST', path: 'open/oauth/mail', modes: PROOF_MODE,
    send: (s) => s.dispatch(ep.sendMail.initiate({ ...MAIL_CODE, purpose: 'email_change_password' })),
  },
  {
    id: 'send-sms-by-username', via: 'sendSmsCode (by username)', method: 'POST', path: 'open/oauth/sms', modes: PROOF_MODE,
    send: (s) => s.dispatch(ep.sendSms.initiate(SMS_BY_USERNAME)),
  },
  {
    id: 'verify-sms-by-username', via: 'checkSmsCode (by username)', method: 'GET', path: 'open/oauth/sms', modes: PROOF_MODE,
    send: (s) => s.dispatch(ep.checkSms.initiate({ ...SMS_BY_USERNAME, code: '123456' })),
  },
  {
    id: 'send-mail-by-username', via: 'sendMailCode (by username)', method: 'POST', path: 'open/oauth/mail', modes: PROOF_MODE,
    send: (s) => s.dispatch(ep.sendMail.initiate(MAIL_BY_USERNAME)),
  },
  {
    id: 'verify-mail-by-username', via: 'checkMailCode (by username)', method: 'GET', path: 'open/oauth/mail', modes: PROOF_MODE,
    send: (s) => s.dispatch(ep.checkMail.initiate({ ...MAIL_BY_USERNAME, code: '123456' })),
  },
];

test('every endpoint of src/api is held to the contract', () => {
  expect(injectedEndpoints()).toEqual([...new Set(CASES.map((c) => c.via.split(' ')[0]))].sort());
});

holdCallsToContract(CASES);
