// Writes the kernel's Traditional Chinese country names (Taiwan's, CLDR through Node's full ICU) for webviews
// without Intl.DisplayNames: i18n-iso-countries has no zh-Hant list. Run: node scripts/region-names-zh-hant.js
const fs = require('fs');
const path = require('path');

const ids = Object.keys(require('i18n-iso-countries/langs/en.json').countries);
const names = new Intl.DisplayNames(['zh-Hant-TW'], { type: 'region', fallback: 'none' });
const countries = Object.fromEntries(ids.map((id) => [id, names.of(id)]).filter(([, name]) => name));
const out = path.join(__dirname, '../shared/src/countries/zh-hant-region-names.json');
fs.writeFileSync(out, `${JSON.stringify({ locale: 'zh-Hant', countries }, null, 2)}\n`);
console.log(`${Object.keys(countries).length} of ${ids.length} names → ${path.relative(process.cwd(), out)}`);
