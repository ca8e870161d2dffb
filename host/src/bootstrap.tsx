// The host app: boot. (Its kernel probe, the one-copy check, runs with the remote loader: remote-loader.ts.)
// Running main.js's modules is the largest piece of work before home (the libraries' set-up, RTK Query's API, the
// store): it runs in steps, one task each, after the script's own task, so no step blocks a tap or a paint for long.
// Eager imports: the same file, no request; a module runs once, so each step runs only what the ones before did not.
import { yieldToMain } from './scheduling/yield-to-main';
import { prefetchTransport } from '@uc/shared/src/api/load-transport';
import { detectBridge } from '@uc/shared/src/bridge/call-native';
// The painted shell's few rules (index.html): in main.css, the page's one render-blocking stylesheet.
import './shell/painted-shell.css';

// Our own modules only: a dynamic import of a library's index would keep all of its exports (no tree shaking).
const MODULE_STEPS: ReadonlyArray<() => Promise<unknown>> = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@uc/shared/src/session/session-slice'),
  () => import(/* webpackMode: "eager" */ '@uc/shared/src/api/provider-request'),
  () => import(/* webpackMode: "eager" */ '@uc/shared/src/api/api-slice'),
  () => import(/* webpackMode: "eager" */ '@uc/shared/src/store/store'),
];

/**
 * The API's code (axios, the payload's RSA) is not in main.js, so home paints sooner. In a game's webview (a native
 * bridge) or a framing page (the simulator) a login is coming and API calls follow it: the download starts now,
 * beside main.js's own work. A plain browser with no session never needs it before a call does.
 */
function apiCallsExpected(): boolean {
  return detectBridge() !== 'web' || window.parent !== window;
}

async function start(container: HTMLElement): Promise<void> {
  if (apiCallsExpected()) prefetchTransport();
  for (const step of MODULE_STEPS) {
    await yieldToMain();
    await step();
  }
  await yieldToMain();
  const { boot } = await import(/* webpackMode: "eager" */ './app/boot');
  await boot(container);
}

const container = document.getElementById('root');
if (container) void start(container);
