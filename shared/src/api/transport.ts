// The transport chunk: what sending an API call needs and painting home does not — the one axios client and the
// payload's RSA (jsencrypt). Only load-transport.ts imports it (a chunk of its own, "transport"); nothing on home's
// path imports it statically, or both libraries would be back in main.js (build-config/test checks they are not).
export { apiClient, requestJson } from './api-client';
export { encryptPayload } from './rsa/encrypt-payload';
