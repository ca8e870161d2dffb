// Runs after the federation runtime has negotiated the shared singletons (see index.ts).
import { boot } from './app/boot';

const container = document.getElementById('root');
if (container) void boot(container);
