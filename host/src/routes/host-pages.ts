// The host's own pages that are chunks of their own: 404 and the SDK self-check. /index (pages/client-entry), where
// every SDK open starts, and home, where nearly every open lands, are in main.js: no round trip before either draws.
import { lazy } from 'react';

export const NotFoundPage = lazy(() => import('../pages/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })));
export const SdkCheckPage = lazy(() => import('../pages/sdk-check/sdk-check-page').then((m) => ({ default: m.SdkCheckPage })));
