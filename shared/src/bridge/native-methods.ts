// ARCHITECTURE §4: the methods the game SDK implements (plus openUrl, see bridge/open-url.ts); nothing else is ever sent to native.
export const NATIVE_METHODS = [
  'init', 'login', 'logout', 'switchAccount', 'bindMobile', 'bindAccount', 'modifyMobile', 'modifyMail',
  'unbindOther', 'bindResult', 'report', 'real', 'exit', 'loginCustomerService', 'openCustomerService',
  'loginGameCustomerService', 'openWallet', 'openUrl',
] as const;
export type NativeMethod = (typeof NATIVE_METHODS)[number];
export type BridgePlatform = 'android' | 'ios' | 'web';

export interface NativeMessage {
  method: NativeMethod;
  payload?: unknown;
}

/** The platform-specific entry points native injects into the webview. */
export interface NativeWindow {
  UCNativeBridge?: { postMessage(json: string): void };
  webkit?: { messageHandlers?: { ucNative?: { postMessage(message: NativeMessage): void } } };
  ucOnLogin?: (raw: unknown) => void;
  ucOnResult?: (callbackId: unknown, result: unknown) => void;
  ucOnBack?: () => boolean;
}

export const nativeWindow = (): Window & NativeWindow => window as Window & NativeWindow;
