// Every language has exactly en's 'sdkCheck' keys, none empty, same placeholders.
import { expectLocalesComplete } from '@uc/shared/src/testing';

test('SDK self-check texts exist in every language', () => {
  expect(() => expectLocalesComplete(__dirname)).not.toThrow();
});
