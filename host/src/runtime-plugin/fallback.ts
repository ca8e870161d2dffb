// Federation runtime plugin: a remote module that cannot load (manifest or entry 404, network, missing expose,
// chunk error) resolves to a stand-in module whose default export renders the fallback page.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createFallbackModule, errorMessage, type RemoteFailure } from './remote-failure';

type ErrorLoadRemoteArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>>[0];

export function describeLoadFailure(args: Pick<ErrorLoadRemoteArgs, 'id' | 'error' | 'remote' | 'expose'>): RemoteFailure {
  const [container, ...rest] = args.id.split('/');
  return {
    id: args.id,
    container: args.remote?.name ?? container,
    expose: args.expose ?? (rest.length ? `./${rest.join('/')}` : ''),
    stage: 'load',
    message: errorMessage(args.error),
    error: args.error,
  };
}

export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'uc-remote-fallback',
    errorLoadRemote(args) {
      // Only the final 'onLoad' stage may answer with a module; earlier stages expect a manifest or request args.
      if (args.lifecycle !== 'onLoad') return undefined;
      return createFallbackModule(describeLoadFailure(args));
    },
  };
}
