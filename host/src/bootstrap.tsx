// The host app: boot. (Its kernel probe, the one-copy check, runs with the remote loader: remote-loader.ts.)
import { boot } from './app/boot';

const container = document.getElementById('root');
if (container) void boot(container);
