// Country list, real name, contract, privacy, balance and tasks.
const { fail } = require('../http/provider-error');
// The markets the games are sold in, in no particular order (the pages sort by name): a player's own country
// is in the list, as it is in the provider's.
const COUNTRIES = [
  ['CN', '86'], ['HK', '852'], ['TW', '886'], ['US', '1'], ['GB', '44'], ['JP', '81'],
  ['KR', '82'], ['RU', '7'], ['DE', '49'], ['FR', '33'], ['ID', '62'], ['TH', '66'],
  ['BR', '55'], ['PT', '351'], ['ES', '34'], ['IT', '39'], ['MO', '853'], ['VN', '84'],
  ['SG', '65'], ['MY', '60'], ['PH', '63'], ['CA', '1'], ['MX', '52'], ['AU', '61'],
  ['AR', '54'], ['TR', '90'], ['SA', '966'], ['AE', '971'], ['EG', '20'],
];

const CONTRACT_HTML = '<h3>User agreement (stand-in)</h3><p>By playing you accept the terms of service.</p>';
const PRIVACY_HTML = '<h3>Privacy policy (stand-in)</h3><p>We keep only what the game needs.</p>';

/** The user id in the path must be the demo player's, like user_id in the payload. */
function balance({ state, params }) {
  if (String(params.userId) !== state.player.userId) throw fail('1003', 'Unknown user_id');
  return { balance: state.player.balance };
}

module.exports = [
  { method: 'GET', path: '/open/sdk/country', handle: ({ state }) => ({ country: [...COUNTRIES.map(([id, number]) => ({ id, number })), ...(state.extraCountries ?? [])] }) },
  { method: 'GET', path: '/open/oauth/realname', auth: true, handle: ({ state }) => ({ ...state.realName }) },
  { method: 'GET', path: '/open/sdk/contract', handle: () => ({ considerations_message: CONTRACT_HTML }) },
  { method: 'GET', path: '/open/sdk/privacy', handle: () => ({ privacypolicy_message: PRIVACY_HTML }) },
  { method: 'GET', path: '/open/coin/balance/:userId', handle: balance },
  { method: 'GET', path: '/open/task/daily', handle: () => ({ tasks: [] }) },
  { method: 'GET', path: '/open/task/growth', handle: () => ({ tasks: [] }) },
];
