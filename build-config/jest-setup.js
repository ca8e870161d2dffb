// React Router 7 under jsdom needs the encoders Node has but jsdom does not expose.
const { TextEncoder, TextDecoder } = require('util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
require('@testing-library/jest-dom');

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a lazily loaded page's first render can
// take longer. Five seconds stays well inside jest's own test timeout, so a real failure still fails.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
