// Runs after the federation runtime has negotiated the shared singletons (see index.ts).
import './kernel-probe';
import { boot } from './app/boot';

const container = document.getElementById('root');
if (container) void boot(container);
