// One page of each remote, as home's tiles open it: the tile's name, the page's address and a text it shows.
export const REMOTE_TILES = [
  { tile: /^Account/, hash: '#/manageaccount', content: 'Linked accounts' },
  { tile: /^Messages/, hash: '#/mymessage', content: 'Launch gift pack' },
  { tile: /^FAQ/, hash: '#/faq', content: 'Account & Login' },
  { tile: /^Delete account/, hash: '#/deleteapply', content: 'Important notice' },
];
