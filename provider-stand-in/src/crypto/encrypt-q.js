// The client side of ARCHITECTURE §5 lives with the provider-check (one copy for the check, these tests, e2e, simulator).
module.exports = require('@uc/provider-check/src/wire/encrypt-q');
