// Connects the fallback runtime plugin to the app once shared modules exist: the page it renders and the report it sends.
import { reportEvent } from '@uc/shared';
import { setFallbackHandlers, type RemoteFailure } from '../runtime-plugin/remote-failure';
import { RemoteFallbackPage } from './remote-fallback-page';
import { remoteOfContainer } from './remote-names';

export function reportRemoteFailure(failure: RemoteFailure): void {
  reportEvent({
    code: 'remote-load-failed',
    remote: remoteOfContainer(failure.container) ?? failure.container,
    module: failure.expose,
    stage: failure.stage,
    message: failure.message,
  });
}

export function installRemoteFallback(): () => void {
  return setFallbackHandlers({
    component: () => RemoteFallbackPage,
    report: reportRemoteFailure,
  });
}
