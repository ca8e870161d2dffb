// The webviews we ship to, read from the repository's .browserslistrc (the one place they are declared, so tools
// that read browserslist config on their own agree with swc, webpack's runtime target and the built-syntax check).
const fs = require('fs');
const path = require('path');

const BROWSERSLISTRC = path.join(__dirname, '..', '.browserslistrc');

/** The queries of a .browserslistrc text: one per line, `#` comments and blank lines dropped. */
function parseBrowserslistrc(text) {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

const browserslist = parseBrowserslistrc(fs.readFileSync(BROWSERSLISTRC, 'utf8'));

module.exports = { browserslist, parseBrowserslistrc, BROWSERSLISTRC };
