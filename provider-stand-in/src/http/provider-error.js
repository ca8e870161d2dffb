// A failure answer of the provider API: {status:'fail', error, error_msg}.
class ProviderError extends Error {
  constructor(code, message) {
    super(message);
    this.code = String(code);
  }
}

function fail(code, message) {
  return new ProviderError(code, message);
}

module.exports = { ProviderError, fail };
