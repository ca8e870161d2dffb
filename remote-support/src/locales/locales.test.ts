// Every language carries exactly English's keys, none empty: a missing text would show a raw key to players.
import { expectLocalesComplete } from '@uc/shared/src/testing';

test('support locales are complete in all 13 languages', () => {
  expectLocalesComplete(__dirname);
});
