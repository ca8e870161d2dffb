// Stands in for axios' CancelToken (lib/cancel/CancelToken.js), its deprecated way to cancel: axios reaches it only
// for a request given `cancelToken`. We cancel with an AbortController `signal`.
export default class CancelToken {
  constructor() {
    throw new Error('axios CancelToken is not part of this build: cancel a request with an AbortController signal');
  }

  static source() {
    return new CancelToken();
  }
}
