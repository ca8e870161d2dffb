// A remote's container offers the page no library copies (container-without-provides-plugin.js): its share list is
// emptied, the rest of the federation plugin's sharing code is kept, and any other shape stops the build.
const { withoutOffers } = require('../container-without-provides-plugin');

const S = '__webpack_require__.S';
const sharingCode = (offers) =>
  [`__webpack_require__.federation.initOptions.shared = {${offers}}`, `${S} = {};`, 'var initPromises = {};', `__webpack_require__.I = (name, initScope) => {};`].join('\n');

test('empties the share list and keeps the share scope and its initialisation', () => {
  const offers = '\t"react": [{\tversion: "18.3.1",\n\t\tget: () => (__webpack_require__.e(7129).then(() => (() => (__webpack_require__(7129))))),\n\t},],';
  expect(withoutOffers(sharingCode(offers), S)).toBe(sharingCode(''));
});

test('another shape of the federation plugin\'s code fails the build instead of shipping it', () => {
  expect(() => withoutOffers('__webpack_require__.S = {};', S)).toThrow(/changed shape/);
  expect(() => withoutOffers('x.initOptions.shared = {}', S)).toThrow(/changed shape/);
  const twice = `${sharingCode('"a": [],')}\nx.initOptions.shared = {}`;
  expect(() => withoutOffers(twice, S)).toThrow(/changed shape/);
});
