// Payload field helpers shared by the route files.
const { fail } = require('./provider-error');

function text(payload, name) {
  const value = payload[name];
  return value === undefined || value === null ? '' : String(value);
}

function required(payload, name) {
  const value = text(payload, name);
  if (!value) throw fail('1000', `${name} is required`);
  return value;
}

/** forceMailBind arrives as a boolean or as 'true'. */
function isTrue(value) {
  return value === true || value === 'true' || value === 1 || value === '1';
}

module.exports = { text, required, isTrue };
