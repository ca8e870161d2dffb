// The host app: boot. (Its kernel probe, the one-copy check, runs with the remote loader: remote-loader.ts.)
// The app's modules are evaluated in a task after the script's own (an eager import: same file, no request), so
// compiling main.js and running its modules are two tasks, not one long one.
import { yieldToMain } from './scheduling/yield-to-main';
// The painted shell's few rules (index.html): in main.css, the page's one render-blocking stylesheet.
import './shell/painted-shell.css';

const container = document.getElementById('root');
if (container) {
  void yieldToMain()
    .then(() => import(/* webpackMode: "eager" */ './app/boot'))
    .then(({ boot }) => boot(container));
}
