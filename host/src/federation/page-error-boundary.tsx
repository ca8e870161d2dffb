// A page that throws while rendering, whose module could not be turned into a page or whose chunk did not download
// shows the fallback (remote pages and the host's own page chunks alike); `onError` hears why.
import { Component, type ReactNode } from 'react';
import { reportEvent, type RemoteName } from '@uc/shared';
import { errorMessage, isIncompatibleError } from '../runtime-plugin/remote-failure';
import { RemoteFallbackPage, RemoteIncompatiblePage } from './remote-fallback-page';

interface Props {
  onError?: (error: unknown) => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  incompatible?: boolean;
}

/** Thrown by the page loader when the runtime gave no usable module: a load failure, not a render one. */
export class RemoteModuleError extends Error {
  constructor(readonly id: string, message: string) {
    super(message);
    this.name = 'RemoteModuleError';
  }
}

/** The `report` a remote page's failure sends native (remote-load-failed, or remote-incompatible for version skew). */
export function reportRemoteFailure(remote: RemoteName, module: string, error: unknown): void {
  reportEvent({
    code: isIncompatibleError(errorMessage(error)) ? 'remote-incompatible' : 'remote-load-failed',
    remote,
    module,
    stage: error instanceof RemoteModuleError ? 'load' : 'render',
    message: errorMessage(error),
  });
}

export class PageErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, incompatible: isIncompatibleError(errorMessage(error)) };
  }

  componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.state.incompatible ? <RemoteIncompatiblePage /> : <RemoteFallbackPage />;
  }
}
