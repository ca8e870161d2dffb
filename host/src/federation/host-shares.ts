// What the host lends the remotes: one getter per share key, with the versions and share rules the build defines
// from build-config/federation.js (`__UC_HOST_SHARES__`, prefix keys spelled out). A getter runs only when a remote
// first asks for its library; it hands over the host's own module, as webpack's federation plugin would.
import type { init } from '@module-federation/enhanced/runtime';
import * as i18nextModule from 'i18next';
import * as routerFacade from '@uc/build-config/shared-facades/react-router-dom';
import * as i18nextReactFacade from '@uc/build-config/shared-facades/react-i18next';
import * as reduxReactFacade from '@uc/build-config/shared-facades/react-redux';
import * as toolkitFacade from '@uc/build-config/shared-facades/reduxjs-toolkit';
import { KERNEL_CHUNKS } from './kernel-chunks';

type SharedOption = NonNullable<Parameters<typeof init>[0]['shared']>;

type ShareConfigs = Record<string, { version: string; shareConfig: { singleton: boolean; requiredVersion: string; strictVersion?: boolean } }>;
declare const __UC_HOST_SHARES__: ShareConfigs | undefined;

const lend = (mod: unknown) => () => mod;

/**
 * Each getter hands over the very module the host itself runs (one copy): `require` for React's CommonJS-only packages
 * (the raw exports, as the webpack plugin lends them), namespace imports for the dual packages (whose `require`
 * condition would resolve to a second, CommonJS copy of axios, i18next…) and the facades. Those are static imports of
 * this chunk (the runtime's), so lending them costs no download when a remote first asks; only the kernel's page-only
 * part is a chunk of its own.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- React's CommonJS exports as they are, lent raw (above) */
export const SHARE_GETTERS: Record<string, () => Promise<() => unknown>> = {
  react: async () => lend(require('react')),
  'react/jsx-runtime': async () => lend(require('react/jsx-runtime')),
  'react/jsx-dev-runtime': async () => lend(require('react/jsx-dev-runtime')),
  'react-dom': async () => lend(require('react-dom')),
  'react-dom/client': async () => lend(require('react-dom/client')),
  /* eslint-enable @typescript-eslint/no-require-imports */
  // The facades (build-config/shared-facades/): only the names the apps import, so the lent copy stays tree-shaken.
  'react-router-dom': async () => lend(routerFacade),
  'react-i18next': async () => lend(i18nextReactFacade),
  'react-redux': async () => lend(reduxReactFacade),
  '@reduxjs/toolkit': async () => lend(toolkitFacade),
  i18next: async () => lend(i18nextModule),
  // axios is the kernel's transport chunk (@uc/shared load-transport.ts): the same chunk, so one copy and no extra file.
  axios: async () => lend(await import(/* webpackChunkName: "transport" */ 'axios')),
  // The icons the kernel and the remotes draw ride in the kernel's page-only chunk (home's own are main.js's, with the core).
  'lucide-react': async () => lend(await import(/* webpackChunkName: "uc-shared" */ '@uc/build-config/shared-facades/lucide-react')),
  // The kernel's whole surface is lent, but what home does not use (page helpers, icons) is its own chunk, downloaded
  // when the first remote page asks for the kernel (or by the preload after home); each sub-path entry (sanitizer,
  // signing, forms, hosted pages) likewise, so only the pages that import one download it. One getter per kernel
  // chunk (kernel-chunks.ts): a new part is one line there.
  ...Object.fromEntries(
    Object.entries(KERNEL_CHUNKS).map(([key, load]): [string, () => Promise<() => unknown>] => [key, async () => lend(await load())]),
  ),
};

/**
 * The runtime's `shared` option: every configured key with its getter (a key without one is a build error). Each is
 * `loaded`: the host runs every one of them already (home's path; the kernel's page-only part is a chunk of the same
 * copy), so the runtime's loaded-first strategy picks the host's copy for every remote from the first, even when a
 * remote registers a higher version of its own. Without it, a remote visited before any other asked for a library
 * got its own copy whenever its version was higher: a second React (a page built against React 19 crashed on hooks)
 * or a second i18next. With the host's copy picked, a remote whose strict range it cannot meet (React, the kernel) is
 * refused with the "needs a newer version" fallback instead.
 */
export function hostShares(configs: ShareConfigs | undefined = typeof __UC_HOST_SHARES__ === 'undefined' ? undefined : __UC_HOST_SHARES__): SharedOption {
  const shared: SharedOption = {};
  for (const [key, config] of Object.entries(configs ?? {})) {
    const get = SHARE_GETTERS[key];
    if (!get) throw new Error(`host-shares: no getter for the share key ${key}`);
    shared[key] = { version: config.version, shareConfig: config.shareConfig, get, loaded: true };
  }
  return shared;
}
