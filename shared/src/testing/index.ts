// Test helpers only: never imported by app code (apps import '@uc/shared/src/testing' from tests).
export { renderWithProviders, type RenderWithProvidersOptions } from './render-with-providers';
export { LocationProbe } from './location-probe';
export { recordNativeCalls, type NativeCall, type NativeCallRecorder } from './native-calls';
export { installPointerEventShim } from './pointer-event-shim';
export { expectLocalesComplete } from './expect-locales-complete';
export { loggedInState } from './logged-in-state';
export { mockProvider, type MockedRequest, type MockedResponse, type ProviderHandler } from './mock-provider';
export { holdResponse, type HeldResponse } from './held-response';
export { flushPendingWork } from './flush-pending-work';
export { decryptPayload } from './decrypt-payload';
export { TEST_PUBLIC_KEY_PEM, TEST_PRIVATE_KEY_PEM } from './test-keys';
export { LOAD_FAULTS, expectFailedLoadThenRetry, failingOnce, type LoadFault } from './load-faults';
