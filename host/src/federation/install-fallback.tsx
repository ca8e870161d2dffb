// Connects the fallback runtime plugin to the app once shared modules exist: the page it renders and the report it sends.
import { reportEvent } from '@uc/shared';
import { isIncompatibleError, setFallbackHandlers, type RemoteFailure } from '../runtime-plugin/remote-failure';
import { RemoteFallbackPage, RemoteIncompatiblePage } from './remote-fallback-page';
import { remoteOfContainer } from './remote-names';

/** 'remote-incompatible' when the remote's shared requirements cannot be met (version skew), else 'remote-load-failed'. */
export function remoteFailureCode(message: string): 'remote-incompatible' | 'remote-load-failed' {
  return isIncompatibleError(message) ? 'remote-incompatible' : 'remote-load-failed';
}

export function reportRemoteFailure(failure: RemoteFailure): void {
  reportEvent({
    code: remoteFailureCode(failure.message),
    remote: remoteOfContainer(failure.container) ?? failure.container,
    module: failure.expose,
    stage: failure.stage,
    message: failure.message,
  });
}

export function installRemoteFallback(): () => void {
  return setFallbackHandlers({
    component: (failure) => (isIncompatibleError(failure.message) ? RemoteIncompatiblePage : RemoteFallbackPage),
    report: reportRemoteFailure,
  });
}
