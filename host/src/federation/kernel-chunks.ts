// The kernel chunks the host lends the remotes, one per share key: `@uc/shared`'s part home does not run, and the
// kernel's sub-path entries. One place for the chunk loaders: the share getters (host-shares.ts) and the preload
// after home (register-remotes.ts) both start them. The kernel is handed over with RTK Query's React hooks in (one
// chunk with it): a remote page takes its hooks when it runs (@uc/shared api-hooks-slot.ts).
export const KERNEL_CHUNKS = {
  '@uc/shared': () =>
    Promise.all([
      import(/* webpackChunkName: "uc-shared" */ '@uc/shared'),
      import(/* webpackChunkName: "uc-shared" */ '@uc/shared/src/api/api-hooks'),
    ]).then(([kernel, hooks]) => {
      hooks.installApiHooks();
      return kernel;
    }),
  '@uc/shared/html': () => import(/* webpackChunkName: "uc-shared-html" */ '@uc/shared/html'),
  '@uc/shared/sign': () => import(/* webpackChunkName: "uc-shared-sign" */ '@uc/shared/sign'),
  '@uc/shared/forms': () => import(/* webpackChunkName: "uc-shared-forms" */ '@uc/shared/forms'),
  '@uc/shared/hosted': () => import(/* webpackChunkName: "uc-shared-hosted" */ '@uc/shared/hosted'),
} as const;

export type KernelKey = keyof typeof KERNEL_CHUNKS;

/** The sub-path entries: only some pages import them (none a remote's first page), so the preload takes them last. */
export const KERNEL_PARTS = (Object.keys(KERNEL_CHUNKS) as KernelKey[]).filter((key) => key !== '@uc/shared');
