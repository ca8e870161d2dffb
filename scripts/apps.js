// Where each app lives and the fixed local ports (README.md lists the same).
const APP_DIRS = ['host', 'remote-account', 'remote-messages', 'remote-support', 'remote-deletion'];
const PORTS = {
  host: 3000,
  'remote-account': 3001,
  'remote-messages': 3002,
  'remote-support': 3003,
  'remote-deletion': 3004,
  provider: 3100,
  simulator: 3200,
};
const REMOTE_KEYS = { 'remote-account': 'account', 'remote-messages': 'messages', 'remote-support': 'support', 'remote-deletion': 'deletion' };
module.exports = { APP_DIRS, PORTS, REMOTE_KEYS };
