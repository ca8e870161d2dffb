// ARCHITECTURE §4: the methods the game SDK implements (plus openUrl, see bridge/open-url.ts), read from the bridge
// contract; nothing else is ever sent to native.
// Types only: the contract's documentation (summaries, schemas) stays out of the kernel's code.
import type { NATIVE_METHOD_CONTRACT, NativeMethod } from './contract/bridge-contract';
import type { SchemaType } from './contract/schema-types';

export type { NativeMethod };

/** The payload the contract gives method M (null: the method takes none). */
export type NativePayload<M extends NativeMethod> = SchemaType<(typeof NATIVE_METHOD_CONTRACT)[M]['payload']>;
/** callNative's arguments after the method: none for a method without payload. */
export type NativePayloadArgs<M extends NativeMethod> = [NativePayload<M>] extends [null] ? [payload?: undefined] : [payload: NativePayload<M>];
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
  ucOnLogout?: () => void;
  ucOnResult?: (callbackId: unknown, result: unknown) => void;
  ucOnBack?: () => boolean;
}

export const nativeWindow = (): Window & NativeWindow => window as Window & NativeWindow;

/** Methods that take no payload (tiles that hand over to native: customer service, wallet). */
export type NoPayloadMethod = { [M in NativeMethod]: [NativePayload<M>] extends [null] ? M : never }[NativeMethod];
