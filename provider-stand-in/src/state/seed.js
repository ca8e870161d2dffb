// The seeded in-memory state: the demo player, their bindings, inbox, code box, FAQ and deletion status; a second account.
const { messagesSeed } = require('./message-seed');
const { activeCodesSeed } = require('./active-code-seed');
const { faqTypesSeed } = require('./faq-seed');

const DEMO = Object.freeze({
  openId: 'demo-open-id',
  token: 'demo-token',
  userId: '10001',
  nickname: 'Aria',
  appId: '20001',
  // The stand-in's fixed verification code: every SMS / mail code check passes with it and only with it.
  verificationCode: '123456',
});

function createSeedState() {
  return {
    player: {
      openId: DEMO.openId, token: DEMO.token, userId: DEMO.userId, nickname: DEMO.nickname,
      password: 'Passw0rd1', balance: 1280,
    },
    bind: { mobile: '13812345678', mail: 'player@example.com', Facebook: 'fb-123', Google: 'g-1' },
    takenMails: ['taken@example.com'], // e-mails bound to another account: binding them needs forceMailBind
    // That other account (not the logged-in player): its own mobile, that e-mail and its own password.
    otherAccount: {
      userId: '10002', mobile: '13900001111', mail: 'taken@example.com', password: 'Other0pass1',
      deletion: { appling: false, allowedApply: true, rest_time: 0 },
    },
    takenThirdParties: ['Twitter:tw-taken'], // provider logins ('type:id') bound to another account: bindNew takes them over
    realName: { is_real: true, id_card: '1101**********1234' },
    config: {
      items1: ['manageAccount', 'myMessage', 'codeBox', 'changePassword', 'wallet'],
      items2: ['faq', 'ticket', 'customerService', 'userPrivacy', 'taskCenter', 'deleteApply'],
      showBalance: true,
      ticketUrl: null, // null: the stand-in's own ticket client page; a string (even '') is answered as it is
    },
    messages: messagesSeed(),
    activeCodes: activeCodesSeed(45),
    faqTypes: faqTypesSeed(),
    deletion: { appling: false, allowedApply: true, rest_time: 0 },
    sentCodes: [], // every SMS / mail send: {channel, to, target, at} (+ username when the code went by username)
    proofs: {}, // §8 proofs by value: {purpose, userId, issuedAt, expiresAt, spent}
    attempts: {}, // §8 wrong codes by account (or number / address): {wrong: [at…], lockedUntil}
    // §8 dataExport: 'ready' answers a link to a JSON copy, 'pending' says it will be e-mailed (scenario dataExport)
    dataExport: 'ready',
    exports: {}, // the copies behind the links, by id: {userId, json, expiresAt}
    mailedExports: [], // each 'pending' export: {userId, to, at}
    // bindings: token → {kind:'member'|'guest', partnerId, customerId, quota?}, for tokens the server's endpoint answered
    // guestTokensBy: client address → times of the guest tokens it was given (the endpoint's rate limit)
    ticketService: { tokens: [], bindings: {}, users: {}, uploads: [], tickets: [], guestTokensBy: {} },
  };
}

module.exports = { createSeedState, DEMO };
