// The host's own pages that are chunks of their own: 404 and the SDK self-check. /index (pages/client-entry), where
// every SDK open starts, and home, where nearly every open lands, are in main.js: no round trip before either draws.
import { hostPageChunk } from './host-page-chunk';

export const NotFoundPage = hostPageChunk(
  () => import(/* webpackChunkName: "page-not-found" */ '../pages/not-found/not-found-page').then((m) => m.NotFoundPage),
  'common:error.pageLost',
);
export const SdkCheckPage = hostPageChunk(
  () => import(/* webpackChunkName: "page-sdk-check" */ '../pages/sdk-check/sdk-check-page').then((m) => m.SdkCheckPage),
  'common:title.userCenter',
);
