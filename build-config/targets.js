// The webviews we ship to (issue 10 checks the built output against these).
module.exports = { browserslist: ['chrome >= 70', 'android >= 70', 'ios_saf >= 12', 'safari >= 12'] };
