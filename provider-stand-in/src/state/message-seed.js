// Seven inbox messages: three carry activation codes (states '0' claimable, '1' claimed, '2' unavailable), one has a web link and one an in-app link.
function messagesSeed() {
  return [
    {
      id: '1001', category: 'activeCode', subject: 'Launch gift pack', sendTime: '2026-11-01T10:00:00', isRead: false,
      code: 'GIFT-LAUNCH-2026', name: 'Launch gift pack: 100 gems', state: '0',
      content: '<p>Thank you for playing! Claim your launch gift pack below.</p>',
    },
    {
      id: '1002', category: 'activeCode', subject: 'Weekend bonus', sendTime: '2026-10-28T09:30:00', isRead: true,
      code: 'WKND-BONUS-8842', name: 'Weekend bonus: 2 stamina potions', state: '1',
      content: '<p>Your weekend bonus is here.</p>',
    },
    {
      id: '1003', category: 'activeCode', subject: 'Summer event pack', sendTime: '2026-08-15T12:00:00', isRead: false,
      code: 'SUMMER-EVT-1187', name: 'Summer event pack', state: '2',
      content: '<p>The summer event has ended; this pack can no longer be claimed.</p>',
    },
    {
      id: '1004', category: 'system', subject: 'Scheduled maintenance', sendTime: '2026-10-30T08:00:00', isRead: false,
      code: '', name: '', state: '',
      content: '<p>Servers will be under maintenance on <b>5 November</b> from 02:00 to 04:00 (UTC).</p>',
    },
    {
      id: '1005', category: 'event', subject: 'Halloween event is live', sendTime: '2026-10-25T18:00:00', isRead: false,
      code: '', name: '', state: '',
      content: '<p>The Halloween event has started!</p><p><a href="https://example.com/events/halloween">See the event page</a></p>',
    },
    {
      id: '1006', category: 'system', subject: 'Welcome to the Player Center', sendTime: '2026-09-01T09:00:00', isRead: true,
      code: '', name: '', state: '',
      content: '<p>Welcome, Aria! Manage your account, messages and codes here.</p><p><a href="#/faq">Questions? Read the FAQ</a></p>',
    },
    {
      id: '1007', category: 'notice', subject: 'Security reminder', sendTime: '2026-10-20T14:45:00', isRead: false,
      code: '', name: '', state: '',
      content: '<p>Never share your verification code with anyone.</p>',
    },
  ];
}

module.exports = { messagesSeed };
