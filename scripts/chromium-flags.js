// The flags Debian's Chromium needs on this machine's closed network (end-to-end suite and bench alike).
const path = require('path');

const CHROMIUM_PATH = process.env.UC_CHROMIUM || '/usr/bin/chromium';
/** What Playwright starts: Chromium through scripts/chromium-launch.sh, which gives each feature switch once (merged). */
const CHROMIUM_LAUNCHER = path.join(__dirname, 'chromium-launch.sh');

/** `ports`: the stack's ports, allowed explicitly (Chromium refuses a few outright, e.g. 6000 with ERR_UNSAFE_PORT). */
function chromiumArgs(ports = []) {
  return [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // Chromium 15x's headless shell loads the omnibox popup's WebUI (chrome://omnibox-popup, a renderer of its own)
    // with each new tab: a browser's toolbar, absent from a game's webview, competing for the machine's two cores.
    // Merged with Playwright's own list by chromium-launch.sh (Chromium reads only the last such switch).
    // IsolateSandboxedIframes: a sandboxed frame in the page's own process, as in Android WebView (one renderer process,
    // no site isolation) and WKWebView; in a process of its own, Playwright's init scripts (the played native bridge)
    // now and then reached it after its first script ran (the self-check's isolation probe saw no bridge).
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup,IsolateSandboxedIframes',
    ...(ports.length ? [`--explicitly-allowed-ports=${ports.join(',')}`] : []),
  ];
}

module.exports = { CHROMIUM_PATH, CHROMIUM_LAUNCHER, chromiumArgs };
