// Every language has exactly en's keys, none empty, same placeholders.
import { expectLocalesComplete } from '@uc/shared/src/testing';

test('host texts exist in every language', () => {
  expect(() => expectLocalesComplete(__dirname)).not.toThrow();
});
