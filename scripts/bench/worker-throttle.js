// The phone profile for service workers too. CDP emulation is per target: the page's CPU slowdown and network reach
// neither a service worker's script nor its fetches (precache downloads, a cache miss fetched for the page), so
// without this a service worker would fetch on an unthrottled network and run at full speed, and look faster than a
// phone would see it. Each service worker target gets the same network and CPU profile as the pages, once it exists
// (the first milliseconds of its life run before the profile arrives).
async function throttleServiceWorkers(browser, { network, cpuRate }) {
  const cdp = await browser.newBrowserCDPSession();
  const seen = new Set();
  const problems = [];
  let nextId = 1;
  cdp.on('Target.receivedMessageFromTarget', (e) => {
    const message = JSON.parse(e.message);
    if (message.error) problems.push(`${message.id}: ${message.error.message}`);
  });
  const onTarget = async ({ targetInfo }) => {
    if (targetInfo.type !== 'service_worker' || seen.has(targetInfo.targetId)) return;
    seen.add(targetInfo.targetId);
    try {
      // not flattened: playwright's browser session routes no child sessions of its own making
      const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: targetInfo.targetId, flatten: false });
      const send = (method, params = {}) =>
        cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: nextId++, method, params }) });
      await send('Network.enable');
      await send('Network.emulateNetworkConditions', network);
      await send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    } catch (e) {
      problems.push(String(e));
    }
  };
  cdp.on('Target.targetCreated', onTarget);
  cdp.on('Target.targetInfoChanged', onTarget);
  await cdp.send('Target.setDiscoverTargets', { discover: true });
  return { throttled: () => seen.size, problems };
}

module.exports = { throttleServiceWorkers };
