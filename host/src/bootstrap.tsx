// The host app: its kernel probe (the one-copy check), then boot.
import './kernel-probe';
import { boot } from './app/boot';

const container = document.getElementById('root');
if (container) void boot(container);
