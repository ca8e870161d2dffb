// A remote page that throws while rendering (or whose module could not be turned into a page) shows the fallback.
import { Component, type ReactNode } from 'react';
import { reportEvent, type RemoteName } from '@uc/shared';
import { errorMessage, isIncompatibleError } from '../runtime-plugin/remote-failure';
import { RemoteFallbackPage, RemoteIncompatiblePage } from './remote-fallback-page';

interface Props {
  remote: RemoteName;
  module: string;
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

export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, incompatible: isIncompatibleError(errorMessage(error)) };
  }

  componentDidCatch(error: unknown): void {
    reportEvent({
      code: isIncompatibleError(errorMessage(error)) ? 'remote-incompatible' : 'remote-load-failed',
      remote: this.props.remote,
      module: this.props.module,
      stage: error instanceof RemoteModuleError ? 'load' : 'render',
      message: errorMessage(error),
    });
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.state.incompatible ? <RemoteIncompatiblePage /> : <RemoteFallbackPage />;
  }
}
