// The host's own pages that are chunks of their own: /index never downloads home's code unless it leads there, and
// 404 or the SDK self-check never do. /index itself (pages/client-entry) is in main.js: every SDK open starts there.
import { lazy } from 'react';

/** Home's chunk (its download starts early where /index is about to lead home: client-entry-page.tsx). */
export const loadHomePage = () => import(/* webpackChunkName: "home" */ '../pages/home/home-page');

export const HomePage = lazy(() => loadHomePage().then((m) => ({ default: m.HomePage })));
export const NotFoundPage = lazy(() => import('../pages/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })));
export const SdkCheckPage = lazy(() => import('../pages/sdk-check/sdk-check-page').then((m) => ({ default: m.SdkCheckPage })));
