// What the fallback runtime plugin hands to the app. It runs in the entry chunk before shared modules are
// negotiated, so it may not import React or @uc/shared: the app installs the component and the reporter at boot.
export interface RemoteFailure {
  /** Remote module id, e.g. 'uc_account/BindPhone'. */
  id: string;
  /** Container name, e.g. 'uc_account'. */
  container: string;
  /** Exposed module, e.g. './BindPhone' (empty when unknown). */
  expose: string;
  stage: 'load' | 'render';
  message: string;
  error: unknown;
}

export const FALLBACK_MARK = '__ucRemoteFallback';

export interface FallbackModule {
  default: unknown;
  [FALLBACK_MARK]: RemoteFailure;
}

export interface FallbackHandlers {
  /** The React component the failed module's default export becomes. */
  component(failure: RemoteFailure): unknown;
  report(failure: RemoteFailure): void;
}

let handlers: FallbackHandlers | null = null;

/** Installed once at boot; returns the uninstall function (tests). */
export function setFallbackHandlers(next: FallbackHandlers): () => void {
  handlers = next;
  return () => {
    if (handlers === next) handlers = null;
  };
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : String(error);
}

/**
 * True when the federation runtime refused the remote because the page's shared singletons (e.g. the one
 * @uc/shared kernel) do not meet the remote's requiredVersion (strictVersion): a version skew, not an outage.
 */
export function isIncompatibleError(message: string): boolean {
  return /does not satisfy the requirement|no shared module .* satisfies|Version [^ ]+ from .* of shared singleton/i.test(message);
}

/** Reports the failure and builds the stand-in module; undefined when the app installed nothing yet. */
export function createFallbackModule(failure: RemoteFailure): FallbackModule | undefined {
  if (!handlers) return undefined;
  try {
    handlers.report(failure);
  } catch {
    // Reporting is best effort: the user still gets the fallback page.
  }
  return { default: handlers.component(failure), [FALLBACK_MARK]: failure };
}

export function isFallbackModule(mod: unknown): mod is FallbackModule {
  return typeof mod === 'object' && mod !== null && FALLBACK_MARK in mod;
}
