// The home configuration: menu rows, the hosted ticket page address and the balance flag.
function config({ state, baseUrl }) {
  const { items1, items2, showBalance } = state.config;
  const ticketUrl = typeof state.config.ticketUrl === 'string' ? state.config.ticketUrl : `${baseUrl}/ticket-client/index.html`;
  return { config_map: { items1: [...items1], items2: [...items2], ticketUrl, showBalance } };
}

module.exports = [{ method: 'GET', path: '/open/sdk/config', handle: config }];
