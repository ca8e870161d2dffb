// The host's build of api-hooks-at-start.ts (webpack alias, build-config/webpack-app.js): no React hooks at the start,
// so RTK Query's React layer stays off home's path; the host fills them in before any page runs (api-hooks-slot.ts).
import type { hooksAtStart as AtStart } from './api-hooks-at-start';

export const hooksAtStart: typeof AtStart = () => null;
