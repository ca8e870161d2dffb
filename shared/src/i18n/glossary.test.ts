// One term per concept and one register per language across every app (shared/src/i18n/glossary), and no title bar
// that changes words while a remote page loads. Each app's locales test runs the same check for its own keys.
import { TEXT_LANGUAGES } from '../locale/resolve-locale';
import { distinctLabelProblems, glossaryProblems, readConcepts, readGlossary } from '../testing/glossary-problems';

it('every language names each concept of the glossary, and only those', () => {
  const names = Object.keys(readConcepts().concepts).sort();
  for (const lang of TEXT_LANGUAGES) expect([lang, Object.keys(readGlossary(lang).terms).sort()]).toEqual([lang, names]);
});

it('every app uses each language glossary term and register, and the loading title is the page title', () => {
  expect(glossaryProblems()).toEqual([]);
});

it('buttons shown side by side that open different pages read differently in every language', () => {
  expect(distinctLabelProblems()).toEqual([]);
});
