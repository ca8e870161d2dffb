// The named chunks the build treats specially, one place for their names. `transport` is also the webpackChunkName of
// the imports that load it (shared/src/api/load-transport.ts, host/src/federation/host-shares.ts, host/src/kernel-probe.ts).
/** The entry chunk: what home is drawn from. */
const MAIN_CHUNK = 'main';
/** The kernel's transport chunk: axios, jsencrypt and the API client, loaded when a call needs them. */
const TRANSPORT_CHUNK = 'transport';
/** What the host lends the remotes beyond home's own code: the kernel's page-only part, RTK Query's hooks, the icons
 * (host/src/federation/kernel-chunks.ts, host-shares.ts), downloaded once home is idle. */
const KERNEL_CHUNK = 'uc-shared';
/** The host's federation runtime (host/src/federation/federation-instance.ts): the runtime and its libraries, started
 * the first time a remote is needed. */
const FEDERATION_CHUNK = 'federation';

module.exports = { MAIN_CHUNK, TRANSPORT_CHUNK, KERNEL_CHUNK, FEDERATION_CHUNK };
