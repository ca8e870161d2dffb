// The messages remote's provider calls send exactly the provider contract's fields (provider-check/contract), in both modes.
import { holdCallsToContract, injectedEndpoints, type ContractCase } from '@uc/shared/src/testing/contract-fields';
import { claimActiveCodeApi } from './claim-active-code';
import { deleteMessageApi } from './delete-message';
import { activeCodesApi } from './get-active-codes';
import { boundMobileApi } from './get-bound-mobile';
import { messageContentApi } from './get-message-content';
import { messagesApi } from './get-messages';
import { placeholderApi } from './placeholder-calls';
import { linkClickApi } from './send-link-click';

const LIST = { token: 'tok-123', userId: 'u-1', mobile: '13800000000', openId: 'open-1' };
const MESSAGE = { id: '1001', userId: 'u-1', mobile: '13800000000' };

const CASES: ContractCase[] = [
  { id: 'messages', via: 'getMessages', method: 'GET', path: 'open/message', send: (s) => s.dispatch(messagesApi.endpoints.getMessages.initiate(LIST)) },
  { id: 'message-content', via: 'getMessageContent', method: 'GET', path: 'open/message/1001', send: (s) => s.dispatch(messageContentApi.endpoints.getMessageContent.initiate(MESSAGE)) },
  { id: 'message-link-click', via: 'sendLinkClick', method: 'POST', path: 'open/message', send: (s) => s.dispatch(linkClickApi.endpoints.sendLinkClick.initiate({ messageId: '1005', userId: 'u-1' })) },
  { id: 'delete-message', via: 'deleteMessage', method: 'DELETE', path: 'open/message', send: (s) => s.dispatch(deleteMessageApi.endpoints.deleteMessage.initiate({ userId: 'u-1', messageId: '1007', list: LIST })) },
  { id: 'claim-active-code', via: 'claimActiveCode', method: 'POST', path: 'open/activeCode/case/GIFT-1', send: (s) => s.dispatch(claimActiveCodeApi.endpoints.claimActiveCode.initiate({ code: 'GIFT-1', message: MESSAGE })) },
  { id: 'active-codes', via: 'getActiveCodes', method: 'GET', path: 'open/activeCode/case', send: (s) => s.dispatch(activeCodesApi.endpoints.getActiveCodes.initiate({ userId: 'u-1', mobile: '13800000000', current: 2 })) },
  { id: 'bind-info', via: 'getBoundMobile', method: 'GET', path: 'open/oauth/binding', send: (s) => s.dispatch(boundMobileApi.endpoints.getBoundMobile.initiate({ openId: 'open-1', token: 'tok-123' })) },
  { id: 'balance', via: 'getBalance', method: 'GET', path: 'open/coin/balance/u-1', send: (s) => s.dispatch(placeholderApi.endpoints.getBalance.initiate('u-1')) },
  { id: 'daily-tasks', via: 'getDailyTasks', method: 'GET', path: 'open/task/daily', send: (s) => s.dispatch(placeholderApi.endpoints.getDailyTasks.initiate('u-1')) },
  { id: 'growth-tasks', via: 'getGrowthTasks', method: 'GET', path: 'open/task/growth', send: (s) => s.dispatch(placeholderApi.endpoints.getGrowthTasks.initiate('u-1')) },
];

test('every endpoint of src/api is held to the contract', () => {
  expect(injectedEndpoints()).toEqual(CASES.map((c) => c.via).sort());
});

holdCallsToContract(CASES);
